// Reference data: GET /api/countries, GET /api/levels, GET /api/admin/songs/genres, and a song read from its Spotify
// link (GET /api/admin/songs/spotify).
import { type CountryAnswer, countryList, genreList, levelList } from '@hookline/shared/reference';
import { spotifyTrackQuery, spotifyTrackResponse } from '@hookline/shared/spotify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCountries, listGenres, listLevels } from '../../modules/reference/lists';
import { songFromSpotify } from '../../modules/spotify/song-from-spotify';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  // reference data changes only with a migration: read once per process
  let countryCache: CountryAnswer[] | undefined;

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

  app.get(
    '/api/admin/songs/spotify',
    {
      config: { auth: 'admin' },
      schema: { tags: ['admin'], querystring: spotifyTrackQuery, response: { 200: spotifyTrackResponse } },
    },
    async (req) => ({
      data: await songFromSpotify({
        spotify: app.ctx.spotify,
        url: req.query.url,
        storage: app.ctx.storage,
        production: app.ctx.config.production,
        selfUrl: app.ctx.selfUrl.current,
        log: req.log,
      }),
    }),
  );
};
