// The product's background tasks (DESIGN.md "Background work"). Every handler is idempotent: a rerun after a
// crash finds the work done (conditional updates, unique bill periods, singleton keys) and does nothing twice.
import { and, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { campaigns, creators, promotionStats, promotions } from '../../db/schema';
import { generateBills } from '../bills/generate-bills';
import { monthlyLevelReview } from '../creators/levels';
import { recordFollowers, scorePromotion } from '../fraud/score';
import { NOTIFY_JOB, queueWeeklySummaries, sendNotification } from '../notifications/notify';
import { archiveCampaign, settlePromotion } from '../promotions/engine';
import { accessTokenFor } from '../tiktok/connect';
import { enqueue, type JobHandler } from './queue';

type Ctx = Pick<AppContext, 'db' | 'tiktok'>;
export const THREE_DAYS_MS = 72 * 3600_000;

export const TASKS = {
  refreshStats: {
    name: 'refresh-stats',
    description: 'Refresh stats of reviewed videos and settle those past 72 hours',
  },
  archiveEnded: {
    name: 'archive-ended',
    description: 'Archive campaigns whose end date passed or whose budget is exhausted',
  },
  generateBills: { name: 'generate-bills', description: "Generate creators' monthly bills" },
  weeklySummary: { name: 'weekly-summary', description: 'Queue the weekly summary emails of musicians' },
  levelReview: {
    name: 'level-review',
    description: "Read creators' TikTok figures again: raise levels by the rule table, propose lower ones",
  },
} as const;

/** Reads fresh stats for reviewed promotions, keeps their history, and settles those 72 h after upload. */
export async function refreshStats(ctx: Ctx, o: { campaignId?: number } = {}) {
  const rows = await ctx.db
    .select({ promotion: promotions, creator: creators })
    .from(promotions)
    .innerJoin(creators, eq(creators.id, promotions.creatorId))
    .where(
      and(
        inArray(promotions.status, ['reviewed', 'approved']),
        isNotNull(promotions.tiktokVideoId),
        o.campaignId ? eq(promotions.campaignId, o.campaignId) : undefined,
      ),
    );
  const byCreator = new Map<number, typeof rows>();
  for (const r of rows) byCreator.set(r.creator.id, [...(byCreator.get(r.creator.id) ?? []), r]);
  let refreshed = 0;
  let settled = 0;
  const errors: string[] = [];
  for (const list of byCreator.values()) {
    const creator = list[0]?.creator;
    if (!creator) continue;
    try {
      const token = await accessTokenFor(ctx, creator);
      if (!token) continue;
      // fraud signals (docs/engine.md): one follower read per run feeds the follower-jump signal
      const profile = await ctx.tiktok.userInfo(token).catch(() => null);
      if (profile) await recordFollowers(ctx.db, creator.id, profile.followerCount);
      const videos = await ctx.tiktok.queryVideos(
        token,
        list.map((r) => r.promotion.tiktokVideoId ?? ''),
      );
      const byId = new Map(videos.map((v) => [v.id, v]));
      for (const { promotion } of list) {
        const v = byId.get(promotion.tiktokVideoId ?? '');
        if (!v) continue;
        await ctx.db.insert(promotionStats).values({
          promotionId: promotion.id,
          viewsCount: v.viewCount,
          likesCount: v.likeCount,
          commentsCount: v.commentCount,
          sharesCount: v.shareCount,
        });
        await ctx.db
          .update(promotions)
          .set({
            latestViews: v.viewCount,
            latestLikes: v.likeCount,
            latestComments: v.commentCount,
            latestShares: v.shareCount,
            statsUpdatedAt: new Date(),
          })
          .where(eq(promotions.id, promotion.id));
        refreshed++;
        // fraud hold (docs/engine.md "Fraud signals and holds"): a held video waits for the admin's decision
        if ((await scorePromotion(ctx.db, promotion.id)).held) continue;
        const uploaded = promotion.videoUploadedAt?.getTime();
        if (uploaded && Date.now() - uploaded >= THREE_DAYS_MS) {
          await settlePromotion(ctx.db, {
            promotionId: promotion.id,
            viewsAfterThreeDays: v.viewCount,
            actor: 'system',
          });
          settled++;
        }
      }
    } catch (err) {
      errors.push(`creator ${creator.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (errors.length && refreshed === 0 && byCreator.size > 0) throw new Error(errors.join('; '));
  return { refreshed, settled, errors };
}

export async function archiveEnded(ctx: Pick<AppContext, 'db'>) {
  const due = await ctx.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, 'active'),
        sql`${campaigns.deletedAt} is null`,
        or(lte(campaigns.endDate, new Date()), and(eq(campaigns.budgetLeftCents, 0), gt(campaigns.budgetCents, 0))),
      ),
    );
  for (const c of due) await archiveCampaign(ctx.db, c.id);
  return { archived: due.length };
}

/** ISO week of a date, e.g. '2026-W47'. */
export function isoWeek(d: Date) {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const day = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((t.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${t.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export function taskHandlers(ctx: Pick<AppContext, 'db' | 'tiktok' | 'mailer' | 'config'>): Record<string, JobHandler> {
  return {
    [NOTIFY_JOB]: (job) => sendNotification(ctx, job),
    [TASKS.weeklySummary.name]: (job) => queueWeeklySummaries(ctx, String(job.payload.week ?? isoWeek(new Date()))),
    [TASKS.refreshStats.name]: (job) =>
      refreshStats(ctx, { campaignId: job.payload.campaign_id as number | undefined }),
    [TASKS.archiveEnded.name]: () => archiveEnded(ctx),
    [TASKS.generateBills.name]: () => generateBills(ctx),
    [TASKS.levelReview.name]: () => monthlyLevelReview(ctx),
  };
}

/** Enqueues each recurring task once per slot; every worker may call it, the singleton key keeps one run. */
export async function scheduleRecurring(ctx: Pick<AppContext, 'db'>, now = new Date()) {
  const slot = (minutes: number) =>
    new Date(Math.floor(now.getTime() / (minutes * 60_000)) * minutes * 60_000).toISOString();
  await enqueue(ctx.db, { ...TASKS.refreshStats, singletonKey: `refresh-stats@${slot(15)}` });
  await enqueue(ctx.db, { ...TASKS.archiveEnded, singletonKey: `archive-ended@${slot(5)}` });
  await enqueue(ctx.db, { ...TASKS.generateBills, singletonKey: `generate-bills@${now.toISOString().slice(0, 7)}` });
  await enqueue(ctx.db, { ...TASKS.levelReview, singletonKey: `level-review@${now.toISOString().slice(0, 7)}` });
  const week = isoWeek(now);
  await enqueue(ctx.db, { ...TASKS.weeklySummary, payload: { week }, singletonKey: `weekly-summary@${week}` });
}
