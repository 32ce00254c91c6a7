// What went back of a musician's campaign payments, on the campaign's page: the unspent budget at its end (by the
// way chosen at checkout: a refund to the payment, a bank transfer, or a credit for the next campaign), or a payment
// that arrived late. Each with its amount, how it goes back and whether it is on its way.
import { MSG } from '@hookline/shared/messages';
import { formatEur } from '@hookline/shared/money';
import type { PaymentRefund } from '@hookline/shared/musician-campaigns';
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { date } from '../../features/creator/format';
import { useCampaignRefunds } from '../../features/musician/api/drafts';
import { REFUND_REASON } from './bank-transfers';

const RAIL: Record<PaymentRefund['rail'], string> = {
  stripe: MSG.refundRailStripe,
  bank_transfer: MSG.refundRailBankTransfer,
  credit: MSG.refundRailCredit,
};

export function CampaignRefunds({ campaignId, ended }: { campaignId: number; ended: boolean }) {
  const refunds = useCampaignRefunds(campaignId);
  if (refunds.isError) return null;
  if (!refunds.data) return ended ? <Skeleton h={80} radius="lg" aria-busy="true" /> : null;
  if (refunds.data.length === 0 && !ended) return null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="campaign-refunds">
      <Title order={2} fz="lg" mb="sm">
        {MSG.refundsTitle}
      </Title>
      {refunds.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {MSG.noRefundsYet}
        </Text>
      ) : (
        <Stack gap="xs">
          {refunds.data.map((r) => (
            <Group key={r.id} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fz="sm" fw={600}>
                  {REFUND_REASON[r.reason]}
                </Text>
                <Text fz="xs" c="dimmed">
                  {date(r.created_at)} · {RAIL[r.rail]}
                </Text>
              </Stack>
              <Group gap="xs">
                <Text fw={700} data-testid="refund-amount">
                  {formatEur(r.amount_cents / 100)}
                </Text>
                {r.status === 'pending' && (
                  <Badge variant="light" color="blue">
                    {MSG.refundPendingNote}
                  </Badge>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
