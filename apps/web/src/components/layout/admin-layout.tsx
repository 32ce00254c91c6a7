// The admin area's frame: a top bar titled 'Admin Panel' with a way back to the user's
// home, and a collapsible side drawer with the admin entries.
import { homePath } from '@hookline/shared/constants';
import { AppShell, Burger, Button, Group, Indicator, NavLink, ScrollArea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useUserInfo } from '../../lib/session';
import { IconArrowLeft } from '../icons/icons';
import { LedgerCheckBadge, useAdminAlerts } from './admin-alerts';
import { OpenAppealCount } from './open-appeal-count';

export const ADMIN_BASE = '/admin';

export const ADMIN_ENTRIES = [
  { path: '/create-campaign', label: 'Create Campaign' },
  { path: '/create-musician', label: 'Create Musician' },
  { path: '/campaigns/active', label: 'Active Campaigns' },
  { path: '/campaigns/archived', label: 'Archived Campaigns' },
  { path: '/creators', label: 'Creators' },
  { path: '/appeals', label: 'Appeals' },
  { path: '/campaign-requests', label: 'Campaign Requests' },
  { path: '/musicians', label: 'Musicians' },
  { path: '/invoices', label: 'Invoices' },
  { path: '/background-processes', label: 'Background Processes' },
  { path: '/fraud', label: 'Fraud Queue' },
  { path: '/logout', label: 'Logout' },
] as const;

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
                aria-label={
                  alerts.data?.ledger_check ? 'Toggle navigation (the ledger check failed)' : 'Toggle navigation'
                }
              />
            </Indicator>
            <Burger
              opened={desktopOpened}
              onClick={desktop.toggle}
              visibleFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Title order={2} fz="lg">
              Admin Panel
            </Title>
          </Group>
          <Button
            component={Link}
            to={homePath(info?.user_type)}
            variant="light"
            size="xs"
            leftSection={<IconArrowLeft size={16} />}
          >
            Back to app
          </Button>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label="Admin navigation">
        <AppShell.Section grow component={ScrollArea}>
          {ADMIN_ENTRIES.map((entry) => {
            const to = `${ADMIN_BASE}${entry.path}`;
            return (
              <NavLink
                key={entry.path}
                component={Link}
                to={to}
                label={entry.label}
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
