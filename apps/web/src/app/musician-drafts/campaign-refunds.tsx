// What went back of a musician's campaign payments, on the campaign's page: the unspent budget at its end (by the
// way chosen at checkout: a refund to the payment, a bank transfer, or a credit for the next campaign), or a payment
// that arrived late. Each with its amount, how it goes back and whether it is on its way.
import type { MessageKey } from '@hookline/shared/catalogue';
import { formatEur } from '@hookline/shared/money';
import type { BankTransferQueue, PaymentRefund } from '@hookline/shared/musician-campaigns';
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ListState } from '../../components/layout/list-state';
import { date } from '../../features/creator/format';
import { useCampaignRefunds } from '../../features/musician/api/drafts';
import { currentLocale, t } from '../../lib/i18n';

/** Why money went back, in words (a refund's reason); the admin's bank transfers list reads them too. */
export const REFUND_REASON: Record<BankTransferQueue['refunds'][number]['reason'], MessageKey> = {
  rejected: 'refundReasonRejected',
  late_payment: 'refundReasonLate',
  second_payment: 'refundReasonSecond',
  campaign_end: 'refundReasonEnd',
  dispute_lost: 'refundReasonDisputeLost',
  stripe_outside: 'refundReasonStripe',
};

const RAIL: Record<PaymentRefund['rail'], MessageKey> = {
  stripe: 'refundRailStripe',
  bank_transfer: 'refundRailBankTransfer',
  credit: 'refundRailCredit',
  chargeback: 'refundRailChargeback',
};

/** Shown once the campaign has ended (its refunds are asked for only then). */
export function CampaignRefunds({ campaignId, ended }: { campaignId: number; ended: boolean }) {
  const refunds = useCampaignRefunds(campaignId, ended);
  if (!ended) return null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="campaign-refunds">
      <Title order={2} fz="lg" mb="sm">
        {t('refundsTitle')}
      </Title>
      <ListState
        query={refunds}
        isEmpty={(items) => items.length === 0}
        loading={<Skeleton h={80} radius="lg" aria-busy="true" />}
        empty={
          <Text c="dimmed" fz="sm">
            {t('noRefundsYet')}
          </Text>
        }
      >
        {(items) => (
          <Stack gap="xs">
            {items.map((r) => (
              <Group key={r.id} justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0}>
                  <Text fz="sm" fw={600}>
                    {t(REFUND_REASON[r.reason])}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {date(r.created_at)} · {t(RAIL[r.rail])}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Text fw={700} data-testid="refund-amount">
                    {formatEur(r.amount_cents / 100, currentLocale())}
                  </Text>
                  {r.status === 'pending' && (
                    <Badge variant="light" color="blue">
                      {t('refundPendingNote')}
                    </Badge>
                  )}
                  {r.status === 'held' && (
                    <Badge variant="light" color="orange">
                      {t('refundHeldNote')}
                    </Badge>
                  )}
                  {r.status === 'dropped' && (
                    <Badge variant="light" color="gray">
                      {t('refundDroppedNote')}
                    </Badge>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </ListState>
    </Paper>
  );
}
