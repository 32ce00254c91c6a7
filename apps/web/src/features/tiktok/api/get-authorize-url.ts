// GET /api/creator/tiktok/authorize-url: TikTok's consent page (the simulator's by default), which returns to
// /app/authorize/tiktok?code=...
import { api } from '../../../lib/api-client';

export const getAuthorizeUrl = () => api.get<{ url: string }>('/api/creator/tiktok/authorize-url').then((r) => r.url);
