// Admin campaign operations: create, list, edit, archive, delete, update stats.
import type { AdminCampaign } from '@hookline/shared/campaign-answers';
import type { CampaignCreateBody } from '@hookline/shared/campaigns';
import { JOBS } from '@hookline/shared/job-names';
import { MSG } from '@hookline/shared/messages';
import { eurToCents } from '@hookline/shared/money';
import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { campaignCard, campaignCardFrom } from '../../db/answer-json';
import { type Db, type DbOrTx, rawRows, type Tx } from '../../db/client';
import { builderLimit } from '../../db/paging';
import { campaigns, campaignTerritories, genres, musicians, songs } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { archiveCampaignTx, changeBudget, fundCampaign } from '../promotions/engine';
import { enqueue } from '../queue/queue';
import { sanitizeDescription } from './sanitize';

type CampaignFields = Omit<CampaignCreateBody, 'song'> & { song: CampaignCreateBody['song'] };

async function resolveGenre(tx: Tx, song: CampaignFields['song']) {
  const name = song.genre?.name?.trim();
  if (name) {
    const [existing] = await tx.select().from(genres).where(sql`lower(${genres.name}) = lower(${name})`);
    if (existing) return existing.id;
    const [created] = await tx.insert(genres).values({ name }).returning();
    return created?.id ?? 0;
  }
  const [g] = await tx
    .select()
    .from(genres)
    .where(eq(genres.id, song.genre_id ?? 0));
  if (!g) throw badRequest('chooseGenre');
  return g.id;
}

async function assertMusician(tx: Tx, musicianId: number | null | undefined) {
  if (!musicianId) return null;
  const [m] = await tx.select({ id: musicians.id }).from(musicians).where(eq(musicians.id, musicianId));
  if (!m) throw badRequest('musicianMissing');
  return m.id;
}

const songValues = (song: CampaignFields['song'], genreId: number) => ({
  title: song.title,
  artist: song.artist,
  genreId,
  spotifyUrl: song.spotify_url || null,
  tiktokUrl: song.tiktok_url || null,
  capcutUrl: song.capcut_url || null,
  albumIconUrl: song.album_icon_url || null,
  googleDriveUrl: song.google_drive_url || null,
  isPreRelease: !song.spotify_url && Boolean(song.google_drive_url),
});

const campaignValues = (b: CampaignFields) => ({
  description: sanitizeDescription(b.description ?? ''),
  startDate: new Date(b.start_date),
  endDate: new Date(b.end_date),
  maxLevelId: b.max_level_id,
  hashtags: (b.hashtags ?? []).map((h) => h.trim()),
  updatedAt: new Date(),
});

export async function createCampaign(db: Db, body: CampaignCreateBody) {
  if (new Date(body.start_date).getTime() < Date.now() - 10 * 60_000) throw badRequest('startDateInPast');
  const budgetCents = eurToCents(body.budget_eur);
  return db.transaction(async (tx) => {
    const genreId = await resolveGenre(tx, body.song);
    const musicianId = await assertMusician(tx, body.musician_id);
    const [song] = await tx.insert(songs).values(songValues(body.song, genreId)).returning();
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        ...campaignValues(body),
        platforms: body.platforms ?? ['tiktok'],
        songId: song?.id ?? 0,
        musicianId,
        budgetCents,
        budgetLeftCents: 0,
      })
      .returning();
    if (!campaign) throw new Error('campaign insert failed');
    await tx
      .insert(campaignTerritories)
      .values([...new Set(body.territories)].map((territoryId) => ({ campaignId: campaign.id, territoryId })));
    await fundCampaign(tx, { campaignId: campaign.id, amountCents: budgetCents });
    return campaign.id;
  });
}

export async function updateCampaign(db: Db, { id, body }: { id: number; body: CampaignFields }) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, id), isNull(campaigns.deletedAt)))
      .for('update');
    if (!current) throw notFound('campaignNotFound');
    const genreId = await resolveGenre(tx, body.song);
    const musicianId = await assertMusician(tx, body.musician_id);
    await tx.update(songs).set(songValues(body.song, genreId)).where(eq(songs.id, current.songId));
    await tx
      .update(campaigns)
      .set({ ...campaignValues(body), ...(body.platforms ? { platforms: body.platforms } : {}), musicianId })
      .where(eq(campaigns.id, id));
    await changeBudget(tx, { campaignId: id, newBudgetCents: eurToCents(body.budget_eur) });
    await tx.delete(campaignTerritories).where(eq(campaignTerritories.campaignId, id));
    await tx
      .insert(campaignTerritories)
      .values([...new Set(body.territories)].map((territoryId) => ({ campaignId: id, territoryId })));
    return id;
  });
}

export async function endCampaign(db: Db, { id }: { id: number }) {
  return db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, id), isNull(campaigns.deletedAt)));
    if (!c) throw notFound('campaignNotFound');
    await archiveCampaignTx(tx, id);
    return id;
  });
}

/** Soft delete (kept for the ledger and bills); an archived campaign cannot be deleted. */
export async function deleteCampaign(db: Db, { id }: { id: number }) {
  return db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, id), isNull(campaigns.deletedAt)))
      .for('update');
    if (!c) throw notFound('campaignNotFound');
    if (c.status === 'archived') throw conflict('whyArchived');
    await archiveCampaignTx(tx, id); // releases the unreserved budget through the ledger
    await tx.update(campaigns).set({ deletedAt: new Date() }).where(eq(campaigns.id, id));
    return { message: MSG.campaignDeleted };
  });
}

