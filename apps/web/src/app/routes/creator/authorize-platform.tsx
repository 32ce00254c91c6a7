// /app/authorize/instagram and /app/authorize/youtube ?code=…&state=…: where Instagram's and YouTube's consent pages
// return. The Connect dialog opens over the page; closing it or connecting returns to /app/account.
import { useLocation } from 'react-router';
import type { OAuthPlatform } from '../../../features/platforms/api/connect-platform';
import { AuthorizePlatform } from '../../../features/platforms/components/authorize-platform';

/** One screen for both callbacks (router: authorize/instagram, authorize/youtube): the path names the platform. */
export default function AuthorizePlatformRoute() {
  const { pathname } = useLocation();
  const platform: OAuthPlatform = pathname.replace(/\/$/, '').endsWith('/youtube') ? 'youtube' : 'instagram';
  return <AuthorizePlatform key={platform} platform={platform} />;
}
