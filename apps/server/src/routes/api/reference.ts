// Reference data: GET /api/countries, GET /api/levels (SPEC §7), GET /api/admin/songs/genres.

import { centsToEur, centsToRate, rateToEur } from '@hookline/shared/money';
import { countryList, genreList, levelList } from '@hookline/shared/reference';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countries, genres, levels } from '../../db/schema';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  // reference data changes only with a migration: read once per process
  let countryCache: { id: number; name: string }[] | undefined;

  app.get(
    '/api/countries',
    { config: { auth: 'user' }, schema: { tags: ['reference'], response: { 200: countryList } } },
    async () => {
      countryCache ??= await db
        .select({ id: countries.id, name: countries.name })
        .from(countries)
        .orderBy(asc(countries.name));
      return countryCache;
    },
  );

  app.get(
    '/api/levels',
    { config: { auth: 'user' }, schema: { tags: ['reference'], response: { 200: levelList } } },
    async () => {
      const rows = await db.select().from(levels).orderBy(asc(levels.id));
      return rows.map((l) => ({
        id: l.id,
        name: l.name,
        type: 'normal' as const,
        per_1k_views_amount_eur: rateToEur(l.per1kRate ?? centsToRate(l.per1kCents)),
        max_amount_eur: centsToEur(l.maxCents),
      }));
    },
  );

  app.get(
    '/api/admin/songs/genres',
    {
      config: { auth: 'admin' },
      schema: { tags: ['admin'], response: { 200: genreList } },
    },
    async () => db.select().from(genres).orderBy(asc(genres.name)),
  );
};
