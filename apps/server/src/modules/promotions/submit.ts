// A creator submits a video link: the video must be on their linked TikTok profile (video query) and use the
// campaign's sound (oEmbed music id). When the sound cannot be told, an admin decides (a 'manual' task).
import { platformNotAcceptedParams, platformNotConnectedParams } from '@hookline/shared/platforms';
import { isTikTokVideoUrl } from '@hookline/shared/video-url';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { withSubqueries } from '../../db/ctes';
import { campaigns, creators, promotions, songs } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import { assertVideoFree, videoFree } from '../fraud/duplicate';
import { type OAuthPlatform, platformAccessToken, platformFailure } from '../platforms/accounts';
import type { ResolvedVideo, ShortVideoPlatform } from '../platforms/types';
import { manualSoundCheckJob } from '../queue/manual-sound-check';
import { enqueueCte } from '../queue/queue';
import { musicIdOfSoundLink, videoIdOf } from '../tiktok/client';
import { accessTokenFor } from '../tiktok/connect';
import { assertMove, lockedPromotion } from './engine';

type Ctx = Pick<AppContext, 'db' | 'tiktok' | 'platforms' | 'config'>;

export async function submitVideo(ctx: Ctx, o: { promotionId: number; userId: number; videoUrl: string }) {
  const url = o.videoUrl.trim();
  if (!isTikTokVideoUrl(url)) {
    const platform = ctx.platforms.forLink(url);
    if (!platform || platform.id === 'tiktok') throw badRequest('submitLink');
    return submitPlatformVideo(ctx, { ...o, url, platform });
  }
  const videoId = videoIdOf(url);
  if (!videoId) throw badRequest('submitLink');
  const [row] = await ctx.db
    .select({ promotion: promotions, creator: creators, campaign: campaigns, song: songs })
    .from(promotions)
    .innerJoin(creators, eq(creators.id, promotions.creatorId))
    .innerJoin(campaigns, eq(campaigns.id, promotions.campaignId))
    .innerJoin(songs, eq(songs.id, campaigns.songId))
    .where(eq(promotions.id, o.promotionId));
  if (!row || row.creator.userId !== o.userId) throw notFound('promotionNotFound');
  if (row.creator.status === 'blocked') throw forbidden('accountBlocked');
  assertMove('submit', row.promotion.status, 'creator');
  if (row.campaign.deletedAt) throw conflict('submitCampaignDeleted');
  if (!row.campaign.platforms.includes('tiktok'))
    throw badRequest('platformNotAccepted', platformNotAcceptedParams(row.campaign.platforms));
  const same = { campaignId: row.campaign.id, videoId, promotionId: row.promotion.id };
  await assertVideoFree(ctx.db, same); // one video counts once per campaign (docs/engine.md "Fraud signals")
  const token = await accessTokenFor(ctx, row.creator);
  if (!token) throw badRequest('connectTiktokFirst');

  const [video] = await ctx.tiktok.queryVideos(token, [videoId]).catch(() => {
    throw new AppError('UNAVAILABLE', 'tiktokUnreachable');
  });
  if (!video) throw badRequest('profileMismatchServer');
  const expected = musicIdOfSoundLink(row.song.tiktokUrl);
  const found = await ctx.tiktok.musicIdOf(url);
  const undecided = !expected || !found;
  if (!undecided && expected !== found) throw badRequest('wrongSoundServer');

  return ctx.db.transaction(async (tx) => {
    // the TikTok calls above took time: an admin may have approved, declined or deleted the promotion meanwhile,
    // so the state is checked again under the row locks (the promotion's and its campaign's, one statement) and the
    // write only applies to a still pending row whose video no other promotion of the campaign counts
    const locked = await lockedPromotion(tx, row.promotion.id);
    if (!locked) throw conflict('promotionDeletedMeanwhile');
    assertMove('submit', locked.promotion.status, 'creator');
    // deleting a campaign locks its row too: a deletion before this lock is seen here, one after it waits
    if (locked.campaign.deletedAt) throw conflict('submitCampaignDeleted');
    const sameVideo = { ...same, videoId: video.id };
    // a sound TikTok could not tell goes to an admin: the task is queued with the write, in one statement
    const task = enqueueCte(tx, [
      manualSoundCheckJob({ promotion_id: row.promotion.id, campaign_id: row.campaign.id, video_url: url }, video.id),
    ]);
    const [updated] = await tx
      .with(...withSubqueries(tx, undecided ? [task] : []))
      .update(promotions)
      .set({
        status: 'submitted',
        videoUrl: url,
        videoLink: video.shareUrl,
        tiktokVideoId: video.id,
        videoUploadedAt: new Date(video.createTime * 1000),
        soundCheck: undecided ? 'manual' : 'ok',
        updatedAt: new Date(),
      })
      .where(and(eq(promotions.id, row.promotion.id), eq(promotions.status, 'pending'), videoFree(sameVideo)))
      .returning();
    if (!updated) {
      await assertVideoFree(tx, sameVideo);
      throw conflict('promotionChangedMeanwhile');
    }
    return updated;
  });
}

