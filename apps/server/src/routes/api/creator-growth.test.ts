import { DECISION_REASON_LABELS, NOTE_NEEDED_MESSAGE } from '@hookline/shared/decisions';
import { formatEur } from '@hookline/shared/money';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promotions } from '../../db/schema';
import { sendNotification } from '../../modules/notifications/notify';
import { createCampaign, createPromotion, lastMailTo, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';

const h = useHarness({ SUPPORT_EMAIL: 'help@hookline.test' });
let admin: Awaited<ReturnType<typeof userWithToken>>;
beforeAll(async () => {
  admin = await userWithToken(h.app, { isAdmin: true });
});

const put = (id: number, payload: object) =>
  h.app.inject({ method: 'PUT', url: `/api/admin/promotions/${id}`, headers: admin.auth, payload });

/** Runs the notification jobs that are queued (the worker is not running in tests). */
async function deliver() {
  const { jobs } = await import('../../db/schema');
  const rows = await h.db.select().from(jobs).where(eq(jobs.name, 'notify'));
  for (const job of rows.filter((j) => j.state === 'queued')) {
    await sendNotification(h.ctx, job as never);
    await h.db.update(jobs).set({ state: 'completed' }).where(eq(jobs.id, job.id));
  }
}

async function setup() {
  const creator = await userWithToken(h.app, { creator: { tiktokUsername: `dc${Date.now()}`, levelId: 3 } });
  const campaign = await createCampaign(h.db, { title: `Declined Song ${Date.now()}` });
  const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator.creator?.id ?? 0 });
  return { creator, campaign, p };
}

