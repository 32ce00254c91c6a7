// /app/credits/bills: the creator's self-billing invoices (GET /api/creators/{id}/bills) with PDF download.
import { billPeriodLabel } from '@hookline/shared/bills';
import { MSG } from '@hookline/shared/messages';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../../components/errors/load-error';
import { ListPages } from '../../../components/layout/list-pages';
import { EmptyList, RowsLoading } from '../../../components/layout/list-states';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { BILLS_PAGE_SIZE, downloadBill, useBills } from '../../../features/creator/api/get-bills';
import type { Bill } from '../../../features/creator/api/types';
import { BillLines } from '../../../features/creator/components/bill-lines';
import { date, eur } from '../../../features/creator/format';
import { useDownload } from '../../../lib/download';
import { useUserInfo } from '../../../lib/session';
import { usePageParam } from '../../../lib/use-query-params';

function BillRow({ bill, creatorId }: { bill: Bill; creatorId: number }) {
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

const STATUS = {
  open: { label: 'Open', color: 'blue' },
  processing: { label: 'Payment on its way', color: 'orange' },
  paid: { label: 'Paid', color: 'green' },
} as const;

export default function BillsRoute() {
  const creatorId = useUserInfo()?.creator?.id ?? 0;
  const [page, setPage] = usePageParam();
  const bills = useBills(creatorId, page);
  const pages = Math.ceil((bills.data?._meta.total_items ?? 0) / BILLS_PAGE_SIZE);

  return (
    <Stack gap="lg">
      <ScreenHeader title="Bills" back={{ to: '/app/credits', label: 'Credits' }} />
      <Text c="dimmed" fz="sm">
        At the start of each month we bill your earnings of the month before on your behalf (self-billing) and pay them
        to the account in your payment settings.
      </Text>
      {bills.isPending ? (
        <RowsLoading label="Loading your bills" />
      ) : bills.isError ? (
        <LoadError error={bills.error} onRetry={() => void bills.refetch()} />
      ) : bills.data.items.length === 0 ? (
        <EmptyList title="No bills yet">
          Your first bill appears at the start of the month after your first paid video.
        </EmptyList>
      ) : (
        <Stack gap="sm">
          {bills.data.items.map((b) => (
            <BillRow key={b.id} bill={b} creatorId={creatorId} />
          ))}
        </Stack>
      )}
      <ListPages pages={pages} value={page} onChange={setPage} />
    </Stack>
  );
}
