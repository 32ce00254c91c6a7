// One state per earning, the same for every role: the musician's videos, the admin's succeeded tab and the creator's
// video page read reserved -> earned -> billed -> paid together; a video on an open bill is never paid out anywhere.
import type { EarningState } from '@hookline/shared/earning-states';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bills } from '../../db/schema';
import { COMPLETE_PAYMENT_SETTINGS, createCampaign, createPromotion, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { approve, settlePromotion } from '../promotions/engine';
import { generateBills } from './generate-bills';
import { markBillPaid } from './payouts';

const h = useHarness();

describe('the state of an earning', () => {
  it('reads the same for the musician, the admin and the creator at every step', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const musician = await userWithToken(h.app, { userType: 'musician' });
    const creator = await userWithToken(h.app, {
      creator: {
        levelType: 'linear',
        per1kCents: 200,
        maxCents: 6_000,
        ...COMPLETE_PAYMENT_SETTINGS,
        payoutAccountHolder: 'Ada Creator',
      },
    });
    const campaign = await createCampaign(h.db, { budgetCents: 100_000, musicianId: musician.musician?.id ?? 0 });
    const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator.creator?.id ?? 0 });

    const states = async () => {
      const dash = await h.app.inject({ url: `/api/musician/campaigns/${campaign.id}`, headers: musician.auth });
      expect(dash.statusCode, dash.body).toBe(200);
      const video = await h.app.inject({ url: `/api/promotions/${p.id}`, headers: creator.auth });
      expect(video.statusCode, video.body).toBe(200);
      const tab = await h.app.inject({
        url: `/api/admin/campaigns/${campaign.id}/promotions?promotion_type=succeeded`,
        headers: admin.auth,
      });
      expect(tab.statusCode, tab.body).toBe(200);
      const ofMusician = dash.json().data.videos.find((v: { id: number }) => v.id === p.id);
      const top = dash.json().data.top_videos.find((v: { id: number }) => v.id === p.id);
      const ofAdmin = tab.json().data.items.find((v: { id: number }) => v.id === p.id);
      return {
        musician: ofMusician?.earning_state as EarningState | undefined,
        top: top?.earning_state as EarningState | undefined,
        admin: ofAdmin?.earning_state as EarningState | undefined,
        creator: video.json().data.earning_state as EarningState | null,
        bill: video.json().data.bill as { number: string; status: string } | null,
      };
    };

    await approve(h.db, {
      promotionId: p.id,
      uploadedAt: new Date(),
      stat: { views_count: 10, likes_count: 0, comments_count: 0, shares_count: 0 },
    });
    expect(await states()).toMatchObject({ musician: 'reserved', top: 'reserved', creator: 'reserved', bill: null });

    await settlePromotion(h.db, { promotionId: p.id, viewsAfterThreeDays: 20_000, actor: 'admin' });
    expect(await states()).toMatchObject({
      musician: 'earned',
      top: 'earned',
      admin: 'earned',
      creator: 'earned',
      bill: null,
    });

    await generateBills(h.ctx, { now: new Date(Date.now() + 40 * 86_400_000) });
    const [bill] = await h.db
      .select()
      .from(bills)
      .where(and(eq(bills.creatorId, creator.creator?.id ?? 0), eq(bills.status, 'open')));
    expect(bill).toBeDefined();
    // the bill is open: nobody reads the earning as paid out
    const billed = await states();
    expect(billed).toMatchObject({ musician: 'billed', top: 'billed', admin: 'billed', creator: 'billed' });
    expect(billed.bill?.number).toMatch(/^\d{4}-\d{5}$/);

    await markBillPaid(h.db, { billId: bill?.id ?? 0 });
    expect(await states()).toMatchObject({ musician: 'paid', top: 'paid', admin: 'paid', creator: 'paid' });
  });
});
