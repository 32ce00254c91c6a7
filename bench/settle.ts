// Approve + settle at scale: a fresh campaign gets 500 submitted videos from 500 creators, all approved, then all
// 500 settlements run at once. Every one must succeed, and the money must add up: nothing left reserved, the
// campaign's budget left equals budget minus earnings, the creators' earned balances equal the promotions'
// earnings, and every ledger transaction balances.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { rawRows } from '../apps/server/src/db/client';
import { campaigns, songs } from '../apps/server/src/db/schema';
import { approve, fundCampaign, settlePromotion } from '../apps/server/src/modules/promotions/engine';
import { type BenchTarget, openBench, targetFromEnv } from './target';

export type SettleResult = {
  settlements: number;
  failed: number;
  ms: number;
  totalsCorrect: boolean;
  earnedCents: number;
};

const N = 500;

export async function benchSettle(target: BenchTarget): Promise<SettleResult> {
  const database = await openBench(target, 20);
  const { db } = database;
  try {
    const budgetCents = 100_000_00;
    const campaignId = await db.transaction(async (tx) => {
      const [genre] = await rawRows<{ id: number }>(tx, sql`select id from genres order by id limit 1`);
      const [song] = await tx
        .insert(songs)
        .values({ title: `Settle bench ${Date.now()}`, artist: 'Bench', genreId: genre?.id ?? 1 })
        .returning();
      const [c] = await tx
        .insert(campaigns)
        .values({
          songId: song?.id ?? 0,
          startDate: new Date(Date.now() - 86_400_000),
          endDate: new Date(Date.now() + 30 * 86_400_000),
          budgetCents,
          budgetLeftCents: 0,
          maxLevelId: 7,
        })
        .returning();
      if (!c) throw new Error('campaign insert failed');
      await fundCampaign(tx, { campaignId: c.id, amountCents: budgetCents }); // the funding leg sets budget_left
      return c.id;
    });
    await db.execute(
      sql`insert into promotions (campaign_id, creator_id, status, video_url, video_link, tiktok_video_id)
          select ${campaignId}, c.id, 'submitted', 'https://www.tiktok.com/@bench/video/' || (8000000000000000000 + c.id),
                 'https://www.tiktok.com/@bench/video/' || (8000000000000000000 + c.id), (8000000000000000000 + c.id)::text
          from creators c where c.status = 'active' order by c.id limit ${N}`,
    );
    const ids = (
      await rawRows<{ id: number }>(db, sql`select id from promotions where campaign_id = ${campaignId} order by id`)
    ).map((r) => r.id);
    const stat = { views_count: 1000, likes_count: 10, comments_count: 1, shares_count: 1 };
    for (const id of ids) await approve(db, { promotionId: id, uploadedAt: new Date(), stat });
    const t0 = performance.now();
    const outcomes = await Promise.allSettled(
      ids.map((id, i) =>
        settlePromotion(db, { promotionId: id, viewsAfterThreeDays: 1_000 + i * 997, actor: 'system' }),
      ),
    );
    const ms = performance.now() - t0;
    const failed = outcomes.filter((o) => o.status === 'rejected');
    if (failed[0]) console.error('  first failure:', (failed[0] as PromiseRejectedResult).reason);
    const [check] = await rawRows<{
      budget_left: string;
      earned: string;
      reserved: string;
      succeeded: string;
      ledger_earned: string;
      ledger_reserved: string;
      unbalanced: string;
    }>(
      db,
      sql`select c.budget_left_cents as budget_left,
            (select coalesce(sum(earned_cents), 0) from promotions where campaign_id = c.id) as earned,
            (select coalesce(sum(reserved_cents), 0) from promotions where campaign_id = c.id) as reserved,
            (select count(*) from promotions where campaign_id = c.id and status = 'succeeded') as succeeded,
            (select coalesce(sum(e.amount_cents), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
              where t.campaign_id = c.id and e.account = 'creator_earned') as ledger_earned,
            (select coalesce(sum(e.amount_cents), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
              where t.campaign_id = c.id and e.account = 'campaign_reserved') as ledger_reserved,
            (select count(*) from (select t.id from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
              where t.campaign_id = c.id group by t.id having sum(e.amount_cents) <> 0) x) as unbalanced
          from campaigns c where c.id = ${campaignId}`,
    );
    const earned = Number(check?.earned);
    const totalsCorrect =
      Number(check?.succeeded) === N &&
      Number(check?.reserved) === 0 &&
      Number(check?.ledger_reserved) === 0 &&
      Number(check?.ledger_earned) === earned &&
      Number(check?.budget_left) === budgetCents - earned &&
      Number(check?.unbalanced) === 0;
    console.log(
      `  ${N} concurrent settlements: ${ms.toFixed(0)} ms, ${failed.length} failed, earned €${(earned / 100).toFixed(2)},` +
        ` totals ${totalsCorrect ? 'correct' : `WRONG ${JSON.stringify(check)}`}`,
    );
    return { settlements: N, failed: failed.length, ms, totalsCorrect, earnedCents: earned };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchSettle(targetFromEnv());
}
