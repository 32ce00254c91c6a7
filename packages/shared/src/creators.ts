// Creator requests shared by the server routes and the creator screens (payout details, IBAN checksum).
import { isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { MSG } from './messages';
import { isSepaIbanCountry } from './payout-methods';
import { dbId, text } from './primitives';

export const IBAN_INVALID = MSG.billIbanInvalid;

export function normalizeIban(value: string) {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 via ibantools: the country's length and structure, and the mod-97 checksum. */
export function isValidIban(value: string) {
  return isValidIBAN(normalizeIban(value));
}

/** PUT /api/creators/{id}/payment-settings */
export const payoutBody = z
  .object({
    account_holder: text().trim().min(1, MSG.enterAccountHolder).max(200),
    iban: text().trim().max(42).refine(isValidIban, IBAN_INVALID).refine(isSepaIbanCountry, MSG.billIbanNotSepa),
    address: text().trim().min(1, MSG.enterAddress).max(500),
  })
  .strict();
export type PayoutBody = z.infer<typeof payoutBody>;

/** POST /api/creator/authorize/tiktok: the code TikTok sent back, with the state this server issued. */
export const authorizeTikTokBody = z
  .object({
    creator_id: dbId(),
    country_id: dbId(MSG.chooseCountryServer),
    code: text().min(1).max(2000),
    // the state the server issued with the consent link, so a code from another browser is refused
    state: text().min(10).max(200),
  })
  .strict();
export type AuthorizeTikTokBody = z.infer<typeof authorizeTikTokBody>;

/** POST /api/promotions/{id}/submit-video-url */
export const submitVideoBody = z.object({ video_url: text().trim().min(1, MSG.submitLink).max(2000) }).strict();
export type SubmitVideoBody = z.infer<typeof submitVideoBody>;

/** GET /api/creator/tiktok/authorize-url */
export const tiktokAuthorizeUrl = z.object({ url: z.string() });

/** GET /api/creator/tiktok/check: whether the connection works, step by step. */
export const tiktokCheckAnswer = z.object({
  connected: z.boolean(),
  token_valid: z.boolean(),
  profile_readable: z.boolean(),
  username: z.string().nullable(),
  follower_count: z.number().nullable(),
  message: z.string(),
});
export type TikTokCheckAnswer = z.infer<typeof tiktokCheckAnswer>;
export const tiktokCheckResponse = z.object({ data: tiktokCheckAnswer });
