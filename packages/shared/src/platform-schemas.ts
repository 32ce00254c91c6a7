// The schemas of the platforms' requests and answers (the ids, names and rules: platforms.ts, which has no zod).
import { z } from 'zod';
import { OAUTH_PLATFORMS, PLATFORMS } from './platforms';
import { text } from './primitives';

export const platformSchema = z.enum(PLATFORMS);
export const oauthPlatformSchema = z.enum(OAUTH_PLATFORMS);

/** One connected account in the user info (`creator.accounts`). */
export const connectedAccountSchema = z.object({
  platform: platformSchema,
  handle: z.string().nullable(),
  followers: z.number().nullable(),
  connected_at: z.string(),
  /** the account's stored tokens no longer decrypt (a key was removed): the creator must connect it again */
  needs_reconnect: z.boolean(),
});
export type ConnectedAccount = z.infer<typeof connectedAccountSchema>;

export const platformParams = z.object({ platform: oauthPlatformSchema });
export const platformAuthorizeUrl = z.object({ url: z.string() });
export const authorizePlatformBody = z
  .object({
    code: text().min(1).max(2000),
    // the state the server issued with the consent link, so a code from another browser is refused
    state: text().min(10).max(200),
  })
  .strict();
