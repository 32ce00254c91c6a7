// TikTok in production without TIKTOK_CLIENT_KEY/SECRET: the simulator is not mounted (it would let anyone claim
// any profile and invent view counts), and every TikTok call answers 503 with a message saying so.
import { AppError } from '../../errors';
import type { TikTokClient } from './client';

const off = (): never => {
  throw new AppError('UNAVAILABLE', 'tiktokOff');
};

export const tiktokOffClient = (): TikTokClient => ({
  authorizeUrl: off,
  exchangeCode: async () => off(),
  refresh: async () => off(),
  userInfo: async () => off(),
  queryVideos: async () => off(),
  listVideos: async () => off(),
  musicIdOf: async () => off(),
});