describe('decline reasons and appeals', () => {
  it('the decline carries a reason code and a note that the creator reads on the video and in the email', async () => {
    const { creator, p } = await setup();
    expect((await put(p.id, { status: 'declined', reason_code: 'made_up' })).statusCode).toBe(400);
    expect((await put(p.id, { status: 'reviewed', reason_code: 'quality' })).statusCode).toBe(400);
    const res = await put(p.id, {
      status: 'declined',
      reason_code: 'wrong_sound',
      reason_note: 'The sound starts at 0:20.',
    });
    expect(res.statusCode).toBe(200);
    const page = await h.app.inject({ url: `/api/promotions/${p.id}`, headers: creator.auth });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.decision).toMatchObject({
      kind: 'declined',
      reason_code: 'wrong_sound',
      reason: DECISION_REASON_LABELS.wrong_sound,
      note: 'The sound starts at 0:20.',
      can_appeal: true,
      appeal: null,
    });
    await deliver();
    const mail = await lastMailTo(h.db, creator.user.email);
    expect(mail?.text).toContain(`Reason: ${DECISION_REASON_LABELS.wrong_sound}.`);
    expect(mail?.text).toContain('The sound starts at 0:20.');
    expect(mail?.text).toContain('contact support at help@hookline.test');
    expect(mail?.html).toContain('href="mailto:help@hookline.test"');
    expect(mail?.text).toContain(`/app/credits/campaign-history/${p.id}`);
    expect(mail?.text).toMatch(/Terms of service: http:\/\/hookline\.test\/terms/);
  });

  it("'another reason' needs its note, and the note is read wherever the reason is", async () => {
    const { creator, p } = await setup();
    const bare = await put(p.id, { status: 'declined', reason_code: 'other' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(NOTE_NEEDED_MESSAGE);
    // a note sent without a code is kept with 'other', not dropped
    const note = 'The song is heard for two seconds only.';
    expect((await put(p.id, { status: 'declined', reason_note: note })).statusCode).toBe(200);
    const page = (await h.app.inject({ url: `/api/promotions/${p.id}`, headers: creator.auth })).json().data;
    expect(page.decision).toMatchObject({ reason_code: 'other', reason: DECISION_REASON_LABELS.other, note });
    await h.app.inject({
      method: 'POST',
      url: `/api/promotions/${p.id}/appeal`,
      headers: creator.auth,
      payload: { text: 'The song plays for the whole video.' },
    });
    const list = await h.app.inject({ url: '/api/admin/appeals?status=open&per_page=100', headers: admin.auth });
    const item = list.json().data.items.find((a: { promotion: { id: number } }) => a.promotion.id === p.id);
    expect(item).toMatchObject({ reason_code: 'other', reason: DECISION_REASON_LABELS.other, note });
    await deliver();
    const mail = await lastMailTo(h.db, creator.user.email);
    expect(mail?.text).toContain(note);
  });

  it('one appeal per decline; an accepted appeal puts the video back to submitted', async () => {
    const { creator, p } = await setup();
    const other = await userWithToken(h.app);
    const appeal = (auth: Record<string, string>, text: string) =>
      h.app.inject({ method: 'POST', url: `/api/promotions/${p.id}/appeal`, headers: auth, payload: { text } });
    // not declined yet
    expect((await appeal(creator.auth, 'Please look at my video again.')).statusCode).toBe(409);
    await put(p.id, { status: 'declined', reason_code: 'quality' });
    expect((await appeal(creator.auth, 'short')).statusCode).toBe(400);
    expect((await appeal(other.auth, 'Please look at my video again.')).statusCode).toBe(404);
    const first = await appeal(creator.auth, 'The video is in HD, please look at it again.');
    expect(first.statusCode).toBe(201);
    expect(first.json().data.decision).toMatchObject({ can_appeal: false, appeal: { status: 'open' } });
    expect((await appeal(creator.auth, 'And once more, please look again.')).statusCode).toBe(409);

    const count = await h.app.inject({ url: '/api/admin/appeals/count', headers: admin.auth });
    expect(count.json().data.open).toBeGreaterThanOrEqual(1);
    const list = await h.app.inject({ url: '/api/admin/appeals?status=open', headers: admin.auth });
    const item = list.json().data.items.find((a: { promotion: { id: number } }) => a.promotion.id === p.id);
    expect(item).toMatchObject({ text: 'The video is in HD, please look at it again.', reason_code: 'quality' });
    expect((await h.app.inject({ url: '/api/admin/appeals', headers: creator.auth })).statusCode).toBe(403);

    const answer = (payload: object) =>
      h.app.inject({ method: 'POST', url: `/api/admin/appeals/${item.id}/answer`, headers: admin.auth, payload });
    expect((await answer({ decision: 'accept' })).statusCode).toBe(200);
    expect((await answer({ decision: 'reject', note: 'late' })).statusCode).toBe(409);
    const [row] = await h.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(row?.status).toBe('submitted');
    await deliver();
    expect((await lastMailTo(h.db, creator.user.email))?.subject).toContain('was accepted');
    // back in review, the old decline is no longer shown as the video's reason
    expect(
      (await h.app.inject({ url: `/api/promotions/${p.id}`, headers: creator.auth })).json().data.decision,
    ).toBeNull();
  });

  it('a rejected appeal is final and tells the creator the note', async () => {
    const { creator, p } = await setup();
    await put(p.id, { status: 'declined', reason_code: 'content_rules' });
    await h.app.inject({
      method: 'POST',
      url: `/api/promotions/${p.id}/appeal`,
      headers: creator.auth,
      payload: { text: 'My video follows every rule.' },
    });
    const list = await h.app.inject({ url: '/api/admin/appeals?status=open&per_page=100', headers: admin.auth });
    const item = list.json().data.items.find((a: { promotion: { id: number } }) => a.promotion.id === p.id);
    const answer = (payload: object) =>
      h.app.inject({ method: 'POST', url: `/api/admin/appeals/${item.id}/answer`, headers: admin.auth, payload });
    expect((await answer({ decision: 'reject' })).statusCode).toBe(400); // a rejection needs a note
    expect((await answer({ decision: 'reject', note: 'The video shows a brand logo.' })).statusCode).toBe(200);
    const [row] = await h.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(row?.status).toBe('declined');
    const page = (await h.app.inject({ url: `/api/promotions/${p.id}`, headers: creator.auth })).json().data;
    expect(page.decision).toMatchObject({
      can_appeal: false,
      appeal: { status: 'rejected', answer_note: 'The video shows a brand logo.' },
    });
    await deliver();
    const mail = await lastMailTo(h.db, creator.user.email);
    expect(mail?.text).toContain('This decision is final.');
    expect(mail?.text).toContain('The video shows a brand logo.');
  });

  it('a fraud decision says so by email, with its reason, and cannot be appealed', async () => {
    const { creator, p } = await setup();
    await put(p.id, {
      status: 'reviewed',
      video_uploaded_at: `${new Date().getUTCFullYear()}-01-02 10:00:00`,
      promotion_stat: { views_count: 10, likes_count: 1, comments_count: 0, shares_count: 0 },
    });
    await put(p.id, { views_after_three_days: 40_000 });
    const fraud = await put(p.id, {
      status: 'fraud',
      reason_code: 'suspected_fake_views',
      reason_note: 'Bought views.',
    });
    expect(fraud.statusCode).toBe(200);
    await deliver();
    const mails = await h.db.select().from((await import('../../db/schema')).outbox);
    const mine = mails.filter((m) => m.to === creator.user.email);
    const last = mine.at(-1);
    expect(last?.subject).toMatch(/was marked as fraud$/);
    expect(last?.text).toContain(DECISION_REASON_LABELS.suspected_fake_views);
    expect(last?.text).toContain('Bought views.');
    // the settlement email that would say 'earned EUR 0.00' is not sent after the fraud
    expect(mine.some((m) => m.text.includes(`earned ${formatEur(0)}`))).toBe(false);
    const page = (await h.app.inject({ url: `/api/promotions/${p.id}`, headers: creator.auth })).json().data;
    expect(page.decision).toMatchObject({ kind: 'fraud', can_appeal: false });
    const appeal = await h.app.inject({
      method: 'POST',
      url: `/api/promotions/${p.id}/appeal`,
      headers: creator.auth,
      payload: { text: 'These views are real, I promise.' },
    });
    expect(appeal.statusCode).toBe(409);
  });
});

describe('video page and public config', () => {
  it('shows views over time, the deal, the reservation made at approval and the 72-hour mark', async () => {
    const { creator, p } = await setup();
    const year = new Date().getUTCFullYear();
    await put(p.id, {
      status: 'reviewed',
      video_uploaded_at: `${year}-01-02 10:00:00`,
      promotion_stat: { views_count: 120, likes_count: 1, comments_count: 0, shares_count: 0 },
    });
    const page = (await h.app.inject({ url: `/api/promotions/${p.id}`, headers: creator.auth })).json().data;
    expect(page).toMatchObject({
      status: 'reviewed',
      deal: { type: 'normal', per_1k_views_amount_eur: 0.75, max_amount_eur: 50 },
      reservation: { amount_eur: 50 },
      settles_at: `${year}-01-05T10:00:00.000Z`,
      views_over_time: [{ views: 120 }],
      bill: null,
      decision: null,
    });
    await put(p.id, { views_after_three_days: 20_000 });
    const settled = (await h.app.inject({ url: `/api/promotions/${p.id}`, headers: creator.auth })).json().data;
    expect(settled).toMatchObject({ status: 'succeeded', earned_amount_eur: 15, reservation: { amount_eur: 50 } });
    const other = await userWithToken(h.app);
    expect((await h.app.inject({ url: `/api/promotions/${p.id}`, headers: other.auth })).statusCode).toBe(404);
  });

  it('answers the support address and the terms and privacy links to anyone', async () => {
    const res = await h.app.inject({ url: '/api/public-config' });
    expect(res.json()).toEqual({
      support_email: 'help@hookline.test',
      terms_url: 'http://hookline.test/terms',
      privacy_url: 'http://hookline.test/privacy',
    });
  });
});
