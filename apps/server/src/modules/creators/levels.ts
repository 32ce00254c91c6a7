// Levels from TikTok (docs/engine.md "Levels from TikTok"): the creator's followers and the median views of their
// recent videos give a level by the published rule table (packages/shared creator-levels.ts). An upgrade applies
// at once — a creator should never wait for a person to be paid more for an audience they already have; a lower
// level is only proposed, and an admin confirms or dismisses it in the creators list.
import {
  LEVEL_RECENT_VIDEOS,
  type LevelProgress,
  levelForFigures,
  levelNameOf,
  medianOf,
  nextLevelReview,
  nextLevelRule,
  type TikTokFigures,
} from '@hookline/shared/creator-levels';
import { OAUTH_PLATFORMS, type Platform } from '@hookline/shared/platforms';
import { aliasedTable, and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { pageWithTotal, rowCount } from '../../db/paging';
import { creatorAccounts, creators, levelProposals, levels, promotions, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { tiktokNeedsReconnect } from '../platforms/accounts';
import { accessTokenFor } from '../tiktok/connect';
import { isTikTokConnected, tiktokConnectedSql } from '../tiktok/connected';
import { creatorOfUser } from './feed';

type Ctx = Pick<AppContext, 'db' | 'tiktok' | 'config'>;
type Source = 'connect' | 'monthly';

/** Reads the creator's followers and recent videos from TikTok. */
export async function readFigures(ctx: Ctx, creator: typeof creators.$inferSelect): Promise<TikTokFigures> {
  const token = await accessTokenFor(ctx, creator);
  if (!token) throw conflict('tiktokNotConnected');
  return readFiguresWith(ctx, token);
}

/** The figures the rule table reads, with a token already checked (the connection test reads them this way). */
export async function readFiguresWith(ctx: Pick<AppContext, 'tiktok'>, token: string): Promise<TikTokFigures> {
  const profile = await ctx.tiktok.userInfo(token);
  const videos = await ctx.tiktok.listVideos(token, LEVEL_RECENT_VIDEOS);
  const recent = [...videos].sort((a, b) => b.createTime - a.createTime).slice(0, LEVEL_RECENT_VIDEOS);
  return {
    followers: profile.followerCount,
    medianViews: medianOf(recent.map((v) => v.viewCount)),
    videosCounted: recent.length,
  };
}

export type AccountLevel = { platform: Platform; figures: TikTokFigures | null; levelId: number };

/**
 * The rule table applied to each connected account (docs/engine.md "Levels from the connected accounts"): TikTok on
 * the figures read from TikTok (followers, median views of the last 10 videos); Instagram and YouTube on the
 * followers read at connect and the median of the latest views Hookline read of the creator's last 10 videos on that
 * platform (fewer than 3 such videos: Level 0, as on TikTok). The creator's level is the best of them.
 */
export async function accountLevels(
  db: DbOrTx,
  o: { creatorId: number; tiktok: TikTokFigures | null; tiktokConnected: boolean },
): Promise<AccountLevel[]> {
  const out: AccountLevel[] = [];
  if (o.tiktokConnected)
    out.push({ platform: 'tiktok', figures: o.tiktok, levelId: o.tiktok ? levelForFigures(o.tiktok) : LEVEL_ZERO });
  const accounts = await db
    .select({ platform: creatorAccounts.platform, followers: creatorAccounts.followers })
    .from(creatorAccounts)
    .where(and(eq(creatorAccounts.creatorId, o.creatorId), isNotNull(creatorAccounts.accessToken)));
  for (const id of OAUTH_PLATFORMS) {
    const a = accounts.find((x) => x.platform === id);
    if (!a) continue;
    const views = await db
      .select({ views: promotions.latestViews })
      .from(promotions)
      .where(and(eq(promotions.creatorId, o.creatorId), eq(promotions.platform, id), isNotNull(promotions.latestViews)))
      .orderBy(desc(promotions.id))
      .limit(LEVEL_RECENT_VIDEOS);
    const figures = {
      followers: a.followers ?? 0,
      medianViews: medianOf(views.map((v) => Number(v.views))),
      videosCounted: views.length,
    };
    out.push({ platform: id, figures, levelId: levelForFigures(figures) });
  }
  return out;
}

/** The best account's level, and which account it is (the first in platform order among equals). */
export const bestAccount = (list: AccountLevel[]) =>
  list.reduce<AccountLevel | null>((best, a) => (!best || a.levelId > best.levelId ? a : best), null);

const LEVEL_ZERO = levelForFigures({ followers: 0, medianViews: 0, videosCounted: 0 });

export type LevelOutcome = { levelId: number; ruleLevelId: number; change: 'up' | 'proposed' | 'none' };

/** Stores the figures TikTok just gave and applies the rule table: up at once, down as a pending proposal, equal clears a proposal. */
export function applyFigures(db: Db, o: { creatorId: number; figures: TikTokFigures; source: Source }) {
  return applyLevelRule(db, { creatorId: o.creatorId, tiktok: o.figures, source: o.source });
}

/**
 * The same rule when another account changed (an Instagram or YouTube connect or reconnect): the best of the
 * connected accounts, TikTok's on the figures its last reading stored (docs/engine.md "Levels from the connected
 * accounts"). A creator with no connected account keeps their level.
 */
export function recheckLevel(db: Db, o: { creatorId: number; source: Source }) {
  return applyLevelRule(db, { creatorId: o.creatorId, tiktok: 'stored', source: o.source });
}

/** TikTok's figures as its last reading stored them, or null before any reading. */
const storedTikTokFigures = (c: typeof creators.$inferSelect): TikTokFigures | null =>
  c.levelCheckedAt && c.tiktokFollowers !== null && c.tiktokMedianViews !== null && c.tiktokVideosCounted !== null
    ? { followers: c.tiktokFollowers, medianViews: c.tiktokMedianViews, videosCounted: c.tiktokVideosCounted }
    : null;

/** The rule table's one writer: up at once, down as a pending proposal, equal clears a proposal. */
async function applyLevelRule(
  db: Db,
  o: { creatorId: number; tiktok: TikTokFigures | 'stored'; source: Source },
): Promise<LevelOutcome> {
  return db.transaction(async (tx) => {
    const [c] = await tx.select().from(creators).where(eq(creators.id, o.creatorId)).for('update');
    if (!c) throw notFound('creatorNotFound');
    const fresh = o.tiktok === 'stored' ? null : o.tiktok;
    // the best of the connected accounts: TikTok's figures just read (or as last stored), the others' as Hookline knows them
    const best = bestAccount(
      await accountLevels(tx, {
        creatorId: c.id,
        tiktok: fresh ?? storedTikTokFigures(c),
        tiktokConnected: fresh ? true : isTikTokConnected(c),
      }),
    );
    if (!best) return { levelId: c.levelId, ruleLevelId: c.levelId, change: 'none' };
    const ruleLevelId = best.levelId;
    const shown = fresh ?? best.figures ?? { followers: 0, medianViews: 0, videosCounted: 0 };
    const now = new Date();
    // TikTok's figures and the time they were read (what the pricing page shows); a recheck reads nothing new
    if (fresh)
      await tx
        .update(creators)
        .set({
          tiktokFollowers: fresh.followers,
          tiktokMedianViews: fresh.medianViews,
          tiktokVideosCounted: fresh.videosCounted,
          levelCheckedAt: now,
        })
        .where(eq(creators.id, c.id));
    // an older open proposal is replaced by what the accounts say now
    await tx
      .update(levelProposals)
      .set({ status: 'dismissed', decidedAt: now })
      .where(and(eq(levelProposals.creatorId, c.id), eq(levelProposals.status, 'pending')));
    const row = {
      creatorId: c.id,
      fromLevelId: c.levelId,
      toLevelId: ruleLevelId,
      followers: shown.followers,
      medianViews: shown.medianViews,
      videosCounted: shown.videosCounted,
      source: o.source,
    };
    if (ruleLevelId > c.levelId) {
      await tx.update(creators).set({ levelId: ruleLevelId }).where(eq(creators.id, c.id));
      await tx.insert(levelProposals).values({ ...row, status: 'applied', decidedAt: now });
      return { levelId: ruleLevelId, ruleLevelId, change: 'up' };
    }
    if (ruleLevelId < c.levelId) {
      await tx.insert(levelProposals).values({ ...row, status: 'pending' });
      return { levelId: c.levelId, ruleLevelId, change: 'proposed' };
    }
    return { levelId: c.levelId, ruleLevelId, change: 'none' };
  });
}

export async function checkCreatorLevel(ctx: Ctx, o: { creatorId: number; source: Source }) {
  const [c] = await ctx.db.select().from(creators).where(eq(creators.id, o.creatorId));
  if (!c) throw notFound('creatorNotFound');
  const figures = await readFigures(ctx, c);
  return applyFigures(ctx.db, { creatorId: c.id, figures, source: o.source });
}

/**
 * The monthly review: every connected, not deleted creator is read again; one failure does not stop the rest. A
 * creator whose tokens no configured key opens waits for their reconnect (their account says so): not an error.
 */
export async function monthlyLevelReview(ctx: Ctx) {
  const all = await ctx.db
    .select({
      id: creators.id,
      tiktokAccessToken: creators.tiktokAccessToken,
      tiktokRefreshToken: creators.tiktokRefreshToken,
    })
    .from(creators)
    .innerJoin(users, eq(users.id, creators.userId))
    .where(and(tiktokConnectedSql, isNull(users.deletedAt)));
  const rows = all.filter((c) => !tiktokNeedsReconnect(ctx.config.tokenKeys, c));
  const counts = { checked: 0, up: 0, proposed: 0, errors: [] as string[] };
  for (const { id } of rows) {
    try {
      const r = await checkCreatorLevel(ctx, { creatorId: id, source: 'monthly' });
      counts.checked++;
      if (r.change === 'up') counts.up++;
      if (r.change === 'proposed') counts.proposed++;
    } catch (err) {
      counts.errors.push(`creator ${id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return counts;
}

const fromLevel = aliasedTable(levels, 'from_level');
const toLevel = aliasedTable(levels, 'to_level');

export async function listLevelProposals(
  db: DbOrTx,
  o: { status: 'pending' | 'applied' | 'confirmed' | 'dismissed'; page: number; perPage: number },
) {
  const where = eq(levelProposals.status, o.status);
  const { rows, total } = await pageWithTotal({
    page: o.page,
    perPage: o.perPage,
    rows: ({ limit, offset }) =>
      db
        .select({
          proposal: levelProposals,
          from: fromLevel.name,
          to: toLevel.name,
          username: creators.tiktokUsername,
          email: users.email,
          userId: users.id,
        })
        .from(levelProposals)
        .innerJoin(creators, eq(creators.id, levelProposals.creatorId))
        .innerJoin(users, eq(users.id, creators.userId))
        .innerJoin(fromLevel, eq(fromLevel.id, levelProposals.fromLevelId))
        .innerJoin(toLevel, eq(toLevel.id, levelProposals.toLevelId))
        .where(where)
        .orderBy(desc(levelProposals.createdAt), desc(levelProposals.id))
        .limit(limit)
        .offset(offset),
    count: db.select({ n: rowCount() }).from(levelProposals).where(where),
  });
  const items = rows.map((r) => ({
    id: r.proposal.id,
    creator_id: r.proposal.creatorId,
    user_id: r.userId,
    tiktok_username: r.username,
    email: r.email,
    from_level: { id: r.proposal.fromLevelId, name: r.from },
    to_level: { id: r.proposal.toLevelId, name: r.to },
    followers: r.proposal.followers,
    median_views: r.proposal.medianViews,
    videos_counted: r.proposal.videosCounted,
    source: r.proposal.source,
    status: r.proposal.status,
    created_at: r.proposal.createdAt.toISOString(),
  }));
  return { items, total };
}

/** Admin decision on a pending proposal: confirm sets the proposed level, dismiss keeps the current one. */
export async function decideLevelProposal(db: Db, o: { id: number; decision: 'confirm' | 'dismiss' }) {
  return db.transaction(async (tx) => {
    const [p] = await tx.select().from(levelProposals).where(eq(levelProposals.id, o.id)).for('update');
    if (!p) throw notFound('levelProposalNotFound');
    if (p.status !== 'pending') throw conflict('proposalAlreadyDecided', { status: p.status });
    if (o.decision === 'confirm') {
      await tx.update(creators).set({ levelId: p.toLevelId }).where(eq(creators.id, p.creatorId));
    }
    await tx
      .update(levelProposals)
      .set({ status: o.decision === 'confirm' ? 'confirmed' : 'dismissed', decidedAt: new Date() })
      .where(eq(levelProposals.id, p.id));
    return { message: o.decision === 'confirm' ? 'Level changed.' : 'Proposal dismissed.' };
  });
}

/** What the pricing and account pages show: the level, the figures read last and the next level's criteria. */
export async function levelProgress(
  db: DbOrTx,
  { userId, now = new Date() }: { userId: number; now?: Date },
): Promise<LevelProgress> {
  const { creator: c, level } = await creatorOfUser(db, userId);
  const next = nextLevelRule(c.levelId);
  // the same figures and rule the level was set from (applyFigures): null when nothing was read yet
  const read = storedTikTokFigures(c);
  const figuresLevel = read ? levelForFigures(read) : null;
  const accounts = await accountLevels(db, {
    creatorId: c.id,
    tiktok: read,
    tiktokConnected: isTikTokConnected(c),
  });
  const best = bestAccount(accounts);
  const [pending] = await db
    .select({ to: levelProposals.toLevelId, name: levels.name })
    .from(levelProposals)
    .innerJoin(levels, eq(levels.id, levelProposals.toLevelId))
    .where(and(eq(levelProposals.creatorId, c.id), eq(levelProposals.status, 'pending')));
  return {
    tiktok_connected: isTikTokConnected(c),
    level_id: c.levelId,
    level_name: level.name,
    followers: c.tiktokFollowers,
    median_views: c.tiktokMedianViews,
    videos_counted: c.tiktokVideosCounted,
    checked_at: c.levelCheckedAt?.toISOString() ?? null,
    next: next
      ? {
          level_id: next.levelId,
          name: next.name,
          min_followers: next.minFollowers,
          min_median_views: next.minMedianViews,
        }
      : null,
    pending_proposal: pending ? { to_level_id: pending.to, to_level_name: pending.name } : null,
    figures_level: figuresLevel === null ? null : { level_id: figuresLevel, name: levelNameOf(figuresLevel) },
    next_review_at: nextLevelReview(now).toISOString(),
    accounts: accounts.map((a) => ({
      platform: a.platform,
      followers: a.figures?.followers ?? null,
      median_views: a.figures?.medianViews ?? null,
      videos_counted: a.figures?.videosCounted ?? 0,
      level_id: a.levelId,
      level_name: levelNameOf(a.levelId),
    })),
    best_platform: best?.platform ?? null,
  };
}
