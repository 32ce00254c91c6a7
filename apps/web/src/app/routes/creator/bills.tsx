// /app/credits/bills: the creator's self-billing invoices (GET /api/creators/{id}/bills) with PDF download.
import { MSG } from '@hookline/shared/messages';
import { Badge, Button, Center, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/errors/load-error';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { BILLS_PAGE_SIZE, downloadBill, useBills } from '../../../features/creator/api/get-bills';
import type { Bill } from '../../../features/creator/api/types';
import { date, eur, periodLabel } from '../../../features/creator/format';
import { errorMessage } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/session';
import { toast } from '../../../lib/toasts';

function BillRow({ bill, creatorId }: { bill: Bill; creatorId: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadBill(creatorId, bill);
      toast.success(MSG.invoiceDownloaded);
    } catch (error) {
      toast.error(errorMessage(error, MSG.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="bill-row">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700}>Bill {bill.bill_number}</Text>
            <Badge color={bill.status === 'paid' ? 'green' : 'blue'} variant="light">
              {bill.status === 'paid' ? 'Paid' : 'Open'}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {bill.period_start ? periodLabel(bill.period_start, bill.period_end) : `Issued ${date(bill.created_at)}`}
            {bill.paid_at ? ` · paid ${date(bill.paid_at)}` : ''}
          </Text>
        </Stack>
        <Group gap="md">
          <Text fw={800} fz="lg">
            {eur(bill.amount_eur)}
          </Text>
          <Button
            variant="light"
            size="sm"
            loading={busy}
            onClick={() => void download()}
            aria-label={`Download PDF of bill ${bill.bill_number}`}
          >
            Download PDF
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

export default function BillsRoute() {
  const creatorId = useUserInfo()?.creator?.id ?? 0;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
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
        <Stack gap="sm" aria-busy="true" aria-label="Loading your bills">
          <Skeleton h={72} radius="md" />
          <Skeleton h={72} radius="md" />
        </Stack>
      ) : bills.isError ? (
        <LoadError error={bills.error} onRetry={() => void bills.refetch()} />
      ) : bills.data.items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={700}>No bills yet</Text>
          <Text c="dimmed" fz="sm">
            Your first bill appears at the start of the month after your first paid video.
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm">
          {bills.data.items.map((b) => (
            <BillRow key={b.id} bill={b} creatorId={creatorId} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Center>
          <Pagination total={pages} value={page} onChange={(p) => setParams({ page: String(p) }, { replace: true })} />
        </Center>
      )}
    </Stack>
  );
}
