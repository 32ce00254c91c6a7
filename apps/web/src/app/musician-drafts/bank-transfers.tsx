// The admin's bank transfers on Campaign Requests: musicians' transfers to mark received once they are on the
// platform's account (the payment's reference and amount shown), and refunds to send by bank transfer, marked sent
// once sent. Each asks for a confirmation first.
import { MSG } from '@hookline/shared/messages';
import { formatEur } from '@hookline/shared/money';
import type { BankTransferQueue } from '@hookline/shared/musician-campaigns';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/actions/confirm-dialog';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toasts';
import { useBankTransferQueue, useMarkTransfer } from './review-api';

const euros = (cents: number) => formatEur(cents / 100);
export const REFUND_REASON: Record<BankTransferQueue['refunds'][number]['reason'], string> = {
  rejected: MSG.refundReasonRejected,
  late_payment: MSG.refundReasonLate,
  second_payment: MSG.refundReasonSecond,
  campaign_end: MSG.refundReasonEnd,
};

type Pending = { kind: 'received' | 'sent'; id: number; label: string } | null;

export function BankTransfers() {
  const queue = useBankTransferQueue();
  const mark = useMarkTransfer();
  const [pending, setPending] = useState<Pending>(null);
  if (queue.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(queue.error, MSG.somethingWentWrong)}
      </Alert>
    );
  if (!queue.data) return <Skeleton h={120} radius="lg" aria-busy="true" />;
  const { transfers, refunds } = queue.data;
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {MSG.bankTransfersToReceive}
          </Title>
          {transfers.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {MSG.noBankTransfersWaiting}
            </Text>
          ) : (
            transfers.map((t) => (
              <Group key={t.payment_id} justify="space-between" wrap="wrap" data-testid="transfer-to-receive">
                <Stack gap={0}>
                  <Text fw={600}>{t.musician.stage_name}</Text>
                  <Text fz="sm">
                    {euros(t.amount_cents)} · {MSG.bankTransferReference} <strong>{t.reference}</strong>
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  onClick={() => setPending({ kind: 'received', id: t.payment_id, label: t.reference })}
                >
                  {MSG.markReceived}
                </Button>
              </Group>
            ))
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {MSG.refundsToSendTitle}
          </Title>
          {refunds.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {MSG.noRefundsToSend}
            </Text>
          ) : (
            refunds.map((r) => (
              <Group key={r.id} justify="space-between" wrap="wrap" data-testid="refund-to-send">
                <Stack gap={0}>
                  <Text fw={600}>{r.musician.stage_name}</Text>
                  <Text fz="sm">
                    {euros(r.amount_cents)} · {REFUND_REASON[r.reason]}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setPending({ kind: 'sent', id: r.id, label: euros(r.amount_cents) })}
                >
                  {MSG.markSent}
                </Button>
              </Group>
            ))
          )}
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.kind === 'received' ? MSG.markReceived : MSG.markSent}
        loading={mark.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          mark.mutate(
            { kind: pending.kind, id: pending.id },
            {
              onSuccess: (r) => {
                toast.success(r.message);
                setPending(null);
              },
              onError: (e) => {
                toast.error(errorMessage(e, MSG.somethingWentWrong));
                setPending(null);
              },
            },
          );
        }}
      >
        <Text fz="sm">{pending?.kind === 'received' ? MSG.bankTransferReceiveConfirm : MSG.refundSendConfirm}</Text>
        <Text fz="sm" fw={600}>
          {pending?.label}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
