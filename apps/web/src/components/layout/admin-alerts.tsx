// What admins must see from every screen (GET /api/schedule/alerts): a failed ledger check, as a badge beside the
// drawer's Background Processes entry and as an alert with its differences on that page, until a check passes.
import { PLATFORM_NAMES } from '@hookline/shared/platforms';
import type { adminAlerts, LedgerCheckAlert, PlatformQuotaAlert } from '@hookline/shared/scheduled-tasks';
import { Alert, Badge, List, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { type Answer, api } from '../../lib/api-client';
import { t } from '../../lib/i18n';

// under ['admin'], so the Background Processes page's refresh (which refreshes ['admin']) refreshes the badge too
export const adminAlertsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'alerts'],
    queryFn: () => api.get<Answer<typeof adminAlerts>>('/api/schedule/alerts').then((r) => r.data),
    meta: { silent: true },
    refetchInterval: 5 * 60_000,
  });

export const useAdminAlerts = () => useQuery(adminAlertsQueryOptions());

export function LedgerCheckBadge() {
  const alerts = useAdminAlerts();
  if (!alerts.data?.ledger_check) return null;
  return (
    <Badge size="sm" color="red" data-testid="ledger-check-badge" aria-label={t('uiLedgerCheckFailed')}>
      {t('uiCheckFailed')}
    </Badge>
  );
}

export function LedgerCheckPanel({ alert }: { alert: LedgerCheckAlert }) {
  const n = alert.differences;
  return (
    <Alert color="red" variant="light" title={t('uiLedgerCheckFailed')} data-testid="ledger-check-alert">
      <Text fz="sm">
        {t(n === 1 ? 'uiLedgerCheckFoundOne' : 'uiLedgerCheckFoundMany', {
          job: alert.job_id,
          date: dayjs(alert.failed_at).format('D MMM YYYY, HH:mm'),
          n,
        })}
      </Text>
      {alert.details.length > 0 && (
        <List size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
          {alert.details.map((d) => (
            <List.Item key={d}>{d}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** A platform whose quota ran out in the latest stats run: its videos wait until the quota comes back. */
export function PlatformQuotaPanel({ alert }: { alert: PlatformQuotaAlert }) {
  const name = PLATFORM_NAMES[alert.platform];
  const one = alert.waiting === 1;
  const body = alert.resets_at
    ? t(one ? 'quotaWaitingOneUntil' : 'quotaWaitingManyUntil', {
        waiting: alert.waiting,
        resetsAt: dayjs(alert.resets_at).format('D MMM YYYY, HH:mm'),
      })
    : t(one ? 'quotaWaitingOne' : 'quotaWaitingMany', { waiting: alert.waiting });
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('quotaSpentTitle', { platform: name })}
      data-testid="platform-quota-alert"
    >
      <Text fz="sm">{body}</Text>
    </Alert>
  );
}
