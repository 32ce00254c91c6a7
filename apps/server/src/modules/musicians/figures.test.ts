// One meaning per figure for musicians: the list card, the dashboard, the CSV report and the end email agree on
// spent (settled earnings), reserved (open reservations), refunded (returned at the end) and views (latest views of
// accepted videos).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawRows } from '../../db/client';
import { outbox, promotions } from '../../db/schema';
import { createCampaign, createPromotion, createUser, freshViews, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { writeStats } from '../jobs/definitions/refresh-stats';
import { taskHandlers } from '../jobs/tasks';
import { checkLedger } from '../ledger/invariants';
import { editVideo } from '../promotions/edit-video';
import { approve, archiveCampaign, settlePromotion } from '../promotions/engine';
import { NOTIFY_JOB } from '../queue/notification-job';
import { runOne } from '../queue/queue';
import { campaignFigures } from './figures';

const h = useHarness();

const stat = (views: number) => ({ views_count: views, likes_count: 0, comments_count: 0, shares_count: 0 });

describe('figures for musicians', () => {
  it('card, dashboard, CSV report and end email show the same spent, reserved, refunded and views', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const campaign = await createCampaign(h.db, { budgetCents: 110_000, musicianId: me.musician?.id ?? null });
    const paid = (await createUser(h.db, { creator: { levelType: 'fixed', maxCents: 12_117 } })).creator;
    const waiting = (await createUser(h.db, { creator: { levelId: 3 } })).creator; // cap €50
    const a = await createPromotion(h.db, { campaignId: campaign.id, creatorId: paid?.id ?? 0 });
    const b = await createPromotion(h.db, { campaignId: campaign.id, creatorId: waiting?.id ?? 0 });
    await approve(h.db, { promotionId: a.id, uploadedAt: new Date(), stat: stat(40_000) });
    await approve(h.db, { promotionId: b.id, uploadedAt: new Date(), stat: stat(8_000) });
    await settlePromotion(h.db, { promotionId: a.id, viewsAfterThreeDays: 30_000, actor: 'admin' });
    await h.db.update(promotions).set({ latestViews: 41_000 }).where(eq(promotions.id, a.id));
    await archiveCampaign(h.db, campaign.id);
    // spent €121.17, reserved €50, refunded €1,100 − €121.17 − €50 = €928.83, views 41,000 + 8,000
    const expected = { budget_spent_eur: 121.17, budget_reserved_eur: 50, budget_refunded_eur: 928.83, views: 49_000 };

    const list = await h.app.inject({ url: '/api/musician/campaigns', headers: me.auth });
    expect(list.json().data.items[0]).toMatchObject(expected);
    const dash = await h.app.inject({ url: `/api/musician/campaigns/${campaign.id}`, headers: me.auth });
    expect(dash.json().data.figures).toMatchObject(expected);
    // its views and spend per platform: the same views and spent, all on TikTok here
    expect(dash.json().data.platforms).toEqual([{ platform: 'tiktok', videos: 2, views: 49_000, spent_eur: 121.17 }]);
    const csv = await h.app.inject({ url: `/api/musician/campaigns/${campaign.id}/report/csv`, headers: me.auth });
    expect(csv.body).toContain('Spent EUR (paid to creators),121.17');
    expect(csv.body).toContain('Refunded EUR,928.83');
    expect(csv.body).toContain('"Views (latest, accepted videos)",49000');

    const send = taskHandlers(h.ctx)[NOTIFY_JOB];
    if (!send) throw new Error('no notify handler');
    while (await runOne(h.db, { handlers: { [NOTIFY_JOB]: send }, workerId: 'w-mail' })) {
      /* send every queued email */
    }
    const mails = await h.db.select().from(outbox).where(eq(outbox.to, me.user.email));
    const ended = mails.find((m) => m.subject.includes('has ended'));
    expect(ended?.text).toContain('Spent on creators: €121.17');
    expect(ended?.text).toContain('refunded to you: €928.83');
  });

  it("keeps each campaign's figures through stats writes, moves and deletions, and a repair sums the same", async () => {
    const one = await createCampaign(h.db, { budgetCents: 100_000 });
    const two = await createCampaign(h.db, { budgetCents: 100_000 });
    const creators = await Promise.all(
      [1, 2, 3].map(async () => (await createUser(h.db, { creator: { levelId: 3 } })).creator),
    );
    const [a, b, c] = await Promise.all(
      creators.map((cr, i) =>
        createPromotion(h.db, {
          campaignId: one.id,
          creatorId: cr?.id ?? 0,
          set: { tiktokVideoId: `730000000000000010${i}` },
        }),
      ),
    );
    if (!a || !b || !c) throw new Error('no promotions');
    await approve(h.db, { promotionId: a.id, uploadedAt: new Date(), stat: stat(1_000) });
    await approve(h.db, { promotionId: b.id, uploadedAt: new Date(), stat: stat(2_000) });
    // the stats job's batch: a live video's views count; a submitted one's (c) do not
    await h.db.transaction((tx) => writeStats(tx, { batch: [freshViews(a, 5_000), freshViews(b, 7_000)] }));
    await h.db.update(promotions).set({ latestViews: 9 }).where(eq(promotions.id, c.id));
    const figures = async () => {
      const all = await campaignFigures(h.db, [one.id, two.id]);
      return [all.get(one.id)?.views, all.get(two.id)?.views, all.get(one.id)?.reservedCents];
    };
    const reserved = (await campaignFigures(h.db, [one.id])).get(one.id)?.reservedCents ?? 0;
    expect(reserved).toBeGreaterThan(0);
    expect(await figures()).toEqual([12_000, 0, reserved]);
    // a video moved to another campaign takes its views and its reservation along
    await h.db.update(promotions).set({ campaignId: two.id }).where(eq(promotions.id, b.id));
    const [bAfter] = await h.db.select().from(promotions).where(eq(promotions.id, b.id));
    expect(await figures()).toEqual([5_000, 7_000, reserved - (bAfter?.reservedCents ?? 0)]);
    // a deleted promotion leaves nothing behind (its snapshots go with it)
    await h.db.execute(sql`delete from promotion_stats where promotion_id = ${c.id}`);
    await h.db.delete(promotions).where(eq(promotions.id, c.id));
    expect((await figures())[0]).toBe(5_000);
    // an admin moves a video's upload time two days back: its upload day moves with it
    await editVideo(h.db, { id: a.id, uploadedAt: new Date(Date.now() - 2 * 86_400_000) });
    expect((await checkLedger(h.db)).filter((d) => d.rule === 'kept_figures')).toEqual([]);
    // the repair function sums the same figures from the promotions and the ledger
    const kept = await rawRows(h.db, sql`select * from campaign_figures order by campaign_id`);
    const keptViews = sql`select * from campaign_view_totals where videos <> 0 order by campaign_id`;
    const keptDays = sql`select * from campaign_upload_days where videos <> 0 order by campaign_id, day`;
    const [views, days] = [await rawRows(h.db, keptViews), await rawRows(h.db, keptDays)];
    // a's upload day two days back in campaign one, b's today in campaign two
    const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const ours = await rawRows<{ campaign_id: number; day: string; videos: number }>(
      h.db,
      sql`select campaign_id, to_char(day, 'YYYY-MM-DD') as day, videos from campaign_upload_days
          where campaign_id in (${one.id}, ${two.id}) and videos <> 0 order by campaign_id`,
    );
    expect(ours).toEqual([
      { campaign_id: one.id, day: utcDay(Date.now() - 2 * 86_400_000), videos: 1 },
      { campaign_id: two.id, day: utcDay(Date.now()), videos: 1 },
    ]);
    await h.db.execute(sql`select refresh_campaign_figures()`);
    expect(await rawRows(h.db, sql`select * from campaign_figures order by campaign_id`)).toEqual(kept);
    expect(await rawRows(h.db, keptViews)).toEqual(views);
    expect(await rawRows(h.db, keptDays)).toEqual(days);
    expect((await checkLedger(h.db)).filter((d) => d.rule === 'kept_figures')).toEqual([]);
  });
});
