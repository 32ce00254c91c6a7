// Submitting an Instagram Reel or a YouTube Short: the campaign accepts the platform, the creator
// connected it, the platform resolves the link and its owner is the connected account; one video counts once per
// campaign on each platform; an admin checks the sound.
import { MSG } from '@hookline/shared/messages';
import { PLATFORM_ERROR_MESSAGES, platformNotAccepted, platformNotConnected } from '@hookline/shared/platforms';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, promotions } from '../../db/schema';
import { createCampaign, createPromotion, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { simMedia, simReelUrl } from '../platforms/instagram/sim-media';
import { connectAccount } from '../platforms/test-helpers';

const h = useHarness();
const connect = (auth: Record<string, string>, platform: 'instagram' | 'youtube', username: string) =>
  connectAccount(h, auth, platform, username);

const submit = (auth: Record<string, string>, promotionId: number, url: string) =>
  h.app.inject({
    method: 'POST',
    url: `/api/promotions/${promotionId}/submit-video-url`,
    headers: auth,
    payload: { video_url: url },
  });

describe('submitting a Reel or a Short', () => {
  it('accepts own videos of connected platforms the campaign accepts, and refuses the others clearly', async () => {
    const me = await userWithToken(h.app);
    const creatorId = me.creator?.id ?? 0;
    const campaign = await createCampaign(h.db);
    await h.db
      .update(campaigns)
      .set({ platforms: ['tiktok', 'instagram', 'youtube'] })
      .where(eq(campaigns.id, campaign.id));
    const reel = simReelUrl(simMedia('reels_daily')[0] ?? '');
    const short = 'https://www.youtube.com/shorts/abcdefghijk';

    // not connected yet
    const p1 = await createPromotion(h.db, { campaignId: campaign.id, creatorId, status: 'pending' });
    const notYet = await submit(me.auth, p1.id, reel);
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json().message).toBe(platformNotConnected('instagram'));

    await connect(me.auth, 'instagram', 'reels_daily');
    await connect(me.auth, 'youtube', 'shorts_daily');

    // another creator's Reel, another channel's Short
    const other = await submit(me.auth, p1.id, simReelUrl(simMedia('someone_else')[0] ?? ''));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(PLATFORM_ERROR_MESSAGES.not_owner);
    const otherShort = await submit(me.auth, p1.id, 'https://www.youtube.com/shorts/othXXXXXXXX');
    expect(otherShort.json().message).toBe(PLATFORM_ERROR_MESSAGES.not_owner);
    expect((await h.db.select().from(promotions).where(eq(promotions.id, p1.id)))[0]?.status).toBe('pending');

    const ok = await submit(me.auth, p1.id, reel);
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await h.db.select().from(promotions).where(eq(promotions.id, p1.id));
    expect(row).toMatchObject({
      status: 'submitted',
      platform: 'instagram',
      platformVideoId: simMedia('reels_daily')[0],
      tiktokVideoId: null,
      soundCheck: 'manual',
    });
    expect(row?.videoUploadedAt).toBeInstanceOf(Date);

    // the same Reel counts once in the campaign; a Short is another platform's video
    const friend = await userWithToken(h.app);
    const p2 = await createPromotion(h.db, {
      campaignId: campaign.id,
      creatorId: friend.creator?.id ?? 0,
      status: 'pending',
    });
    await h.db.delete(promotions).where(eq(promotions.id, p1.id));
    const again = await createPromotion(h.db, { campaignId: campaign.id, creatorId, status: 'pending' });
    const first = await submit(me.auth, again.id, short);
    expect(first.statusCode, first.body).toBe(200);
    expect((await h.db.select().from(promotions).where(eq(promotions.id, again.id)))[0]).toMatchObject({
      platform: 'youtube',
      platformVideoId: 'abcdefghijk',
    });
    await connect(friend.auth, 'youtube', 'shorts_daily_friend');
    const dup = await submit(friend.auth, p2.id, short);
    // the simulator makes any plain 11-character id a Short of whoever asks: the video is counted already
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe(MSG.duplicateVideo);

    // a campaign that accepts TikTok only
    const tiktokOnly = await createCampaign(h.db);
    const p3 = await createPromotion(h.db, { campaignId: tiktokOnly.id, creatorId, status: 'pending' });
    const refused = await submit(me.auth, p3.id, short);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(platformNotAccepted(['tiktok']));
  });
});
