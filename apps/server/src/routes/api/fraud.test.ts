// Fraud signals through the API on a real database: a bot-like video is scored and held (settlement waits), the
// admin reads its reasons and decides — release settles as usual, fraud releases the reservation — and the
// ledger's invariants hold after every step. The same video is refused twice in one campaign.
import { FRAUD } from '@hookline/shared/fraud';
import { MSG } from '@hookline/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns, creatorFollowerReads, promotionDecisions, promotions } from '../../db/schema';
import { refreshStats } from '../../modules/jobs/definitions/refresh-stats';
import { balance, unbalancedTransactions } from '../../modules/ledger/ledger';
import { nearestSnapshot } from '../../modules/promotions/views-at-72h';
import { THREE_DAYS_MS } from '../../modules/queue/views-schedule';
import { SIM_BOT_SUFFIX, simVideo } from '../../modules/tiktok/simulator';
import { createCampaign, createPromotion, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';

const h = useHarness();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
});

const b64 = (s: string) => Buffer.from(s).toString('base64url');
let seq = 0;
/** A level-3 creator (€1 per 1,000 views, cap €100) linked to the TikTok simulator. */
async function linkedCreator() {
  const username = `fraud_${++seq}_${Math.random().toString(36).slice(2, 7)}`;
  const made = await userWithToken(h.app, {
    creator: {
      levelId: 5,
      tiktokUsername: username,
      tiktokAccessToken: `sim-at.${b64(username)}`,
      tiktokRefreshToken: `sim-rt.${b64(username)}`,
      tiktokTokenExpiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return { ...made, id: made.creator?.id ?? 0, username };
}

/** A simulator video id whose views are already high enough to be judged (created a day or more ago). */
function videoId(suffix: string) {
  for (let i = 1; i < 10_000; i++) {
    const id = `73${String(i).padStart(13, '0')}${suffix}`;
    if (simVideo(id).view_count >= 50_000) return id;
  }
  throw new Error('no old simulator video');
}
const url = (user: string, id: string) => `https://www.tiktok.com/@${user}/video/${id}`;

async function submit(creator: Awaited<ReturnType<typeof linkedCreator>>, campaignId: number, id: string) {
  const p = await createPromotion(h.db, { campaignId, creatorId: creator.id, status: 'pending' });
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/promotions/${p.id}/submit-video-url`,
    headers: creator.auth,
    payload: { video_url: url(creator.username, id) },
  });
  return { promotion: p, res };
}

const fourDaysAgo = () => new Date(Date.now() - 4 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

/** The admin approves with the figures TikTok shows for the video (the simulator's). */
async function approve(promotionId: number, id: string) {
  const v = simVideo(id);
  const res = await h.app.inject({
    method: 'PUT',
    url: `/api/admin/promotions/${promotionId}`,
    headers: admin,
    payload: {
      status: 'reviewed',
      video_uploaded_at: fourDaysAgo(),
      promotion_stat: {
        views_count: v.view_count,
        likes_count: v.like_count,
        comments_count: v.comment_count,
        shares_count: v.share_count,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const promotion = async (id: number) => (await h.db.select().from(promotions).where(eq(promotions.id, id)))[0];

/** budget_left = funded − reserved − settled, mirrored from the ledger, and every transaction sums to zero. */
async function expectLedgerInvariants(campaignId: number) {
  const [c] = await h.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  const [sums] = await h.db
    .select({
      reserved: sql<string>`coalesce(sum(${promotions.reservedCents}), 0)`,
      settled: sql<string>`coalesce(sum(${promotions.earnedCents}), 0)`,
    })
    .from(promotions)
    .where(eq(promotions.campaignId, campaignId));
  const reserved = Number(sums?.reserved);
  const settled = Number(sums?.settled);
  expect(c?.budgetLeftCents).toBe((c?.budgetCents ?? 0) - reserved - settled);
  expect(await balance(h.db, { account: 'campaign_budget', refId: campaignId })).toBe(c?.budgetLeftCents);
  expect(await balance(h.db, { account: 'campaign_reserved', refId: campaignId })).toBe(reserved);
  expect(await unbalancedTransactions(h.db)).toBe(0);
}

/** One campaign with an ordinary video and a bot-like one, both approved and read by the stats job. */
async function scenario() {
  const campaign = await createCampaign(h.db, { budgetCents: 50_000 });
  const honest = await linkedCreator();
  const bot = await linkedCreator();
  const okId = videoId('1234');
  const fakeId = videoId(SIM_BOT_SUFFIX);
  const ok = await submit(honest, campaign.id, okId);
  const fake = await submit(bot, campaign.id, fakeId);
  expect(ok.res.statusCode, ok.res.body).toBe(200);
  expect(fake.res.statusCode, fake.res.body).toBe(200);
  await approve(ok.promotion.id, okId);
  await approve(fake.promotion.id, fakeId);
  await refreshStats(h.ctx, { campaignId: campaign.id });
  return { campaign, honest, bot, honestId: ok.promotion.id, botId: fake.promotion.id };
}

async function checksOf(campaignId: number) {
  const res = await h.app.inject({ url: `/api/admin/campaigns/${campaignId}/fraud`, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json().data.items as {
    promotion_id: number;
    score: number;
    held: boolean;
    reasons: { code: string; text: string }[];
  }[];
}

const decide = (id: number, decision: 'release' | 'fraud') =>
  h.app.inject({ method: 'POST', url: `/api/admin/fraud/${id}/decision`, headers: admin, payload: { decision } });

describe('fraud hold and decisions', () => {
  it('holds a bot-like video, keeps it from settling, and settles it as usual once released', async () => {
    const s = await scenario();
    // the ordinary video was due (uploaded four days ago) and settled; the bot-like one waits
    expect((await promotion(s.honestId))?.status).toBe('succeeded');
    expect((await promotion(s.botId))?.status).toBe('reviewed');
    await expectLedgerInvariants(s.campaign.id);

    const checks = await checksOf(s.campaign.id);
    const botCheck = checks.find((c) => c.promotion_id === s.botId);
    expect(botCheck?.held).toBe(true);
    expect(botCheck?.score).toBeGreaterThanOrEqual(FRAUD.HOLD_SCORE);
    expect(botCheck?.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(['low_engagement', 'view_velocity']));
    expect(botCheck?.reasons.find((r) => r.code === 'low_engagement')?.text).toMatch(
      /^likes \+ comments \+ shares per 1,000 views 0\.2, campaign median \d+/,
    );
    const honestCheck = checks.find((c) => c.promotion_id === s.honestId);
    expect(honestCheck?.held).toBe(false);
    expect(honestCheck?.score).toBeLessThan(FRAUD.QUEUE_SCORE);

    // the queue lists it first with a count; the creator sees it under review with the reason codes
    const queue = await h.app.inject({ url: '/api/admin/fraud', headers: admin });
    expect(queue.json().data.items.map((i: { promotion_id: number }) => i.promotion_id)).toContain(s.botId);
    const scores = queue.json().data.items.map((i: { score: number }) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await h.app.inject({ url: '/api/admin/fraud/count', headers: admin })).json().data.held).toBeGreaterThan(0);
    const reviews = await h.app.inject({ url: '/api/creator/reviews', headers: s.bot.auth });
    expect(reviews.json().data.items).toEqual([
      { promotion_id: s.botId, reason_codes: expect.arrayContaining(['low_engagement', 'view_velocity']) },
    ]);
    expect((await h.app.inject({ url: '/api/creator/reviews', headers: s.honest.auth })).json().data.items).toEqual([]);

    // Add Views and the next stats run do not settle it
    const addViews = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/promotions/${s.botId}`,
      headers: admin,
      payload: { views_after_three_days: 10 },
    });
    expect(addViews.statusCode).toBe(409);
    expect(addViews.json().message).toBe(MSG.fraudHeld);
    await refreshStats(h.ctx, { campaignId: s.campaign.id });
    expect((await promotion(s.botId))?.status).toBe('reviewed');
    await expectLedgerInvariants(s.campaign.id);

    // release: settles through the usual settlement (capped at the reservation)
    const before = await promotion(s.botId);
    const released = await decide(s.botId, 'release');
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toEqual({ message: MSG.fraudReleased, data: { settled: true } });
    const after = await promotion(s.botId);
    expect(after?.status).toBe('succeeded');
    expect(after?.earnedCents).toBe(before?.reservedCents); // millions of views: the cap
    // like every settlement, on the stats read nearest to 72 h after upload (promotions/views-at-72h.ts)
    const uploaded = before?.videoUploadedAt?.getTime() ?? 0;
    const at72h = await nearestSnapshot(h.db, { promotionId: s.botId, target: new Date(uploaded + THREE_DAYS_MS) });
    expect(after?.viewsAfterThreeDays).toBe(at72h?.viewsCount);
    await expectLedgerInvariants(s.campaign.id);
    expect((await h.app.inject({ url: '/api/creator/reviews', headers: s.bot.auth })).json().data.items).toEqual([]);
    expect((await checksOf(s.campaign.id)).find((c) => c.promotion_id === s.botId)?.held).toBe(false);
    const again = await decide(s.botId, 'release');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.fraudNotHeld);
  });

  it('marks a held video as fraud: irreversible, the reservation goes back to the budget', async () => {
    const s = await scenario();
    expect((await checksOf(s.campaign.id)).find((c) => c.promotion_id === s.botId)?.held).toBe(true);
    const reserved = (await promotion(s.botId))?.reservedCents ?? 0;
    expect(reserved).toBeGreaterThan(0);
    const [c0] = await h.db.select().from(campaigns).where(eq(campaigns.id, s.campaign.id));
    const res = await decide(s.botId, 'fraud');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.fraudMarked);
    const after = await promotion(s.botId);
    expect(after).toMatchObject({ status: 'fraud', reservedCents: 0, earnedCents: 0 });
    // the creator reads the reason the hold stands for, never 'another reason' without a note
    const [decision] = await h.db.select().from(promotionDecisions).where(eq(promotionDecisions.promotionId, s.botId));
    expect(decision?.reasonCode).toBe('suspected_fake_views');
    const [c1] = await h.db.select().from(campaigns).where(eq(campaigns.id, s.campaign.id));
    expect(c1?.budgetLeftCents).toBe((c0?.budgetLeftCents ?? 0) + reserved);
    await expectLedgerInvariants(s.campaign.id);
    expect((await decide(s.botId, 'release')).statusCode).toBe(409);
    expect((await decide(s.botId, 'fraud')).statusCode).toBe(409);
    const queue = await h.app.inject({ url: '/api/admin/fraud?per_page=100', headers: admin });
    expect(queue.json().data.items.map((i: { promotion_id: number }) => i.promotion_id)).not.toContain(s.botId);
  });

  it('refuses a decision from a non-admin and a bad decision with 4xx', async () => {
    const creator = await linkedCreator();
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/admin/fraud/1/decision',
          headers: creator.auth,
          payload: { decision: 'release' },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await decide(1, 'maybe' as 'release');
    expect(bad.statusCode).toBe(400);
  });
});

