// The creator's "test my TikTok connection" page: the token is valid (refreshed if needed), the profile is
// readable, and the follower count read on the way is kept.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { creators } from '../../db/schema';
import { creatorOfUser } from '../creators/feed';
import { accessTokenFor } from './connect';

type Ctx = Pick<AppContext, 'db' | 'tiktok'>;

export async function checkTikTokConnection(ctx: Ctx, o: { userId: number }) {
  const { creator } = await creatorOfUser(ctx.db, o.userId);
  if (!creator.tiktokAccessToken)
    return {
      connected: false,
      token_valid: false,
      profile_readable: false,
      username: null,
      follower_count: null,
      message: 'TikTok is not connected.',
    };
  try {
    const token = await accessTokenFor(ctx, creator);
    const profile = await ctx.tiktok.userInfo(token ?? '');
    await ctx.db.update(creators).set({ tiktokFollowers: profile.followerCount }).where(eq(creators.id, creator.id));
    return {
      connected: true,
      token_valid: true,
      profile_readable: true,
      username: profile.username,
      follower_count: profile.followerCount,
      message: 'Your TikTok connection works.',
    };
  } catch {
    return {
      connected: true,
      token_valid: false,
      profile_readable: false,
      username: creator.tiktokUsername,
      follower_count: creator.tiktokFollowers,
      message: 'TikTok did not accept the connection. Please connect your profile again.',
    };
  }
}
