// Scoring a whole batch of videos at once (what the stats job does) gives every video exactly the check that scoring
// it alone gives: the lists a signal compares against are shared by creator and campaign in the batch, and each
// video's own list must still leave the video itself out.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creatorFollowerReads, fraudChecks, promotions, users } from '../../db/schema';
import { createCampaign, createPromotion, createUser } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { scorePromotion, scorePromotions } from './score';

const h = useHarness();

const now = new Date();
const hoursAgo = (n: number) => new Date(now.getTime() - n * 3_600_000);
const daysAgo = (n: number) => hoursAgo(n * 24);

async function creator(o: { iban?: string; accountDaysOld: number; followers?: number[] }) {
  const { user, creator: c } = await createUser(h.db, { creator: { payoutIban: o.iban ?? null } });
  await h.db
    .update(users)
    .set({ createdAt: daysAgo(o.accountDaysOld) })
    .where(eq(users.id, user.id));
  const reads = o.followers ?? [];
  if (reads.length) {
    await h.db
      .insert(creatorFollowerReads)
      .values(reads.map((followers, i) => ({ creatorId: c?.id ?? 0, followers, readAt: hoursAgo(reads.length - i) })));
  }
  return c?.id ?? 0;
}

type Figures = {
  status?: 'reviewed' | 'succeeded';
  videoId?: string;
  views?: number | null;
  likes?: number;
  /** likes per view when `likes` is not given */
  likeRate?: number;
  uploadedDaysAgo?: number;
  viewsAt72h?: number;
};

let videoSeq = 0;
async function video(campaignId: number, creatorId: number, f: Figures = {}) {
  const p = await createPromotion(h.db, { campaignId, creatorId });
  const views = f.views === undefined ? 20_000 : f.views;
  const uploadedDaysAgo = f.uploadedDaysAgo ?? 10;
  await h.db
    .update(promotions)
    .set({
      status: f.status ?? 'reviewed',
      tiktokVideoId: f.videoId ?? `73000000000${String(++videoSeq).padStart(8, '0')}`,
      videoUploadedAt: daysAgo(uploadedDaysAgo),
      latestViews: views,
      latestLikes: views === null ? null : (f.likes ?? Math.round(views * (f.likeRate ?? 0.08))),
      latestComments: views === null ? null : Math.round(views * 0.004),
      latestShares: views === null ? null : Math.round(views * 0.002),
      statsUpdatedAt: views === null ? null : hoursAgo(1),
      viewsAfterThreeDays: f.status === 'succeeded' ? (f.viewsAt72h ?? views) : null,
      settledAt: f.status === 'succeeded' ? daysAgo(uploadedDaysAgo - 3) : null,
    })
    .where(eq(promotions.id, p.id));
  return p.id;
}