describe('the same video twice in one campaign', () => {
  it('is refused with a clear error; another campaign takes it but scores it as a duplicate', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 50_000 });
    const first = await linkedCreator();
    const second = await linkedCreator();
    const id = videoId('4321');
    expect((await submit(first, campaign.id, id)).res.statusCode).toBe(200);
    const twice = await submit(second, campaign.id, id);
    expect(twice.res.statusCode).toBe(400);
    expect(twice.res.json().message).toBe(MSG.duplicateVideo);
    expect((await promotion(twice.promotion.id))?.status).toBe('pending');

    const other = await createCampaign(h.db, { budgetCents: 50_000 });
    const elsewhere = await submit(second, other.id, id);
    expect(elsewhere.res.statusCode).toBe(200);
    await approve(elsewhere.promotion.id, id);
    const check = (await checksOf(other.id)).find((c) => c.promotion_id === elsewhere.promotion.id);
    expect(check?.reasons.find((r) => r.code === 'duplicate_video')?.text).toBe(
      `TikTok video ${id} also in 1 other promotion (1 other creator)`,
    );
  });

  it('sent twice at the same moment, counts once: the second is refused as a duplicate after the first commits', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 50_000 });
    const first = await linkedCreator();
    const second = await linkedCreator();
    const id = videoId('5432');
    // both pass the check before TikTok is asked; the one that writes second finds the video taken
    const both = await Promise.all([submit(first, campaign.id, id), submit(second, campaign.id, id)]);
    expect(both.map((b) => b.res.statusCode).sort()).toEqual([200, 400]);
    const refused = both.find((b) => b.res.statusCode === 400);
    expect(refused?.res.json().message).toBe(MSG.duplicateVideo);
    const statuses = await Promise.all(both.map(async (b) => (await promotion(b.promotion.id))?.status));
    expect(statuses.sort()).toEqual(['pending', 'submitted']);
  });
});

