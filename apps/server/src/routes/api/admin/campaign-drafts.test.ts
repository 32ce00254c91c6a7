// The admin's review of paid drafts: Approve makes an admin-like campaign funded from the
// payment; Reject keeps the reason and refunds the payment in full through Stripe (the simulator); the books agree.

import { DRAFT_MESSAGES } from '@hookline/shared/musician-campaigns';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns, draftPayments, ledgerTransactions, paymentRefunds } from '../../../db/schema';
import { checkLedger } from '../../../modules/ledger/invariants';
import { simulatorKeys } from '../../../modules/stripe/sim-keys';
import { simulatorSession } from '../../../modules/stripe/simulator';
import { userWithToken } from '../../../test/factories';
import { useHarness } from '../../../test/harness';

const h = useHarness();
let admin: { authorization: string };
beforeAll(async () => {
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
});

const inHours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

async function paidDraft(title: string) {
  const me = await userWithToken(h.app, { userType: 'musician' });
  const body = {
    start_date: inHours(2),
    end_date: inHours(24 * 30),
    budget_eur: 500,
    hashtags: ['#go'],
    territories: [4],
    song: { title, artist: 'The Waves', genre: { name: 'Pop' }, spotify_url: 'https://open.spotify.com/track/r' },
  };
  const id = (
    await h.app.inject({ method: 'POST', url: '/api/musician/drafts', headers: me.auth, payload: body })
  ).json().data.id as number;
  const url = new URL(
    (await h.app.inject({ method: 'POST', url: `/api/musician/drafts/${id}/checkout`, headers: me.auth })).json().data
      .url,
  );
  await h.app.inject({
    method: 'POST',
    url: url.pathname,
    payload: 'outcome=success',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { me, id, sessionId: url.pathname.split('/').at(-1) as string };
}

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = admin) =>
  h.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('review of paid drafts', () => {
  it('lists paid drafts only; Approve creates the campaign, funded, for its musician; creators then see it', async () => {
    const { me, id } = await paidDraft('Approve Me');
    const unpaid = await userWithToken(h.app, { userType: 'musician' });
    await h.app.inject({
      method: 'POST',
      url: '/api/musician/drafts',
      headers: unpaid.auth,
      payload: {
        start_date: inHours(2),
        end_date: inHours(48),
        budget_eur: 100,
        territories: [4],
        song: { title: 'Unpaid', artist: 'X', genre: { name: 'Pop' }, spotify_url: 'https://open.spotify.com/track/u' },
      },
    });
    const queue = (await call('GET', '/api/admin/campaign-drafts')).json().data.items;
    const titles = queue.map((d: { draft: { song: { title: string } } }) => d.draft.song.title);
    expect(titles).toContain('Approve Me');
    expect(titles).not.toContain('Unpaid');
    expect(queue.find((d: { id: number }) => d.id === id).payment).toMatchObject({
      budget_cents: 50_000,
      fee_cents: 7500,
    });

    expect((await call('POST', `/api/admin/campaign-drafts/${id}/approve`, {})).statusCode).toBe(400);
    const res = await call('POST', `/api/admin/campaign-drafts/${id}/approve`, { max_level_id: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(DRAFT_MESSAGES.approved);
    const campaignId = res.json().data.campaign_id;
    const [c] = await h.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(c).toMatchObject({
      budgetCents: 50_000,
      budgetLeftCents: 50_000,
      maxLevelId: 5,
      musicianId: me.musician?.id,
    });
    // the musician's list shows the campaign now; the draft says approved with its campaign
    const mine = (await h.app.inject({ url: '/api/musician/campaigns', headers: me.auth })).json().data.items;
    expect(mine.map((x: { id: number }) => x.id)).toEqual([campaignId]);
    const d = (await h.app.inject({ url: `/api/musician/drafts/${id}`, headers: me.auth })).json().data;
    expect(d).toMatchObject({ status: 'approved', campaign_id: campaignId });
    // approved twice: refused, nothing more created
    expect((await call('POST', `/api/admin/campaign-drafts/${id}/approve`, { max_level_id: 5 })).statusCode).toBe(409);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('Reject needs a reason, refunds the payment in full through Stripe, and the musician reads the reason', async () => {
    const { me, id, sessionId } = await paidDraft('Reject Me');
    expect((await call('POST', `/api/admin/campaign-drafts/${id}/reject`, { reason: '' })).statusCode).toBe(400);
    const res = await call('POST', `/api/admin/campaign-drafts/${id}/reject`, { reason: 'The song is not out yet.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(DRAFT_MESSAGES.rejected);
    const [payment] = await h.db.select().from(draftPayments).where(eq(draftPayments.draftId, id));
    expect(payment?.status).toBe('refunded');
    expect(payment?.stripeRefundId).toMatch(/^re_/);
    // the simulator refunded the whole amount: nothing is left to refund
    const s = simulatorSession(sessionId);
    const again = await fetch(`${h.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${simulatorKeys(h.dataDir).secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `payment_intent=${s?.payment_intent}&amount=1`,
    });
    expect(again.status).toBe(400);
    const kinds = await h.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.memo, `draft payment ${payment?.id}`));
    expect(kinds.map((k) => k.kind)).toEqual(['musician_payment']);
    // the refund is its own row (amount, rail, reason) with its own ledger transaction
    const [refund] = await h.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment?.id ?? 0));
    expect(refund).toMatchObject({
      rail: 'stripe',
      reason: 'rejected',
      status: 'sent',
      amountCents: payment?.totalCents,
    });
    const [refundTx] = await h.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.memo, `payment refund ${refund?.id}`));
    expect(refundTx?.kind).toBe('musician_refund');
    const d = (await h.app.inject({ url: `/api/musician/drafts/${id}`, headers: me.auth })).json().data;
    expect(d).toMatchObject({ status: 'rejected', reject_reason: 'The song is not out yet.' });
    expect((await call('POST', `/api/admin/campaign-drafts/${id}/reject`, { reason: 'Again' })).statusCode).toBe(409);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('a musician or creator cannot reach the queue', async () => {
    const { me, id } = await paidDraft('Not Yours');
    expect((await call('GET', '/api/admin/campaign-drafts', undefined, me.auth)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/admin/campaign-drafts/${id}/approve`, { max_level_id: 1 }, me.auth)).statusCode,
    ).toBe(403);
  });
});
