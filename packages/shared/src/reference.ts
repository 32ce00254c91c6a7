// Reference lists every signed-in screen reads (countries, levels, genres) and the public addresses the web shows.
import { z } from 'zod';

/** A country: its name as the database writes it (English), and its ISO 3166-1 code, which names it in any language. */
export const countryAnswer = z.object({ id: z.number(), name: z.string(), iso2: z.string().length(2) });
export type CountryAnswer = z.infer<typeof countryAnswer>;
export const countryList = z.array(countryAnswer);

/** A level of the rule table with its standard deal. */
export const levelAnswer = z.object({
  id: z.number(),
  name: z.string(),
  type: z.literal('normal'),
  per_1k_views_amount_eur: z.number(),
  max_amount_eur: z.number(),
});
export type LevelAnswer = z.infer<typeof levelAnswer>;
export const levelList = z.array(levelAnswer);

export const genreAnswer = z.object({ id: z.number(), name: z.string() });
export type GenreAnswer = z.infer<typeof genreAnswer>;
export const genreList = z.array(genreAnswer);

export const publicConfigSchema = z.object({
  support_email: z.string(),
  terms_url: z.string(),
  privacy_url: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