describe('follower reads', () => {
  it('the stats job reads the followers once a run; a jump between two reads is a reason with both figures', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 50_000 });
    const creator = await linkedCreator();
    const id = videoId('5678');
    const made = await submit(creator, campaign.id, id);
    expect(made.res.statusCode).toBe(200);
    await approve(made.promotion.id, id);
    const { followerCount } = await h.ctx.tiktok.userInfo(`sim-at.${b64(creator.username)}`);
    // an earlier read from when the profile was small
    await h.db.insert(creatorFollowerReads).values({ creatorId: creator.id, followers: 40, readAt: new Date(0) });
    await refreshStats(h.ctx, { campaignId: campaign.id });
    const reads = await h.db
      .select({ followers: creatorFollowerReads.followers })
      .from(creatorFollowerReads)
      .where(eq(creatorFollowerReads.creatorId, creator.id))
      .orderBy(creatorFollowerReads.readAt);
    expect(reads.map((r) => r.followers)).toEqual([40, followerCount]);
    const check = (await checksOf(campaign.id)).find((c) => c.promotion_id === made.promotion.id);
    const pct = Math.round(((followerCount - 40) / 40) * 100).toLocaleString('en-US');
    expect(check?.reasons.find((r) => r.code === 'follower_jump')?.text).toBe(
      `followers 40 → ${followerCount.toLocaleString('en-US')} between two stats reads (+${pct} %)`,
    );
  });
});
