// One meaning per figure for musicians: the list card, the dashboard, the CSV report and the end email agree on
// spent (settled earnings), reserved (open reservations), refunded (returned at the end) and views (latest views of
// accepted videos).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, promotions } from '../../db/schema';
import { createCampaign, createPromotion, createUser, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { runOne } from '../jobs/queue';
import { taskHandlers } from '../jobs/tasks';
import { NOTIFY_JOB } from '../notifications/notify';
import { approve, archiveCampaign, settlePromotion } from '../promotions/engine';

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
});
