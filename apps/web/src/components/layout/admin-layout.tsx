// The admin area's frame: a top bar titled 'Admin Panel' with a way back to the user's
// home, and a collapsible side drawer with the admin entries.
import type { MessageKey } from '@hookline/shared/catalogue';
import { homePath } from '@hookline/shared/constants';
import { AppShell, Burger, Button, Group, Indicator, NavLink, ScrollArea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { t } from '../../lib/i18n';
import { useUserInfo } from '../../lib/session';
import { IconArrowLeft } from '../icons/icons';
import { LedgerCheckBadge, useAdminAlerts } from './admin-alerts';
import { OpenAppealCount } from './open-appeal-count';

export const ADMIN_BASE = '/admin';

type AdminEntry = { path: string; labelKey: MessageKey };

export const ADMIN_ENTRIES: readonly AdminEntry[] = [
  { path: '/create-campaign', labelKey: 'uiAdminCreateCampaign' },
  { path: '/create-musician', labelKey: 'uiAdminCreateMusician' },
  { path: '/campaigns/active', labelKey: 'uiAdminActiveCampaigns' },
  { path: '/campaigns/archived', labelKey: 'uiAdminArchivedCampaigns' },
  { path: '/creators', labelKey: 'uiAdminCreators' },
  { path: '/appeals', labelKey: 'uiAdminAppeals' },
  { path: '/campaign-requests', labelKey: 'uiAdminCampaignRequests' },
  { path: '/musicians', labelKey: 'uiAdminMusicians' },
  { path: '/invoices', labelKey: 'uiAdminInvoices' },
  { path: '/background-processes', labelKey: 'uiAdminBackgroundProcesses' },
  { path: '/fraud', labelKey: 'uiAdminFraudQueue' },
  { path: '/logout', labelKey: 'uiLogout' },
];

/** badges: something shown beside an entry, by its path (the fraud queue's count). */
export function AdminLayout({
  children,
  badges,
}: {
  children: ReactNode;
  badges?: Partial<Record<string, ReactNode>>;
}) {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const info = useUserInfo();
  const { pathname } = useLocation();
  const alerts = useAdminAlerts();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {/* on a phone the drawer is closed: a failed ledger check marks the button that opens it */}
            <Indicator color="red" size={9} disabled={!alerts.data?.ledger_check} hiddenFrom="sm">
              <Burger
                opened={mobileOpened}
                onClick={mobile.toggle}
                size="sm"
                aria-label={alerts.data?.ledger_check ? t('uiToggleNavigationFailed') : t('uiToggleNavigation')}
              />
            </Indicator>
            <Burger
              opened={desktopOpened}
              onClick={desktop.toggle}
              visibleFrom="sm"
              size="sm"
              aria-label={t('uiToggleNavigation')}
            />
            <Title order={2} fz="lg">
              {t('uiAdminPanel')}
            </Title>
          </Group>
          <Button
            component={Link}
            to={homePath(info?.user_type)}
            variant="light"
            size="xs"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('uiBackToApp')}
          </Button>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label={t('uiAdminNavigation')}>
        <AppShell.Section grow component={ScrollArea}>
          {ADMIN_ENTRIES.map((entry) => {
            const to = `${ADMIN_BASE}${entry.path}`;
            return (
              <NavLink
                key={entry.path}
                component={Link}
                to={to}
                label={t(entry.labelKey)}
                rightSection={
                  entry.path === '/appeals' ? (
                    <OpenAppealCount />
                  ) : entry.path === '/background-processes' ? (
                    <LedgerCheckBadge />
                  ) : (
                    badges?.[entry.path]
                  )
                }
                active={pathname === to}
                aria-current={pathname === to ? 'page' : undefined}
                onClick={mobile.close}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          })}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
