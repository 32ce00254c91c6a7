// Reference data: GET /api/countries, GET /api/levels, GET /api/admin/songs/genres.
import { countryList, genreList, levelList } from '@hookline/shared/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCountries, listGenres, listLevels } from '../../modules/reference/lists';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  // reference data changes only with a migration: read once per process
  let countryCache: { id: number; name: string }[] | undefined;

  app.get(
    '/api/countries',
    { config: { auth: 'user' }, schema: { tags: ['reference'], response: { 200: countryList } } },
    async () => {
      countryCache ??= await listCountries(db);
      return countryCache;
    },
  );

  app.get(
    '/api/levels',
    { config: { auth: 'user' }, schema: { tags: ['reference'], response: { 200: levelList } } },
    async () => listLevels(db),
  );

  app.get(
    '/api/admin/songs/genres',
    {
      config: { auth: 'admin' },
      schema: { tags: ['admin'], response: { 200: genreList } },
    },
    async () => listGenres(db),
  );
};
