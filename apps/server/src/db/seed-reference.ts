// Reference data applied after every migrate: idempotent upserts of territories, levels, countries, genres.
import { LEVELS, TERRITORIES } from '@hookline/shared/constants';
import { centsToRate } from '@hookline/shared/money';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { COUNTRIES, GENRES } from './reference-data';
import { countries, countryTerritories, genres, levels, territories } from './schema';

export async function seedReferenceData(db: Db) {
  const [row] = (await db.select({ n: sql<number>`count(*)::int` }).from(countries)) ?? [];
  if (row && row.n >= COUNTRIES.length) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(territories)
      .values(TERRITORIES.map((t) => ({ id: t.id, name: t.name })))
      .onConflictDoNothing();
    await tx
      .insert(levels)
      .values(
        LEVELS.map((l) => ({
          id: l.id,
          name: l.name,
          per1kCents: l.per1kCents,
          per1kRate: centsToRate(l.per1kCents),
          maxCents: l.maxCents,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(countries)
      .values(COUNTRIES.map((c) => ({ id: c.id, iso2: c.iso2, name: c.name })))
      .onConflictDoNothing();
    await tx
      .insert(countryTerritories)
      .values(COUNTRIES.flatMap((c) => c.territories.map((territoryId) => ({ countryId: c.id, territoryId }))))
      .onConflictDoNothing();
    await tx
      .insert(genres)
      .values(GENRES.map((name) => ({ name })))
      .onConflictDoNothing();
  });
}