export async function queueStatsUpdate(db: Db, { id }: { id: number }) {
  const [c] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), isNull(campaigns.deletedAt)));
  if (!c) throw notFound('campaignNotFound');
  const job = await enqueue(db, {
    ...JOBS.refreshStats,
    description: `Update Stats of campaign ${id}`,
    payload: { campaign_id: id },
  });
  return { message: MSG.statsUpdateQueued, job_id: job?.id ?? null };
}

export type CampaignFilter = {
  status?: 'active' | 'archived';
  search?: string;
  musicianId?: number;
  ids?: number[];
  /** a further condition on campaigns (the creator feed's eligibility) */
  extra?: SQL;
};

/**
 * A campaign's status as a literal, not a parameter: every statement runs on its generic plan (db/client.ts), which
 * knows nothing of a parameter's value and so estimated half the campaigns for either status and scanned them all;
 * with the value in the text it reads the 601 active of the benchmark's 3,000 from campaigns_status_created_idx.
 * Only the two statuses are ever written (a closed list, not the caller's text).
 */
const statusLiteral = (status: 'active' | 'archived') => (status === 'archived' ? sql`'archived'` : sql`'active'`);
export const campaignStatusIs = (status: 'active' | 'archived') => sql`${campaigns.status} = ${statusLiteral(status)}`;

const filterWhere = (f: CampaignFilter) =>
  and(
    isNull(campaigns.deletedAt),
    f.status ? campaignStatusIs(f.status) : undefined,
    f.musicianId ? eq(campaigns.musicianId, f.musicianId) : undefined,
    f.ids ? inArray(campaigns.id, f.ids) : undefined,
    f.search ? or(ilike(songs.title, `%${f.search}%`), ilike(songs.artist, `%${f.search}%`)) : undefined,
    f.extra,
  );

/**
 * The page's ids and the window count of all matches, picked from campaigns_status_created_idx: the inner query of
 * `listCampaigns` and of the creator feed's statement (modules/creators/feed.ts). `withTotal: false` (a list whose
 * total is kept: the feed without a search or genre, an admin's tab as it opens) leaves the count out: the page then
 * reads only up to its last row.
 */
export function campaignPageIds(
  db: DbOrTx,
  {
    filter: f,
    page,
    perPage,
    withTotal = true,
  }: { filter: CampaignFilter; page: number; perPage: number; withTotal?: boolean },
) {
  let ids = db
    .select({ id: campaigns.id, total: (withTotal ? sql<number>`count(*) over ()` : sql<number>`0`).as('total') })
    .from(campaigns)
    .$dynamic();
  if (f.search) ids = ids.innerJoin(songs, eq(songs.id, campaigns.songId));
  return ids
    .where(filterWhere(f))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(builderLimit(perPage))
    .offset((page - 1) * perPage)
    .as('page_ids');
}

/** The count of all matches, asked on its own only for a page past the end (no row there carries the window count). */
export async function campaignCount(db: DbOrTx, { filter: f }: { filter: CampaignFilter }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campaigns)
    .innerJoin(songs, eq(songs.id, campaigns.songId))
    .where(filterWhere(f));
  return row?.n ?? 0;
}

/**
 * The total of a filter that names at most a status (the admin's tabs as they open), from the kept counts per status
 * (migration 0041, `campaign_status_counts` in db/derived.ts): the same campaigns as `filterWhere` admits. Null for
 * any other filter, which counts its matches.
 */
const keptTotalSql = (f: CampaignFilter) =>
  f.search || f.musicianId || f.ids || f.extra
    ? null
    : sql`(select coalesce(sum(k.campaigns), 0)::int from campaign_status_counts k
        ${f.status ? sql`where k.status = ${statusLiteral(f.status)}` : sql``})`;

/**
 * One page of campaigns with song, genre, musician, territories and per-type promotion counts, in one round trip.
 * The inner query picks the page's ids from campaigns_status_created_idx; the total of a tab as it opens is kept
 * (`keptTotalSql`) and the page then stops at its last row, any other filter counts its matches with a window
 * count. Only the page's rows are then joined and get their territories and their promotion counts (counter rows
 * kept by a trigger, migration 0004 — never a count over promotions). Each card is built as JSON by the statement
 * (db/answer-json.ts) and goes out as it comes.
 */
export async function listCampaigns(
  db: DbOrTx,
  { filter: f, page, perPage }: { filter: CampaignFilter; page: number; perPage: number },
) {
  const kept = keptTotalSql(f);
  const pageIds = campaignPageIds(db, { filter: f, page, perPage, withTotal: !kept });
  // one row without a card: an empty page
  const rows = await rawRows<{ card: AdminCampaign | null; total: number | null }>(
    db,
    sql`with kept as (select ${kept ?? sql`null::int`} as total),
        page as (
          select (${campaignCard})::json as card, page_ids.total::int as total, c.created_at, c.id
          from ${pageIds} join campaigns c on c.id = page_ids.id ${campaignCardFrom})
        select page.card, coalesce(kept.total, page.total) as total
        from kept left join page on true
        order by page.created_at desc, page.id desc`,
  );
  const items = rows.flatMap((r) => (r.card ? [r.card] : []));
  const total = rows[0]?.total ?? (page > 1 ? await campaignCount(db, { filter: f }) : 0);
  return { items, total };
}

export type CampaignItem = Awaited<ReturnType<typeof listCampaigns>>['items'][number];

export async function getCampaign(db: DbOrTx, { id }: { id: number }) {
  const { items } = await listCampaigns(db, { filter: { ids: [id] }, page: 1, perPage: 1 });
  const item = items[0];
  if (!item) throw notFound('campaignNotFound');
  return item;
}
