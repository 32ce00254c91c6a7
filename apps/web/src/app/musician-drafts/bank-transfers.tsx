// The admin's bank transfers on Campaign Requests: musicians' transfers to mark received once they are on the
// platform's account (the payment's reference and amount shown), and refunds to send by bank transfer, marked sent
// once sent. Each asks for a confirmation first.

import type { MessageKey } from '@hookline/shared/catalogue';
import { formatEur } from '@hookline/shared/money';
import type { BankTransferQueue } from '@hookline/shared/musician-campaigns';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../components/actions/confirm-dialog';
import { ListState } from '../../components/layout/list-state';
import { errorMessage } from '../../lib/api-client';
import { currentLocale, t } from '../../lib/i18n';
import { toast } from '../../lib/toasts';
import { REFUND_REASON } from './campaign-refunds';
import { useBankTransferQueue, useMarkTransfer } from './review-api';

const euros = (cents: number) => formatEur(cents / 100, currentLocale());
type Kind = 'received' | 'sent';
type Pending = { kind: Kind; id: number; label: string } | null;
/** One row to act on: who, what (amount and reference or reason), and the button that marks it. */
type Row = { id: number; who: string; what: ReactNode; label: string };

/** What each list says and does: its title, its empty line, its rows' test id and button. */
type ListTexts = { title: MessageKey; empty: MessageKey; testId: string; action: MessageKey; light: boolean };
const TO_RECEIVE: ListTexts = {
  title: 'bankTransfersToReceive',
  empty: 'noBankTransfersWaiting',
  testId: 'transfer-to-receive',
  action: 'markReceived',
  light: false,
};
const TO_SEND: ListTexts = {
  title: 'refundsToSendTitle',
  empty: 'noRefundsToSend',
  testId: 'refund-to-send',
  action: 'markSent',
  light: true,
};
const LISTS: Record<Kind, ListTexts> = { received: TO_RECEIVE, sent: TO_SEND };

/** One list of the queue (transfers to receive, refunds to send): the same card, rows and button for both. */
function TransferList({ kind, rows, onMark }: { kind: Kind; rows: Row[]; onMark: (p: NonNullable<Pending>) => void }) {
  const list = LISTS[kind];
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t(list.title)}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t(list.empty)}
          </Text>
        ) : (
          rows.map((row) => (
            <Group key={row.id} justify="space-between" wrap="wrap" data-testid={list.testId}>
              <Stack gap={0}>
                <Text fw={600}>{row.who}</Text>
                <Text fz="sm">{row.what}</Text>
              </Stack>
              <Button
                size="xs"
                variant={list.light ? 'light' : 'filled'}
                onClick={() => onMark({ kind, id: row.id, label: row.label })}
              >
                {t(list.action)}
              </Button>
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}

const transferRows = (transfers: BankTransferQueue['transfers']): Row[] =>
  transfers.map((tr) => ({
    id: tr.payment_id,
    who: tr.musician.stage_name,
    what: (
      <>
        {euros(tr.amount_cents)} · {t('bankTransferReference')} <strong>{tr.reference}</strong>
      </>
    ),
    label: tr.reference,
  }));

const refundRows = (refunds: BankTransferQueue['refunds']): Row[] =>
  refunds.map((r) => ({
    id: r.id,
    who: r.musician.stage_name,
    what: `${euros(r.amount_cents)} · ${t(REFUND_REASON[r.reason])}`,
    label: euros(r.amount_cents),
  }));

export function BankTransfers() {
  const queue = useBankTransferQueue();
  const mark = useMarkTransfer();
  const [pending, setPending] = useState<Pending>(null);
  return (
    <ListState
      query={queue}
      isEmpty={() => false}
      loading={<Skeleton h={120} radius="lg" aria-busy="true" />}
      empty={null}
    >
      {({ transfers, refunds }) => (
        <Stack gap="md">
          <TransferList kind="received" rows={transferRows(transfers)} onMark={setPending} />
          <TransferList kind="sent" rows={refundRows(refunds)} onMark={setPending} />
          <ConfirmDialog
            opened={pending !== null}
            title={t(LISTS[pending?.kind ?? 'sent'].action)}
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
            <Text fz="sm">
              {pending?.kind === 'received' ? t('bankTransferReceiveConfirm') : t('refundSendConfirm')}
            </Text>
            <Text fz="sm" fw={600}>
              {pending?.label}
            </Text>
          </ConfirmDialog>
        </Stack>
      )}
    </ListState>
  );
}
