// Upload times and video links of promotions (docs/engine.md "Video link and upload time").
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promotionStats, promotions } from '../../db/schema';
import { AppError } from '../../errors';
import { createCampaign, createPromotion, createUser } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { editVideo } from './edit-video';
import { approve, settlePromotion } from './engine';
import { FUTURE_UPLOAD_TIME, SETTLED_UPLOAD_TIME } from './upload-time';

const h = useHarness();

const stat = { views_count: 10, likes_count: 0, comments_count: 0, shares_count: 0 };
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.status, message: e.message } : e),
  );

async function submitted() {
  const campaign = await createCampaign(h.db);
  const { creator } = await createUser(h.db, { creator: { levelId: 3 } });
  return createPromotion(h.db, { campaignId: campaign.id, creatorId: creator?.id ?? 0 });
}

describe('upload time and link edits', () => {
  it('approval refuses an upload date in the future and reserves nothing', async () => {
    const p = await submitted();
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await failure(approve(h.db, { promotionId: p.id, uploadedAt: tomorrow, stat }))).toEqual({
      status: 400,
      message: FUTURE_UPLOAD_TIME,
    });
    const [row] = await h.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(row).toMatchObject({ status: 'submitted', reservedCents: 0 });
  });

  it('the upload time of a settled promotion cannot be rewritten', async () => {
    const p = await submitted();
    const uploadedAt = new Date(Date.now() - 4 * 86_400_000);
    await approve(h.db, { promotionId: p.id, uploadedAt, stat });
    await editVideo(h.db, { id: p.id, uploadedAt: new Date(Date.now() - 5 * 86_400_000) }); // still reviewed: allowed
    await settlePromotion(h.db, { promotionId: p.id, viewsAfterThreeDays: 100, actor: 'admin' });
    expect(await failure(editVideo(h.db, { id: p.id, uploadedAt: new Date() }))).toEqual({
      status: 409,
      message: SETTLED_UPLOAD_TIME,
    });
    const [row] = await h.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(Math.abs((row?.videoUploadedAt?.getTime() ?? 0) - (Date.now() - 5 * 86_400_000))).toBeLessThan(60_000);
  });

  it('a new link on an approved video restarts its stats history', async () => {
    const p = await submitted();
    await approve(h.db, { promotionId: p.id, uploadedAt: new Date(), stat });
    expect(await h.db.select().from(promotionStats).where(eq(promotionStats.promotionId, p.id))).toHaveLength(1);
    await editVideo(h.db, { id: p.id, videoUrl: 'https://www.tiktok.com/@someone/video/7377777777777777777' });
    const [row] = await h.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(row).toMatchObject({ tiktokVideoId: '7377777777777777777', latestViews: null, status: 'reviewed' });
    expect(await h.db.select().from(promotionStats).where(eq(promotionStats.promotionId, p.id))).toHaveLength(0);
  });
});
