// A creator's platform accounts (creator_accounts, migration 0032): connecting Instagram or YouTube with an OAuth
// state, listing every connected account, and a valid access token for a connected account. TikTok's connection
// stays in modules/tiktok (the spec's call and dialog); it mirrors its profile into creator_accounts.
import type { ConnectedAccount } from '@hookline/shared/platform-schemas';
import { OAUTH_PLATFORMS, PLATFORM_ERROR_KEYS } from '@hookline/shared/platforms';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { authTokens, creatorAccounts, creators } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { issueToken } from '../identity/accounts';
import { sha256 } from '../identity/tokens';
import { accountSlot, decryptToken, encryptToken, isUndecryptable, type TokenKey, tiktokSlot } from './token-crypto';
import { isPlatformError, type PlatformId, type PlatformTokens } from './types';

type Ctx = Pick<AppContext, 'db' | 'platforms' | 'config'>;
export type OAuthPlatform = Exclude<PlatformId, 'tiktok'>;
const STATE_KIND = { instagram: 'instagram_state', youtube: 'youtube_state' } as const;

/** The consent page's address with a fresh state (15 minutes, once, this user only: the TikTok mechanism). */
export async function platformAuthorizeUrl(ctx: Ctx, o: { userId: number; platform: OAuthPlatform }) {
  const platform = platformOrError(ctx, o.platform);
  const state = await issueToken(ctx.db, { userId: o.userId, kind: STATE_KIND[o.platform] });
  return platform.authorizeUrl(state);
}

async function consumeState(db: DbOrTx, o: { userId: number; platform: OAuthPlatform; state: string }) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, sha256(o.state)),
        eq(authTokens.userId, o.userId),
        eq(authTokens.kind, STATE_KIND[o.platform]),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: authTokens.id });
  if (!row) throw badRequest('platformStateMismatch');
}

/** A PlatformError as the API answers it (messages in packages/shared); anything else is the platform unreachable. */
export function platformFailure(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (isPlatformError(err)) {
    const key = PLATFORM_ERROR_KEYS[err.code];
    if (err.code === 'unavailable' || err.code === 'api' || err.code === 'quota_exhausted')
      return new AppError('UNAVAILABLE', key);
    return badRequest(key);
  }
  return new AppError('UNAVAILABLE', PLATFORM_ERROR_KEYS.api);
}

function platformOrError(ctx: Ctx, id: PlatformId) {
  try {
    return ctx.platforms.get(id);
  } catch (err) {
    throw platformFailure(err);
  }
}

const tokenColumns = (ctx: Ctx, o: { creatorId: number; platform: OAuthPlatform }, tokens: PlatformTokens) => {
  const keys = ctx.config.tokenKeys;
  return {
    accessToken: encryptToken(keys, accountSlot(o.creatorId, o.platform, 'access_token'), tokens.accessToken),
    refreshToken: tokens.refreshToken
      ? encryptToken(keys, accountSlot(o.creatorId, o.platform, 'refresh_token'), tokens.refreshToken)
      : null,
    tokenExpiresAt: new Date(Date.now() + tokens.expiresIn * 1000),
  };
};

/** Connects (or reconnects, reading the followers again) an Instagram or YouTube account; answers the creator's id. */
export async function connectPlatform(
  ctx: Ctx,
  o: { userId: number; platform: OAuthPlatform; code: string; state: string },
) {
  const [creator] = await ctx.db.select({ id: creators.id }).from(creators).where(eq(creators.userId, o.userId));
  if (!creator) throw notFound('creatorNotFound');
  await consumeState(ctx.db, o);
  const platform = platformOrError(ctx, o.platform);
  let tokens: PlatformTokens;
  let profile: Awaited<ReturnType<typeof platform.profile>>;
  try {
    tokens = await platform.exchangeCode(o.code, o.state);
    profile = await platform.profile(tokens.accessToken);
  } catch (err) {
    throw platformFailure(err);
  }
  const [taken] = await ctx.db
    .select({ creatorId: creatorAccounts.creatorId })
    .from(creatorAccounts)
    .where(and(eq(creatorAccounts.platform, o.platform), eq(creatorAccounts.externalId, profile.externalId)));
  if (taken && taken.creatorId !== creator.id) throw conflict('platformTaken');
  const now = new Date();
  const values = {
    handle: profile.handle,
    externalId: profile.externalId,
    followers: profile.followers,
    ...tokenColumns(ctx, { creatorId: creator.id, platform: o.platform }, tokens),
    connectedAt: now,
    refreshedAt: now,
  };
  await ctx.db
    .insert(creatorAccounts)
    .values({ creatorId: creator.id, platform: o.platform, ...values })
    .onConflictDoUpdate({ target: [creatorAccounts.creatorId, creatorAccounts.platform], set: values });
  return creator.id;
}

