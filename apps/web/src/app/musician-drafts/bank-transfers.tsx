// The admin's bank transfers on Campaign Requests: musicians' transfers to mark received once they are on the
// platform's account (the payment's reference and amount shown), and refunds to send by bank transfer, marked sent
// once sent. Each asks for a confirmation first.

import type { MessageKey } from '@hookline/shared/catalogue';
import { formatEur } from '@hookline/shared/money';
import type { BankTransferQueue } from '@hookline/shared/musician-campaigns';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/actions/confirm-dialog';
import { errorMessage } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toasts';
import { useBankTransferQueue, useMarkTransfer } from './review-api';

const euros = (cents: number) => formatEur(cents / 100);
export const REFUND_REASON: Record<BankTransferQueue['refunds'][number]['reason'], MessageKey> = {
  rejected: 'refundReasonRejected',
  late_payment: 'refundReasonLate',
  second_payment: 'refundReasonSecond',
  campaign_end: 'refundReasonEnd',
};

type Pending = { kind: 'received' | 'sent'; id: number; label: string } | null;

export function BankTransfers() {
  const queue = useBankTransferQueue();
  const mark = useMarkTransfer();
  const [pending, setPending] = useState<Pending>(null);
  if (queue.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(queue.error, t('somethingWentWrong'))}
      </Alert>
    );
  if (!queue.data) return <Skeleton h={120} radius="lg" aria-busy="true" />;
  const { transfers, refunds } = queue.data;
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('bankTransfersToReceive')}
          </Title>
          {transfers.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {t('noBankTransfersWaiting')}
            </Text>
          ) : (
            transfers.map((tr) => (
              <Group key={tr.payment_id} justify="space-between" wrap="wrap" data-testid="transfer-to-receive">
                <Stack gap={0}>
                  <Text fw={600}>{tr.musician.stage_name}</Text>
                  <Text fz="sm">
                    {euros(tr.amount_cents)} · {t('bankTransferReference')} <strong>{tr.reference}</strong>
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  onClick={() => setPending({ kind: 'received', id: tr.payment_id, label: tr.reference })}
                >
                  {t('markReceived')}
                </Button>
              </Group>
            ))
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('refundsToSendTitle')}
          </Title>
          {refunds.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {t('noRefundsToSend')}
            </Text>
          ) : (
            refunds.map((r) => (
              <Group key={r.id} justify="space-between" wrap="wrap" data-testid="refund-to-send">
                <Stack gap={0}>
                  <Text fw={600}>{r.musician.stage_name}</Text>
                  <Text fz="sm">
                    {euros(r.amount_cents)} · {t(REFUND_REASON[r.reason])}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setPending({ kind: 'sent', id: r.id, label: euros(r.amount_cents) })}
                >
                  {t('markSent')}
                </Button>
              </Group>
            ))
          )}
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.kind === 'received' ? t('markReceived') : t('markSent')}
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
                toast.error(errorMessage(e, t('somethingWentWrong')));
                setPending(null);
              },
            },
          );
        }}
      >
        <Text fz="sm">{pending?.kind === 'received' ? t('bankTransferReceiveConfirm') : t('refundSendConfirm')}</Text>
        <Text fz="sm" fw={600}>
          {pending?.label}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