describe('scoring a batch', () => {
  it('gives each video exactly the score, reasons and hold that scoring it alone gives', async () => {
    // the same IBAN written two ways on two accounts; a follower jump; a week-old account; a new TikTok profile
    const bot = await creator({ iban: 'DE89 3704 0044 0532 0130 00', accountDaysOld: 400, followers: [1_200, 9_800] });
    const twin = await creator({ iban: 'de89370400440532013000', accountDaysOld: 400, followers: [10_000, 10_100] });
    const fresh = await creator({ accountDaysOld: 2 });
    const steady = await creator({ iban: 'FR7630006000011234567890189', accountDaysOld: 300 });

    const x = await createCampaign(h.db);
    const y = await createCampaign(h.db);
    const z = await createCampaign(h.db);
    const w = await createCampaign(h.db);
    const shared = '7399999999999999991';
    const ids = [
      // campaign x: a bot-like video among ordinary ones, a settled one, and one not read yet
      await video(x.id, bot, { views: 500_000, likes: 10, uploadedDaysAgo: 2 }),
      await video(x.id, twin, { views: 30_000 }),
      await video(x.id, steady, { views: 18_000, likeRate: 0.05, videoId: shared }),
      await video(x.id, fresh, { status: 'succeeded', views: 9_000, likeRate: 0.12, uploadedDaysAgo: 4 }),
      // campaign y: the bot's settled history (10 views an hour), the same TikTok video as in campaign x
      await video(y.id, bot, { status: 'succeeded', views: 900, viewsAt72h: 720, uploadedDaysAgo: 30 }),
      await video(y.id, twin, { videoId: shared, views: 25_000 }),
      await video(y.id, steady, { views: null }),
      // campaign z: another settled video of the bot, a young one, and a settled video of the steady creator that
      // went on growing far faster than their other settled video (10 views an hour, in campaign w)
      await video(z.id, bot, { status: 'succeeded', views: 1_500, viewsAt72h: 1_440, uploadedDaysAgo: 20 }),
      await video(z.id, steady, { status: 'succeeded', views: 50_000, viewsAt72h: 72_000, uploadedDaysAgo: 5 }),
      await video(z.id, fresh, { views: 60_000, uploadedDaysAgo: 1 }),
      await video(w.id, steady, { status: 'succeeded', views: 900, viewsAt72h: 720, uploadedDaysAgo: 30 }),
    ];

    const alone = new Map<number, unknown>();
    for (const id of ids) {
      const c = await scorePromotion(h.db, { promotionId: id, now });
      alone.set(id, { score: c.score, reasons: c.reasons, held: c.held, heldAt: c.heldAt });
    }
    // from a clean table, so the batch's checks are its own and not what the single runs stored
    await h.db.delete(fraudChecks).where(inArray(fraudChecks.promotionId, ids));
    const batch = await scorePromotions(h.db, { promotionIds: [...ids].reverse(), now });
    expect([...batch.keys()].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    for (const id of ids) {
      const c = batch.get(id);
      expect({ score: c?.score, reasons: c?.reasons, held: c?.held, heldAt: c?.heldAt }, `promotion ${id}`).toEqual(
        alone.get(id),
      );
    }
    const stored = await h.db.select().from(fraudChecks).where(inArray(fraudChecks.promotionId, ids));
    for (const row of stored) expect(row.reasons).toEqual(batch.get(row.promotionId)?.reasons);

    // the scenario makes every signal fire somewhere, so the comparison covers each of them
    const codes = new Set([...batch.values()].flatMap((c) => c.reasons.map((r) => r.code)));
    expect([...codes].sort()).toEqual(
      [
        'duplicate_video',
        'follower_jump',
        'low_engagement',
        'new_account',
        'new_tiktok_profile',
        'shared_iban',
        'view_velocity',
      ].sort(),
    );
    // a video is never its own peer nor its own history: the campaign median leaves the bot's video out (with it,
    // 71) and the steady creator's usual rate leaves the scored video's own 1,000 views an hour out (with it, 505)
    const reason = (i: number, code: string) => batch.get(ids[i] ?? 0)?.reasons.find((r) => r.code === code)?.text;
    expect(reason(0, 'low_engagement')).toBe('likes + comments + shares per 1,000 views 6, campaign median 86');
    expect(reason(8, 'view_velocity')).toBe("views per hour 420, creator's usual 10 (42×)");
    expect(batch.get(ids[0] ?? 0)?.held).toBe(true);
    expect(batch.get(ids[1] ?? 0)?.reasons.find((r) => r.code === 'shared_iban')?.text).toBe(
      'IBAN ending 3000 also on 1 other creator account',
    );
    expect(batch.get(ids[5] ?? 0)?.reasons.find((r) => r.code === 'duplicate_video')?.text).toBe(
      `TikTok video ${shared} also in 1 other promotion (1 other creator)`,
    );
  });

  it('scores nothing for an empty batch and refuses an unknown promotion', async () => {
    expect((await scorePromotions(h.db, { promotionIds: [] })).size).toBe(0);
    await expect(scorePromotions(h.db, { promotionIds: [2_000_000_000] })).rejects.toThrow('Promotion not found.');
  });
});
