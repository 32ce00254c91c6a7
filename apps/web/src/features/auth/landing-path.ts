// Where a sign-in lands: musicians on account, creators with a connected TikTok profile on campaigns, creators
// without one on account (to connect it). A page the guard sent to /login wins only for /admin and deep links.
import type { UserInfo } from '@hookline/shared/users';

export function landingPath(info: Pick<UserInfo, 'user_type' | 'creator'>): string {
  if (info.user_type === 'creator' && info.creator?.tiktok_connected) return '/app/campaigns';
  return '/app/account';
}

// Paths only one user type may open (the app routes of each user type); everything else under /app is common.
const MUSICIAN_ONLY = ['/app/musician-campaigns', '/app/account/notification-settings', '/app/account/billing'];
const CREATOR_ONLY = [
  '/app/campaigns',
  '/app/credits',
  '/app/faq',
  '/app/tiktok-connection-testing',
  '/app/authorize/tiktok',
  '/app/authorize/instagram',
  '/app/authorize/youtube',
  '/app/account/payment-settings',
];
const under = (path: string, roots: string[]) => roots.some((r) => path === r || path.startsWith(`${r}/`));

/**
 * The page the guard (or an email's link) sent to /login, when the signed-in user's type may see it; null leaves
 * the landing rule to decide. A link to another type's page would only show the error page, so it is dropped.
 */
export function returnPath(from: string | undefined, info?: Pick<UserInfo, 'user_type'>): string | null {
  if (!from?.startsWith('/') || from.startsWith('//')) return null;
  const path = from.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  if (path === '/admin' || path.startsWith('/admin/')) return from;
  if (!path.startsWith('/app/')) return null;
  if (under(path, MUSICIAN_ONLY) && info?.user_type !== 'musician') return null;
  if (under(path, CREATOR_ONLY) && info?.user_type !== 'creator') return null;
  return from;
}
