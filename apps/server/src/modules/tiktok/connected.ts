// What "connected" means for a creator's TikTok profile: one rule for every screen, gate and job.
import { sql } from 'drizzle-orm';
import { creators } from '../../db/schema';

type TokenColumns = Pick<typeof creators.$inferSelect, 'tiktokAccessToken' | 'tiktokRefreshToken'>;

/**
 * Whether a creator's TikTok profile is connected: they hold TikTok's authorisation (the tokens its consent gave),
 * without which nothing can be read or checked. The one rule every screen reads (`tiktok_connected` in the user
 * info and the level answer) and every gate applies; a TikTok name alone (typed by an admin) is not a connection.
 */
export const isTikTokConnected = (c: TokenColumns) => Boolean(c.tiktokAccessToken && c.tiktokRefreshToken);

/** The same rule in SQL, for the jobs that read every connected creator. */
export const tiktokConnectedSql = sql`(${creators.tiktokAccessToken} is not null and ${creators.tiktokRefreshToken} is not null)`;
