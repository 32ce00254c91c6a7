// /admin/invoices: the creators' bills, paged by the server; 25, 50 or All a page
// (default 25). Page and page size live in the query string. Selected open bills are paid by a SEPA batch.

import { BILL_STATUSES, type BillStatus } from '@hookline/shared/bills';
import { INVOICE_PAGE_OPTIONS, PAGE_SIZES } from '@hookline/shared/constants';
import { formatCount } from '@hookline/shared/money';
import { Divider, Group, Paper, SegmentedControl, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ListPages } from '../../../components/layout/list-pages';
import { ListState } from '../../../components/layout/list-state';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { type InvoicePageSize, useInvoices } from '../../../features/admin-people/api/get-invoices';
import type { Invoice } from '../../../features/admin-people/api/types';
import { InvoicesTable, selectable } from '../../../features/admin-people/components/invoices-table';
import { CreateBatchBar, Dac7Export, PayoutBatches } from '../../../features/admin-people/components/payout-panel';
import { pageOf, useQueryParams } from '../../../lib/use-query-params';

const toSize = (option: string | null): InvoicePageSize =>
  option === 'All' || option === 'all' ? 'all' : option === '50' ? 50 : PAGE_SIZES.invoicesDefault;

export default function InvoicesRoute() {
  const [params, setParam] = useQueryParams();
  const perPage = toSize(params.get('per_page'));
  const page = perPage === 'all' ? 1 : pageOf(params);
  const statusParam = params.get('status');
  const status = BILL_STATUSES.find((x) => x === statusParam) as BillStatus | undefined;
  const query = useInvoices(page, perPage, status);
  const total = query.data?._meta.total_items ?? 0;
  const pages = perPage === 'all' ? 1 : Math.ceil(total / perPage);
  const [selected, setSelected] = useState<Map<number, Invoice>>(new Map());
  const toggle = (b: Invoice) =>
    setSelected((old) => {
      const next = new Map(old);
      if (next.has(b.id)) next.delete(b.id);
      else if (selectable(b)) next.set(b.id, b);
      return next;
    });

  return (
    <Stack>
      <ScreenHeader title="Invoices" />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="invoices-total">
          {query.data ? `${formatCount(total)} ${total === 1 ? 'invoice' : 'invoices'}` : ' '}
        </Text>
        <Group gap="xs">
          <Select
            aria-label="Status"
            data-testid="invoice-status-filter"
            size="xs"
            w={150}
            data={[
              { value: 'all', label: 'All statuses' },
              { value: 'open', label: 'Open' },
              { value: 'processing', label: 'Processing' },
              { value: 'paid', label: 'Paid' },
              { value: 'returned', label: 'Returned' },
            ]}
            value={status ?? 'all'}
            allowDeselect={false}
            onChange={(v) => setParam({ status: !v || v === 'all' ? null : v, page: null })}
          />
          <Text size="sm" id="invoice-page-size-label">
            Rows per page
          </Text>
          <SegmentedControl
            aria-labelledby="invoice-page-size-label"
            data-testid="invoice-page-size"
            size="xs"
            data={[...INVOICE_PAGE_OPTIONS]}
            value={perPage === 'all' ? 'All' : String(perPage)}
            onChange={(v) => setParam({ per_page: v === '25' ? null : v.toLowerCase(), page: null })}
          />
        </Group>
      </Group>
      <ListState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        loading={
          <Stack gap={6} aria-busy="true" aria-label="Loading invoices">
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        }
        empty={
          <Paper withBorder p="xl" radius="md" ta="center">
            <Text fw={600}>No invoices yet</Text>
            <Text size="sm" c="dimmed">
              Bills are generated at the start of each month for the creators' earnings of the month before.
            </Text>
          </Paper>
        }
      >
        {(data) => (
          <>
            <CreateBatchBar selected={[...selected.values()]} onDone={() => setSelected(new Map())} />
            <InvoicesTable invoices={data.items} selected={new Set(selected.keys())} onToggle={toggle} />
          </>
        )}
      </ListState>
      <ListPages pages={pages} value={page} siblings={2} onChange={(p) => setParam({ page: String(p) })} />
      <Divider />
      <PayoutBatches />
      <Divider />
      <Dac7Export />
    </Stack>
  );
}