/** TikTok's profile, mirrored into creator_accounts when the TikTok module connects (its tokens stay on creators). */
export async function mirrorTikTokAccount(
  db: DbOrTx,
  o: { creatorId: number; handle: string; externalId: string; followers: number },
) {
  const now = new Date();
  const values = { handle: o.handle, externalId: o.externalId, followers: o.followers, refreshedAt: now };
  await db
    .insert(creatorAccounts)
    .values({ creatorId: o.creatorId, platform: 'tiktok', connectedAt: now, ...values })
    .onConflictDoUpdate({
      target: [creatorAccounts.creatorId, creatorAccounts.platform],
      set: { ...values, connectedAt: now },
    });
}

/**
 * Every connected account of a creator, in platform order: TikTok from the creators columns (connected = its
 * authorisation is held), the others from creator_accounts. An account whose stored tokens no configured key opens
 * (a key was removed) is listed with `needs_reconnect`: it is held but cannot be used until the creator connects again.
 */
export async function connectedAccounts(
  db: DbOrTx,
  creator: Pick<
    typeof creators.$inferSelect,
    'id' | 'tiktokUsername' | 'tiktokFollowers' | 'createdAt' | 'tiktokAccessToken' | 'tiktokRefreshToken'
  > & {
    tiktokConnected: boolean;
  },
  tokenKeys: readonly TokenKey[],
): Promise<ConnectedAccount[]> {
  const rows = await db
    .select()
    .from(creatorAccounts)
    .where(eq(creatorAccounts.creatorId, creator.id))
    .orderBy(asc(creatorAccounts.id));
  const tiktokRow = rows.find((r) => r.platform === 'tiktok');
  const list: ConnectedAccount[] = [];
  if (creator.tiktokConnected)
    list.push({
      platform: 'tiktok',
      handle: creator.tiktokUsername,
      followers: creator.tiktokFollowers,
      connected_at: (tiktokRow?.connectedAt ?? creator.createdAt).toISOString(),
      needs_reconnect: tiktokNeedsReconnect(tokenKeys, creator),
    });
  for (const id of OAUTH_PLATFORMS) {
    const r = rows.find((x) => x.platform === id && x.accessToken);
    if (r)
      list.push({
        platform: id,
        handle: r.handle,
        followers: r.followers,
        connected_at: r.connectedAt.toISOString(),
        needs_reconnect: isUndecryptable(tokenKeys, accountSlot(creator.id, id, 'access_token'), r.accessToken),
      });
  }
  return list;
}

/** TikTok's tokens are held (the creator connected) but no configured key opens one of them any more. */
export const tiktokNeedsReconnect = (
  keys: readonly TokenKey[],
  c: Pick<typeof creators.$inferSelect, 'id' | 'tiktokAccessToken' | 'tiktokRefreshToken'>,
) =>
  isUndecryptable(keys, tiktokSlot(c.id, 'access_token'), c.tiktokAccessToken) ||
  isUndecryptable(keys, tiktokSlot(c.id, 'refresh_token'), c.tiktokRefreshToken);

/** The account is held but no configured key opens its access token: jobs pass it by without an error. */
export async function platformAccountNeedsReconnect(
  ctx: Pick<AppContext, 'db' | 'config'>,
  o: { creatorId: number; platform: OAuthPlatform },
) {
  const [row] = await ctx.db
    .select({ accessToken: creatorAccounts.accessToken })
    .from(creatorAccounts)
    .where(and(eq(creatorAccounts.creatorId, o.creatorId), eq(creatorAccounts.platform, o.platform)));
  return isUndecryptable(
    ctx.config.tokenKeys,
    accountSlot(o.creatorId, o.platform, 'access_token'),
    row?.accessToken ?? null,
  );
}

/** A valid access token for a connected Instagram or YouTube account, refreshed and stored when it expires. */
export async function platformAccessToken(ctx: Ctx, o: { creatorId: number; platform: OAuthPlatform }) {
  const [row] = await ctx.db
    .select()
    .from(creatorAccounts)
    .where(and(eq(creatorAccounts.creatorId, o.creatorId), eq(creatorAccounts.platform, o.platform)));
  const keys = ctx.config.tokenKeys;
  const access = decryptToken(keys, accountSlot(o.creatorId, o.platform, 'access_token'), row?.accessToken ?? null);
  if (!row || !access) return null;
  if ((row.tokenExpiresAt?.getTime() ?? 0) - 60_000 > Date.now()) return { accessToken: access, account: row };
  const tokens = await platformOrError(ctx, o.platform).refresh({
    accessToken: access,
    refreshToken: decryptToken(keys, accountSlot(o.creatorId, o.platform, 'refresh_token'), row.refreshToken),
  });
  const cols = tokenColumns(ctx, o, tokens);
  if (!tokens.refreshToken) cols.refreshToken = row.refreshToken;
  await ctx.db
    .update(creatorAccounts)
    .set({ ...cols, refreshedAt: new Date() })
    .where(eq(creatorAccounts.id, row.id));
  return { accessToken: tokens.accessToken, account: row };
}
