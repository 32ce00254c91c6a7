// One of the creator's bills: its number, state, period and amount, its lines on demand and its PDF.
import { billPeriodLabel } from '@hookline/shared/bills';
import { MSG } from '@hookline/shared/messages';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDownload } from '../../../lib/download';
import { downloadBill } from '../api/get-bills';
import type { Bill } from '../api/types';
import { date, eur } from '../format';
import { BillLines } from './bill-lines';

export function BillRow({ bill, creatorId }: { bill: Bill; creatorId: number }) {
  const { busy, start } = useDownload({ successMessage: MSG.invoiceDownloaded });
  const [open, setOpen] = useState(false);
  const download = () => start(() => downloadBill(creatorId, bill));
  return (
    <Paper withBorder radius="md" p="md" data-testid="bill-row">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700}>Bill {bill.number}</Text>
            <Badge color={STATUS[bill.status].color} variant="light" data-testid="bill-status">
              {STATUS[bill.status].label}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {bill.period_first_day
              ? billPeriodLabel(bill.period_first_day, bill.period_last_day)
              : `Issued ${date(bill.created_at)}`}
            {bill.paid_at ? ` · paid ${date(bill.paid_at)}` : ''}
          </Text>
        </Stack>
        <Group gap="md">
          <Text fw={800} fz="lg">
            {eur(bill.amount_eur)}
          </Text>
          <Button variant="subtle" size="sm" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Hide lines' : 'Show lines'}
          </Button>
          <Button
            variant="light"
            size="sm"
            loading={busy}
            onClick={download}
            aria-label={`Download PDF of bill ${bill.number}`}
          >
            Download PDF
          </Button>
        </Group>
      </Group>
      {open && <BillLines creatorId={creatorId} billId={bill.id} />}
    </Paper>
  );
}

export const STATUS = {
  open: { label: 'Open', color: 'blue' },
  processing: { label: 'Payment on its way', color: 'orange' },
  paid: { label: 'Paid', color: 'green' },
} as const;
