// The admin's campaign card: funded, spent, reserved and refunded, as GET /api/admin/campaigns/{id}/money counts them.
import { MSG } from '@hookline/shared/messages';
import { formatEur } from '@hookline/shared/money';
import type { campaignMoneyAnswer } from '@hookline/shared/musician-billing';
import { Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Answer, api, errorMessage } from '../../../lib/api-client';
import { currentLocale, t } from '../../../lib/i18n';
import { adminCampaignsKey } from '../../../lib/query-keys';
import { formatDay } from '../../../lib/zoned-time';

export function CampaignMoney({ campaignId }: { campaignId: number }) {
  const money = useQuery({
    queryKey: [...adminCampaignsKey, campaignId, 'money'],
    queryFn: () =>
      api.get<Answer<typeof campaignMoneyAnswer>>(`/api/admin/campaigns/${campaignId}/money`).then((r) => r.data),
  });
  if (money.isPending) return <Skeleton h={20} w={320} aria-label="Loading the campaign's money" />;
  if (money.isError)
    return (
      <Text size="sm" c="red">
        {errorMessage(money.error, MSG.campaignMoneyLoadError)}
      </Text>
    );
  const m = money.data;
  return (
    <Group gap="lg" wrap="wrap" data-testid="campaign-money">
      <Text size="sm">Funded: {formatEur(m.funded_eur)}</Text>
      <Text size="sm">Spent: {formatEur(m.budget_spent_eur)}</Text>
      <Text size="sm">Reserved: {formatEur(m.budget_reserved_eur)}</Text>
      <Text size="sm">Refunded: {formatEur(m.budget_refunded_eur)}</Text>
      {m.held && (
        <Text size="sm" c="red" fw={600} data-testid="campaign-disputed">
          {m.dispute_due_by
            ? t('adminDisputeOpen', { date: formatDay(m.dispute_due_by, currentLocale()) })
            : t('campaignOnHold')}
        </Text>
      )}
    </Group>
  );
}
