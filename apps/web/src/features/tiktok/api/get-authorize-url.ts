// GET /api/creator/tiktok/authorize-url: TikTok's consent page (the simulator's by default), which returns to
// /app/authorize/tiktok?code=...
import type { tiktokAuthorizeUrl } from '@hookline/shared/creators';
import { type Answer, api } from '../../../lib/api-client';

export const getAuthorizeUrl = () =>
  api.get<Answer<typeof tiktokAuthorizeUrl>>('/api/creator/tiktok/authorize-url').then((r) => r.url);
