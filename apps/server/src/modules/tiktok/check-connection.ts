// The creator's "test my TikTok connection" page: it tests the real connection, step by step: the authorisation is
// held (the one rule of connected.ts), the token is valid (refreshed if needed), and the profile and its videos are
// readable. The figures read on the way go through the level rules' one writer (creators/levels.ts applyFigures), so
// the followers shown anywhere next are those the level was set from.
import { MSG } from '@hookline/shared/messages';
import type { AppContext } from '../../context';
import { creatorOfUser } from '../creators/feed';
import { applyFigures, readFiguresWith } from '../creators/levels';
import { accessTokenFor } from './connect';
import { isTikTokConnected } from './connected';

type Ctx = Pick<AppContext, 'db' | 'tiktok' | 'config'>;

export async function checkTikTokConnection(ctx: Ctx, o: { userId: number }) {
  const { creator } = await creatorOfUser(ctx.db, o.userId);
  const failed = { username: creator.tiktokUsername, follower_count: creator.tiktokFollowers };
  if (!isTikTokConnected(creator))
    return {
      connected: false,
      token_valid: false,
      profile_readable: false,
      ...failed,
      message: MSG.tiktokNotConnected,
    };
  let token: string | null = null;
  try {
    token = await accessTokenFor(ctx, creator);
  } catch {
    // TikTok refused the refresh: the authorisation is gone
  }
  if (!token)
    return {
      connected: true,
      token_valid: false,
      profile_readable: false,
      ...failed,
      message: MSG.tiktokCheckRefused,
    };
  try {
    const profile = await ctx.tiktok.userInfo(token);
    const figures = await readFiguresWith(ctx, token);
    await applyFigures(ctx.db, { creatorId: creator.id, figures, source: 'connect' });
    return {
      connected: true,
      token_valid: true,
      profile_readable: true,
      username: profile.username,
      follower_count: figures.followers,
      message: MSG.tiktokCheckWorks,
    };
  } catch {
    return {
      connected: true,
      token_valid: true,
      profile_readable: false,
      ...failed,
      message: MSG.tiktokCheckNoProfile,
    };
  }
}
