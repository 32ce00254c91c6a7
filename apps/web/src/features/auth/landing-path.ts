// Where a sign-in lands (SPEC §4): musicians on account, creators with a TikTok username on campaigns, creators
// without one on account (to connect it). A page the guard sent to /login wins only for /admin and deep links.
import type { UserInfo } from '@hookline/shared/users';

export function landingPath(info: Pick<UserInfo, 'user_type' | 'creator'>): string {
  if (info.user_type === 'creator' && info.creator?.tiktok_username) return '/app/campaigns';
  return '/app/account';
}

const TAB_ROOTS = new Set(['/app', '/app/account', '/app/campaigns', '/app/musician-campaigns', '/app/credits']);

export function returnPath(from: string | undefined): string | null {
  if (!from?.startsWith('/') || from.startsWith('//')) return null;
  const path = from.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  if (path === '/admin' || path.startsWith('/admin/')) return from;
  if (path.startsWith('/app/') && !TAB_ROOTS.has(path)) return from;
  return null;
}