/**
 * An Instagram Reel or a YouTube Short: the campaign must accept the platform and the creator must have
 * connected it; the platform resolves the link with the creator's token to the video's id and owner, and the owner
 * must be the connected account. Neither platform tells a video's sound: an admin checks it (a 'manual' task).
 */
async function submitPlatformVideo(
  ctx: Ctx,
  o: { promotionId: number; userId: number; url: string; platform: ShortVideoPlatform },
) {
  const { url, platform } = o;
  const id = platform.id as OAuthPlatform;
  const [row] = await ctx.db
    .select({ promotion: promotions, creator: creators, campaign: campaigns })
    .from(promotions)
    .innerJoin(creators, eq(creators.id, promotions.creatorId))
    .innerJoin(campaigns, eq(campaigns.id, promotions.campaignId))
    .where(eq(promotions.id, o.promotionId));
  if (!row || row.creator.userId !== o.userId) throw notFound('promotionNotFound');
  if (row.creator.status === 'blocked') throw forbidden('accountBlocked');
  assertMove('submit', row.promotion.status, 'creator');
  if (row.campaign.deletedAt) throw conflict('submitCampaignDeleted');
  if (!row.campaign.platforms.includes(id))
    throw badRequest('platformNotAccepted', platformNotAcceptedParams(row.campaign.platforms));
  let video: ResolvedVideo;
  let ownerId: string | null;
  try {
    const access = await platformAccessToken(ctx, { creatorId: row.creator.id, platform: id });
    if (!access) throw badRequest('platformNotConnected', platformNotConnectedParams(id));
    ownerId = access.account.externalId;
    video = await platform.resolveVideo(access.accessToken, url);
  } catch (err) {
    throw platformFailure(err);
  }
  if (!ownerId || video.ownerId !== ownerId) throw badRequest('platformNotOwner');
  const same = { campaignId: row.campaign.id, videoId: video.videoId, promotionId: row.promotion.id, platform: id };
  await assertVideoFree(ctx.db, same);

  return ctx.db.transaction(async (tx) => {
    const locked = await lockedPromotion(tx, row.promotion.id);
    if (!locked) throw conflict('promotionDeletedMeanwhile');
    assertMove('submit', locked.promotion.status, 'creator');
    if (locked.campaign.deletedAt) throw conflict('submitCampaignDeleted');
    const task = enqueueCte(tx, [
      manualSoundCheckJob(
        { promotion_id: row.promotion.id, campaign_id: row.campaign.id, video_url: url },
        `${id}:${video.videoId}`,
      ),
    ]);
    const [updated] = await tx
      .with(...withSubqueries(tx, [task]))
      .update(promotions)
      .set({
        status: 'submitted',
        videoUrl: url,
        videoLink: video.url,
        platform: id,
        platformVideoId: video.videoId,
        videoUploadedAt: video.createdAt ?? new Date(),
        soundCheck: 'manual',
        updatedAt: new Date(),
      })
      .where(and(eq(promotions.id, row.promotion.id), eq(promotions.status, 'pending'), videoFree(same)))
      .returning();
    if (!updated) {
      await assertVideoFree(tx, same);
      throw conflict('promotionChangedMeanwhile');
    }
    return updated;
  });
}
