// TikTok behind the platform seam: an adapter over modules/tiktok/client.ts, which stays the one TikTok client (the
// existing connect, submit and stats code keep calling it directly until the wiring slice moves them here).

import { TIKTOK_CALLS_PER_MINUTE } from '../../tiktok/call-pacer';
import { type TikTokClient, TikTokError, videoIdOf } from '../../tiktok/client';
import { PlatformError, type PlatformErrorCode, type PlatformTokens, type ShortVideoPlatform } from '../types';

/** TikTok's video query takes at most 20 ids (developers.tiktok.com, "Query Videos"). */
export const TIKTOK_MAX_IDS_PER_CALL = 20;

const codeOf = (e: TikTokError): PlatformErrorCode => {
  if (e.code === 'access_token_invalid' || e.code === 'invalid_grant' || e.code === 'scope_not_authorized')
    return 'token_expired';
  if (e.code === 'rate_limit_exceeded') return 'quota_exhausted';
  return 'api';
};

/** TikTok's errors become typed platform errors; anything else (the "TikTok is off" 503) passes unchanged. */
async function typed<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof TikTokError) throw new PlatformError('tiktok', codeOf(e), e.message.replace(/^TikTok: /, ''));
    throw e;
  }
}

export function createTikTokPlatform(client: TikTokClient): ShortVideoPlatform {
  const tokens = (t: Awaited<ReturnType<TikTokClient['exchangeCode']>>): PlatformTokens => ({
    accessToken: t.accessToken,
    refreshToken: t.refreshToken,
    expiresIn: t.expiresIn,
    externalId: t.openId,
    scopes: null,
  });
  return {
    id: 'tiktok',
    displayName: 'TikTok',
    limits: {
      maxIdsPerCall: TIKTOK_MAX_IDS_PER_CALL,
      budget: {
        unit: 'calls',
        perWindow: TIKTOK_CALLS_PER_MINUTE,
        windowSeconds: 60,
        costPerStatsCall: 1,
        resets: 'rolling',
      },
    },
    soundCheck: 'music-id',
    reportingLagHours: 0,
    authorizeUrl: (state) => client.authorizeUrl(state),
    exchangeCode: async (code) => tokens(await typed(client.exchangeCode(code))),
    async refresh({ refreshToken }) {
      if (!refreshToken) throw new PlatformError('tiktok', 'token_expired', 'no refresh token');
      return tokens(await typed(client.refresh(refreshToken)));
    },
    async profile(accessToken) {
      const u = await typed(client.userInfo(accessToken));
      return { externalId: u.openId, handle: u.username, displayName: u.displayName, followers: u.followerCount };
    },
    videoRefOf: videoIdOf,
    async resolveVideo(accessToken, url) {
      const id = videoIdOf(url);
      if (!id) throw new PlatformError('tiktok', 'bad_link', 'not a TikTok video link');
      const [videos, user] = await Promise.all([
        typed(client.queryVideos(accessToken, [id])),
        typed(client.userInfo(accessToken)),
      ]);
      const video = videos.find((v) => v.id === id);
      // TikTok answers only the token owner's videos: it cannot tell another's video from a deleted one
      if (!video) throw new PlatformError('tiktok', 'not_owner', `video ${id} is not among the account's videos`);
      return {
        videoId: id,
        ownerId: user.openId,
        createdAt: video.createTime ? new Date(video.createTime * 1000) : null,
        url: video.shareUrl || url,
      };
    },
    async readStats(accessToken, videoIds) {
      const ids = [...new Set(videoIds)];
      const videos = await typed(client.queryVideos(accessToken, ids)); // the client calls 20 ids at a time
      const byId = new Map(videos.map((v) => [v.id, v]));
      return {
        stats: videos.map((v) => ({
          videoId: v.id,
          views: v.viewCount,
          likes: v.likeCount,
          comments: v.commentCount,
          pending: false,
          ownerId: null,
        })),
        failed: ids
          .filter((id) => !byId.has(id))
          .map((videoId) => ({
            videoId,
            error: new PlatformError('tiktok', 'video_deleted', `video ${videoId} is gone or no longer the account's`),
          })),
      };
    },
    musicIdOf: (url) => client.musicIdOf(url),
  };
}
