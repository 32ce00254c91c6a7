// The product's background tasks (DESIGN.md "Background work"). Every handler is idempotent: a rerun after a
// crash finds the work done (conditional updates, unique bill periods, singleton keys) and does nothing twice.
import { and, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { campaigns, creators, promotionStats, promotions } from '../../db/schema';
import { generateBills } from '../bills/generate-bills';
import { monthlyLevelReview } from '../creators/levels';
import { recordFollowers, scorePromotion } from '../fraud/score';
import { checkLedger, describeDifference } from '../ledger/invariants';
import { NOTIFY_JOB, queueWeeklySummaries, sendNotification } from '../notifications/notify';
import { archiveCampaign } from '../promotions/engine';
import { accessTokenFor } from '../tiktok/connect';
import { enqueue, type JobHandler } from './queue';
import { readViewsAt72h, settleOnViewsAt72h } from './views-at-72h';
import { THREE_DAYS_MS, VIEWS_AT_72H } from './views-schedule';

type Ctx = Pick<AppContext, 'db' | 'tiktok'>;

export { THREE_DAYS_MS };

export const TASKS = {
  refreshStats: {
    name: 'refresh-stats',
    description: 'Refresh stats of reviewed videos and settle those past 72 hours',
  },
  archiveEnded: {
    name: 'archive-ended',
    description: 'Archive campaigns whose end date passed or with nothing left to spend',
  },
  generateBills: { name: 'generate-bills', description: "Generate creators' monthly bills" },
  weeklySummary: { name: 'weekly-summary', description: 'Queue the weekly summary emails of musicians' },
  levelReview: {
    name: 'level-review',
    description: "Read creators' TikTok figures again: raise levels by the rule table, propose lower ones",
  },
  ledgerCheck: { name: 'ledger-check', description: 'Check the money invariants of the ledger' },
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
        // a missed 72 h job is caught up here, still on the snapshot nearest to 72 h (views-at-72h.ts)
        if (uploaded && Date.now() - uploaded >= THREE_DAYS_MS && (await settleOnViewsAt72h(ctx.db, promotion.id))) {
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
        // nothing left to spend means no budget left AND no open reservation: a reservation may settle below its
        // cap and give budget back, so the campaign keeps running for the videos still waiting (docs/engine.md)
        or(
          lte(campaigns.endDate, new Date()),
          and(
            eq(campaigns.budgetLeftCents, 0),
            gt(campaigns.budgetCents, 0),
            sql`not exists (select 1 from promotions p where p.campaign_id = ${campaigns.id} and p.reserved_cents > 0)`,
          ),
        ),
      ),
    );
  for (const c of due) await archiveCampaign(ctx.db, c.id);
  return { archived: due.length };
}

/** The hourly ledger check: its result (ok, or each difference) is what Background Processes shows. */
export async function ledgerCheck(ctx: Pick<AppContext, 'db'>) {
  const differences = await checkLedger(ctx.db);
  return {
    ok: differences.length === 0,
    differences: differences.length,
    // the first few, in words: the full list is one `npm run ledger:check` away
    details: differences.slice(0, 10).map(describeDifference),
  };
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
    // a run an admin asked for carries the moment it was asked: a retry bills the same period (docs/engine.md)
    [TASKS.generateBills.name]: (job) =>
      generateBills(ctx, { until: job.payload.until ? new Date(String(job.payload.until)) : undefined }),
    [TASKS.levelReview.name]: () => monthlyLevelReview(ctx),
    [TASKS.ledgerCheck.name]: () => ledgerCheck(ctx),
    [VIEWS_AT_72H.name]: (job) => readViewsAt72h(ctx, Number(job.payload.promotion_id)),
  };
}

/** Enqueues each recurring task once per slot; every worker may call it, the singleton key keeps one run. */
export async function scheduleRecurring(ctx: Pick<AppContext, 'db'>, now = new Date()) {
  const slot = (minutes: number) =>
    new Date(Math.floor(now.getTime() / (minutes * 60_000)) * minutes * 60_000).toISOString();
  await enqueue(ctx.db, { ...TASKS.refreshStats, singletonKey: `refresh-stats@${slot(15)}` });
  await enqueue(ctx.db, { ...TASKS.archiveEnded, singletonKey: `archive-ended@${slot(5)}` });
  await enqueue(ctx.db, { ...TASKS.ledgerCheck, singletonKey: `ledger-check@${slot(60)}` });
  await enqueue(ctx.db, { ...TASKS.generateBills, singletonKey: `generate-bills@${now.toISOString().slice(0, 7)}` });
  await enqueue(ctx.db, { ...TASKS.levelReview, singletonKey: `level-review@${now.toISOString().slice(0, 7)}` });
  const week = isoWeek(now);
  await enqueue(ctx.db, { ...TASKS.weeklySummary, payload: { week }, singletonKey: `weekly-summary@${week}` });
}
