// Video links are opened by the admin's TikTok button: only https links on TikTok's host are stored, from the
// creator's submission and from the admin's edit alike.
import { MSG } from '@hookline/shared/messages';
import { isTikTokVideoUrl } from '@hookline/shared/video-url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promotions } from '../db/schema';
import { createCampaign, createPromotion, userWithToken } from '../test/factories';
import { useHarness } from '../test/harness';

const h = useHarness();

const HOSTILE = [
  'javascript:alert(document.domain)//tiktok.com/video/7300000000000000042',
  'http://www.tiktok.com/@x/video/7300000000000000042',
  'https://evil.example/tiktok.com/@x/video/7300000000000000042',
  'https://www.tiktok.com.evil.example/@x/video/7300000000000000042',
  'https://tiktok.com@evil.example/@x/video/7300000000000000042',
  'data:text/html,tiktok.com/video/7300000000000000042',
];

describe('video links', () => {
  it('accepts https links on tiktok.com and its subdomains only', () => {
    expect(isTikTokVideoUrl('https://www.tiktok.com/@x/video/7300000000000000042')).toBe(true);
    expect(isTikTokVideoUrl('https://vm.tiktok.com/ZMabc/')).toBe(true);
    for (const url of HOSTILE) expect(isTikTokVideoUrl(url), url).toBe(false);
  });

  it('refuses a hostile link from the creator and from the admin, and stores nothing', async () => {
    const creator = await userWithToken(h.app, { creator: { tiktokUsername: 'links' } });
    const admin = await userWithToken(h.app, { isAdmin: true });
    const campaign = await createCampaign(h.db);
    const promotion = await createPromotion(h.db, {
      campaignId: campaign.id,
      creatorId: creator.creator?.id as number,
      status: 'pending',
    });
    for (const video_url of HOSTILE) {
      const submit = await h.app.inject({
        method: 'POST',
        url: `/api/promotions/${promotion.id}/submit-video-url`,
        headers: creator.auth,
        payload: { video_url },
      });
      expect(submit.statusCode, video_url).toBe(400);
      expect(submit.json().message).toBe(MSG.submitLink);
      const edit = await h.app.inject({
        method: 'PUT',
        url: `/api/admin/promotions/${promotion.id}`,
        headers: admin.auth,
        payload: { video_url },
      });
      expect(edit.statusCode, video_url).toBe(400);
    }
    const [row] = await h.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(row?.videoUrl).toBeNull();
  });
});
