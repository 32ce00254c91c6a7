// Reference lists (countries, levels, genres) read by every role's forms and filters.
import { centsToEur, centsToRate, rateToEur } from '@hookline/shared/money';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, genres, levels } from '../../db/schema';

export async function listCountries(db: Db) {
  return db
    .select({ id: countries.id, name: countries.name, iso2: countries.iso2 })
    .from(countries)
    .orderBy(asc(countries.name));
}

/** Levels as the API shows them: the per-1,000-views rate and the cap per video in EUR. */
export async function listLevels(db: Db) {
  const rows = await db.select().from(levels).orderBy(asc(levels.id));
  return rows.map((l) => ({
    id: l.id,
    name: l.name,
    type: 'normal' as const,
    per_1k_views_amount_eur: rateToEur(l.per1kRate ?? centsToRate(l.per1kCents)),
    max_amount_eur: centsToEur(l.maxCents),
  }));
}

export async function listGenres(db: Db) {
  return db.select().from(genres).orderBy(asc(genres.name));
}
