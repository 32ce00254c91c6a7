// One of the creator's bills: its number, state, period and amount, its lines on demand and its PDF.
import { billPeriodLabel, returnReasonText } from '@hookline/shared/bills';
import type { MessageKey } from '@hookline/shared/catalogue';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDownload } from '../../../lib/download';
import { t } from '../../../lib/i18n';
import { downloadBill } from '../api/get-bills';
import type { Bill } from '../api/types';
import { date, eur } from '../format';
import { BillLines } from './bill-lines';

/** A bill's state: its label's catalogue key and its badge colour. */
export const STATUS: Record<Bill['status'], readonly [label: MessageKey, color: string]> = {
  open: ['crBillOpen', 'blue'],
  processing: ['crBillProcessing', 'orange'],
  paid: ['crBillPaid', 'green'],
  returned: ['billReturnedLabel', 'red'],
};

export function BillRow({ bill, creatorId }: { bill: Bill; creatorId: number }) {
  const { busy, start } = useDownload({ successMessage: t('invoiceDownloaded') });
  const [open, setOpen] = useState(false);
  const download = () => start(() => downloadBill(creatorId, bill));
  return (
    <Paper withBorder radius="md" p="md" data-testid="bill-row">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700}>{t('crBillTitle', { number: bill.number })}</Text>
            <Badge color={STATUS[bill.status][1]} variant="light" data-testid="bill-status">
              {t(STATUS[bill.status][0])}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {bill.period_first_day
              ? billPeriodLabel(t, bill.period_first_day, bill.period_last_day)
              : t('crBillIssued', { date: date(bill.created_at) })}
            {bill.paid_at && bill.status === 'paid' ? ` · ${t('crBillPaidOn', { date: date(bill.paid_at) })}` : ''}
          </Text>
          {bill.status === 'returned' && (
            <Text fz="sm" c="red" data-testid="bill-return-reason">
              {t('billReturnedReason', { reason: returnReasonText(t, bill.return_reason) })}
            </Text>
          )}
        </Stack>
        <Group gap="md">
          <Text fw={800} fz="lg">
            {eur(bill.amount_eur)}
          </Text>
          <Button variant="subtle" size="sm" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? t('crBillHideLines') : t('crBillShowLines')}
          </Button>
          <Button
            variant="light"
            size="sm"
            loading={busy}
            onClick={download}
            aria-label={t('crBillDownloadLabel', { number: bill.number })}
          >
            {t('crBillDownload')}
          </Button>
        </Group>
      </Group>
      {open && <BillLines creatorId={creatorId} billId={bill.id} />}
    </Paper>
  );
}
