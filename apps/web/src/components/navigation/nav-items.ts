// The tabs of the signed-in shell per user type. `key` is what client state
// remembers as active_page.
import type { UserType } from '@hookline/shared/constants';
import { t } from '../../lib/i18n';

export type NavKey = 'account' | 'campaigns' | 'credits';
export type NavItem = { key: NavKey; label: string; to: string };

export function navItems(userType: UserType | undefined): NavItem[] {
  if (userType === 'musician') {
    return [
      { key: 'account', label: t('uiAccount'), to: '/app/account' },
      { key: 'campaigns', label: t('uiCampaigns'), to: '/app/musician-campaigns' },
    ];
  }
  return [
    { key: 'account', label: t('uiAccount'), to: '/app/account' },
    { key: 'campaigns', label: t('uiCampaigns'), to: '/app/campaigns' },
    { key: 'credits', label: t('uiCredits'), to: '/app/credits' },
  ];
}

/** The tab a path belongs to, or null for screens outside the tabs (FAQ...), which keep the last one. */
export function navKeyForPath(pathname: string): NavKey | null {
  const section = pathname.split('/')[2];
  if (section === 'account') return 'account';
  if (section === 'campaigns' || section === 'musician-campaigns') return 'campaigns';
  if (section === 'credits') return 'credits';
  return null;
}
