// Reference data: GET /api/countries, GET /api/levels, GET /api/admin/songs/genres.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCountries, listGenres, listLevels } from '../../modules/reference/lists';

const country = z.object({ id: z.number(), name: z.string() });
const level = z.object({
  id: z.number(),
  name: z.string(),
  type: z.literal('normal'),
  per_1k_views_amount_eur: z.number(),
  max_amount_eur: z.number(),
});

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  // reference data changes only with a migration: read once per process
  let countryCache: { id: number; name: string }[] | undefined;

  app.get(
    '/api/countries',
    { config: { auth: 'user' }, schema: { tags: ['reference'], response: { 200: z.array(country) } } },
    async () => {
      countryCache ??= await listCountries(db);
      return countryCache;
    },
  );

  app.get(
    '/api/levels',
    { config: { auth: 'user' }, schema: { tags: ['reference'], response: { 200: z.array(level) } } },
    async () => listLevels(db),
  );

  app.get(
    '/api/admin/songs/genres',
    {
      config: { auth: 'admin' },
      schema: { tags: ['admin'], response: { 200: z.array(z.object({ id: z.number(), name: z.string() })) } },
    },
    async () => listGenres(db),
  );
};
