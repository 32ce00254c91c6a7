// Connecting a creator's TikTok profile and keeping its token fresh.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { countries, creators } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { mirrorTikTokAccount } from '../platforms/accounts';
import { decryptToken, encryptToken, type TokenKey, tiktokSlot } from '../platforms/token-crypto';
import { loadUserInfo } from '../users/user-info';
import { TikTokError } from './client';
import { consumeConnectState } from './connect-state';
import { isTikTokConnected } from './connected';

type Ctx = Pick<AppContext, 'db' | 'tiktok' | 'config'>;

/** TikTok's tokens as the creators row stores them: encrypted, bound to this creator's row and column. */
const tokenColumns = (
  keys: readonly TokenKey[],
  creatorId: number,
  tokens: { accessToken: string; refreshToken: string; expiresIn: number },
) => ({
  tiktokAccessToken: encryptToken(keys, tiktokSlot(creatorId, 'access_token'), tokens.accessToken),
  tiktokRefreshToken: encryptToken(keys, tiktokSlot(creatorId, 'refresh_token'), tokens.refreshToken),
  tiktokTokenExpiresAt: new Date(Date.now() + tokens.expiresIn * 1000),
});

export async function connectTikTok(
  ctx: Ctx,
  o: { userId: number; creatorId: number; countryId: number; code: string; state: string },
) {
  const [creator] = await ctx.db.select().from(creators).where(eq(creators.id, o.creatorId));
  if (!creator || creator.userId !== o.userId) throw notFound('creatorNotFound');
  await consumeConnectState(ctx.db, { userId: o.userId, state: o.state });
  const [country] = await ctx.db.select().from(countries).where(eq(countries.id, o.countryId));
  if (!country) throw badRequest('chooseCountryServer');
  let tokens: Awaited<ReturnType<Ctx['tiktok']['exchangeCode']>>;
  let profile: Awaited<ReturnType<Ctx['tiktok']['userInfo']>>;
  try {
    tokens = await ctx.tiktok.exchangeCode(o.code);
    profile = await ctx.tiktok.userInfo(tokens.accessToken);
  } catch (err) {
    if (err instanceof TikTokError) throw badRequest('tiktokRefusedConnection');
    if (err instanceof AppError) throw err;
    throw new AppError('UNAVAILABLE', 'tiktokUnreachable');
  }
  const [taken] = await ctx.db.select().from(creators).where(eq(creators.tiktokOpenId, profile.openId));
  if (taken && taken.id !== creator.id) throw conflict('tiktokProfileTaken');
  await ctx.db
    .update(creators)
    .set({
      tiktokUsername: profile.username,
      tiktokFollowers: profile.followerCount,
      tiktokOpenId: profile.openId,
      ...tokenColumns(ctx.config.tokenKeys, creator.id, tokens),
      countryId: country.id,
    })
    .where(eq(creators.id, creator.id));
  await mirrorTikTokAccount(ctx.db, {
    creatorId: creator.id,
    handle: profile.username,
    externalId: profile.openId,
    followers: profile.followerCount,
  });
  return loadUserInfo(ctx.db, { userId: o.userId, tokenKeys: ctx.config.tokenKeys });
}

/**
 * A valid access token for a creator, refreshed (and stored, since refresh tokens may rotate) when expired; null when
 * not connected or when no configured key opens the stored tokens (then nothing is sent to TikTok).
 */
export async function accessTokenFor(
  // without a config (some tests' contexts) no key is known: only the plain text from before encryption reads
  ctx: Pick<AppContext, 'db' | 'tiktok'> & Partial<Pick<AppContext, 'config'>>,
  creator: Pick<
    typeof creators.$inferSelect,
    'id' | 'tiktokAccessToken' | 'tiktokRefreshToken' | 'tiktokTokenExpiresAt'
  >,
) {
  if (!isTikTokConnected(creator)) return null;
  const keys = ctx.config?.tokenKeys ?? [];
  const access = decryptToken(keys, tiktokSlot(creator.id, 'access_token'), creator.tiktokAccessToken);
  const refresh = decryptToken(keys, tiktokSlot(creator.id, 'refresh_token'), creator.tiktokRefreshToken);
  if (!access || !refresh) return null;
  const expiresAt = creator.tiktokTokenExpiresAt?.getTime() ?? 0;
  if (expiresAt - 60_000 > Date.now()) return access;
  const tokens = await ctx.tiktok.refresh(refresh);
  await ctx.db
    .update(creators)
    .set(tokenColumns(keys, creator.id, tokens))
    .where(eq(creators.id, creator.id));
  return tokens.accessToken;
}
