// The stats job's batches and the transitions of one campaign at once (PostgreSQL, several connections): the batch
// locks its promotions before its history insert takes the campaign's day rows, and no row kept per campaign has a
// foreign key whose check waits for the campaign's lock (migration 0021; docs/engine.md), so none of them deadlocks
// (without either change most runs of this test had one); no change of the musicians' kept figures (migration
// 0020) is lost: they equal the summed ones; and an admin's swap of a video in the middle of it leaves the new video
// without its predecessor's figures (writeStats writes only the videos TikTok was asked for).
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promotionStats, promotions } from '../../db/schema';
import { createCampaign, createPromotion, createUser, freshViews } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { writeStats } from '../jobs/definitions/refresh-stats';
import { checkLedger } from '../ledger/invariants';
import { editVideo } from '../promotions/edit-video';
import { approve, settlePromotion } from '../promotions/engine';
import { campaignFiguresOf } from './figures';

const h = useHarness();

const stat = (views: number) => ({ views_count: views, likes_count: 0, comments_count: 0, shares_count: 0 });

describe('kept figures under concurrent writers', () => {
  it('stats batches, approvals and settlements of one campaign at once: none fails, the figures add up', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 1_000_000 });
    const promotionsOf = (n: number) =>
      Promise.all(
        Array.from({ length: n }, async () => {
          const creator = (await createUser(h.db, { creator: { levelId: 3 } })).creator;
          return createPromotion(h.db, {
            campaignId: campaign.id,
            creatorId: creator?.id ?? 0,
            set: { tiktokVideoId: `7311${String(creator?.id ?? 0).padStart(15, '0')}` },
          });
        }),
      );
    const live = await promotionsOf(20);
    for (const p of live) await approve(h.db, { promotionId: p.id, uploadedAt: new Date(), stat: stat(100) });
    const waiting = await promotionsOf(10);

    const edited = live.slice(6, 9);
    const untouched = live.slice(9);

    const results = await Promise.allSettled([
      // the stats job's batches over every live video, one after another as its one run writes them (the job is a
      // singleton), each a transaction
      (async () => {
        for (let round = 1; round <= 8; round++) {
          await h.db.transaction((tx) =>
            writeStats(tx, { batch: live.map((p, i) => freshViews(p, 1_000 * round + i)) }),
          );
        }
      })(),
      ...waiting.map((p) => approve(h.db, { promotionId: p.id, uploadedAt: new Date(), stat: stat(500) })),
      ...live
        .slice(0, 6)
        .map((p) => settlePromotion(h.db, { promotionId: p.id, viewsAfterThreeDays: 3_000, actor: 'admin' })),
      // an admin swaps three live videos for others: their history restarts, and no batch that asked TikTok for the
      // old video writes its figures on the new one
      ...edited.map((p, i) =>
        editVideo(h.db, { id: p.id, videoUrl: `https://www.tiktok.com/@someone/video/73220000000000000${10 + i}` }),
      ),
    ]);

    expect(
      results.flatMap((r) =>
        r.status === 'rejected' ? [String((r.reason as { cause?: unknown }).cause ?? r.reason)] : [],
      ),
    ).toEqual([]);
    expect(await checkLedger(h.db, { campaignId: campaign.id })).toEqual([]);
    const figures = await campaignFiguresOf(h.db, campaign.id);
    expect(figures.spentCents).toBeGreaterThan(0);
    expect(figures.reservedCents).toBeGreaterThan(0);
    const after = async (ps: typeof live) =>
      (
        await h.db
          .select({ id: promotions.id, latestViews: promotions.latestViews, history: count(promotionStats.id) })
          .from(promotions)
          .leftJoin(promotionStats, eq(promotionStats.promotionId, promotions.id))
          .where(
            inArray(
              promotions.id,
              ps.map((p) => p.id),
            ),
          )
          .groupBy(promotions.id)
          .orderBy(promotions.id)
      ).map((r) => [r.latestViews, r.history]);
    expect(await after(edited)).toEqual(edited.map(() => [null, 0]));
    // approval's snapshot and the eight rounds
    // (the promotions were made at once, so their ids need not follow their order in `live`)
    const lastRound = untouched
      .map((p) => ({ id: p.id, views: 8_000 + live.indexOf(p) }))
      .sort((x, y) => x.id - y.id)
      .map((p) => [p.views, 9]);
    expect(await after(untouched)).toEqual(lastRound);
  });
});
