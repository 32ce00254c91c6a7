// The admin's people search on creator_search.haystack (migration 0025: TikTok user name, email and full name,
// lower-cased) under its trigram index, asked so that its cost follows its matches, not the table.
//
// `haystack LIKE '%term%'` makes the index read the posting list of every trigram of the term, and a trigram that
// most people share has a posting list as long as the table: a pasted email ends in 'gmail.com', and every benchmark
// email begins with 'creator'. On ten times today's data 'creator12345' (11 matches) read 403 index pages where its
// rare part 'r12345' (the same 11) read 11 (docs/performance.md, "Cost as the data grows"). So when the term holds
// such a common trigram, the index is asked for the term's longest stretch without one (the probe) and every
// candidate is then checked for the whole term. Which trigrams are common is read from a sample of the haystacks,
// kept for an hour per process; it steers only the cost, never the answer (the whole term is always checked).
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rawRows } from '../../db/client';

/** The probe and the common trigrams are read from ASCII letters and digits, whose lower case is the same in any
 * collation: `lower(probe)` is then a part of `lower(term)`, so the probe never loses a match. */
const WORD = /[a-z0-9]+/gi;

/** Each trigram of the runs of ASCII letters and digits of `text`, lower-cased, once. */
export function trigramsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    for (let i = 0; i + 3 <= word.length; i++) out.add(word.slice(i, i + 3));
  }
  return out;
}

/**
 * The longest stretch of `term` (as written) whose trigrams are none of `common`: what the index is asked for. Null
 * when the term holds no common trigram (the whole term is the best question) or no stretch of three characters
 * without one (nothing narrower to ask).
 */
export function searchProbe(term: string, common: ReadonlySet<string>): string | null {
  let best = '';
  let anyCommon = false;
  for (const m of term.matchAll(WORD)) {
    const word = m[0];
    const lower = word.toLowerCase();
    let start = 0;
    for (let i = 0; i + 3 <= word.length; i++) {
      if (!common.has(lower.slice(i, i + 3))) continue;
      anyCommon = true;
      if (i + 2 - start > best.length) best = word.slice(start, i + 2);
      start = i + 1;
    }
    if (word.length - start > best.length) best = word.slice(start);
  }
  return anyCommon && best.length >= 3 ? best : null;
}

/** `term` as a LIKE pattern that matches it anywhere, its wildcard characters taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** The condition on `creator_search s` that its haystack contains `term`, in any case (see the top of this file). */
export function haystackContains(term: string, common: ReadonlySet<string> = commonNow): SQL {
  const probe = searchProbe(term, common);
  return probe === null
    ? sql`s.haystack like lower(${containsPattern(term)})`
    : sql`(s.haystack like lower(${containsPattern(probe)}) and strpos(s.haystack, lower(${term})) > 0)`;
}

const SAMPLE_ROWS = 5000;
/**
 * A trigram in this share of the people (and in at least MIN_ROWS of the sample) is common: its posting list is
 * long enough to cost more than the candidates a shorter probe lets through (a fifth of 200,000 people is about
 * 40,000 entries; a trigram of every email's 'creator' or 'gmail.com' holds nearly everyone).
 */
const COMMON_SHARE = 0.2;
const MIN_ROWS = 50;
const KEEP_MS = 60 * 60_000;

let commonNow: ReadonlySet<string> = new Set();
let readAt = Number.NEGATIVE_INFINITY;
let reading: Promise<void> | null = null;

/** The trigrams common among the haystacks of a sample of about 5,000 people (none on a small table). */
export async function readCommonTrigrams(db: DbOrTx): Promise<Set<string>> {
  const [size] = await rawRows<{ n: number }>(
    db,
    sql`select reltuples::float8 as n from pg_class where oid = 'creator_search'::regclass`,
  );
  const rows = size?.n ?? -1;
  // reltuples is -1 before the table's first analyze: sample it whole, up to the sample's size. Whole pages (system)
  // read only the sampled ones (about 110 at 200,000 people); people made one after the other share a page and
  // their numbered names' trigrams, but not a fifth of a sample of a hundred pages.
  const percent = rows > SAMPLE_ROWS ? (100 * SAMPLE_ROWS) / rows : 100;
  const sample = await rawRows<{ haystack: string | null }>(
    db,
    sql`select s.haystack from creator_search s tablesample system (${percent}) limit ${SAMPLE_ROWS}`,
  );
  const counts = new Map<string, number>();
  for (const { haystack } of sample) {
    for (const t of trigramsOf(haystack ?? '')) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const least = Math.max(MIN_ROWS, sample.length * COMMON_SHARE);
  return new Set([...counts].filter(([, n]) => n >= least).map(([t]) => t));
}

/**
 * Makes sure this process knows the common trigrams, read at most an hour ago (one reading at a time; a failed one
 * leaves the last list, which only costs speed).
 */
export async function knowCommonTrigrams(db: Db): Promise<void> {
  if (Date.now() - readAt < KEEP_MS) return;
  reading ??= readCommonTrigrams(db)
    .then((common) => {
      commonNow = common;
    })
    .catch(() => undefined)
    .finally(() => {
      readAt = Date.now();
      reading = null;
    });
  await reading;
}
