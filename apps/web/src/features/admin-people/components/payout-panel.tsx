// Payouts on the Invoices screen: a SEPA credit-transfer file for the selected bills, the batches waiting for the
// bank (marked paid whole, or by the bank's CSV of executed payments), and the yearly DAC7 export.
import { MSG } from '@hookline/shared/messages';
import { formatCount, formatEur } from '@hookline/shared/money';
import { Badge, Button, FileButton, Group, Paper, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/actions/confirm-button';
import { ListState } from '../../../components/layout/list-state';
import { errorMessage } from '../../../lib/api-client';
import { useDownload } from '../../../lib/download';
import { toast } from '../../../lib/toasts';
import { downloadDac7, downloadSepa, useCreateBatch, useMarkBatchPaid, usePayoutBatches } from '../api/payout-batches';
import type { Invoice } from '../api/types';
import { date } from './format';

export function CreateBatchBar({ selected, onDone }: { selected: Invoice[]; onDone: () => void }) {
  const create = useCreateBatch();
  const total = selected.reduce((s, b) => s + Math.round(b.amount_eur * 100), 0) / 100;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" data-testid="payout-selection">
          {selected.length === 0
            ? 'Select open bills of payable creators to pay them by SEPA credit transfer.'
            : `${formatCount(selected.length)} ${selected.length === 1 ? 'bill' : 'bills'} selected · ${formatEur(total)}`}
        </Text>
        <Button
          size="sm"
          disabled={selected.length === 0}
          loading={create.isPending}
          onClick={() =>
            create.mutate(
              selected.map((b) => b.id),
              {
                onSuccess: (answer) => {
                  toast.success(answer.message);
                  onDone();
                },
              },
            )
          }
        >
          Create SEPA file
        </Button>
      </Group>
    </Paper>
  );
}

function BatchActions({ batch }: { batch: { id: number; message_id: string; status: string } }) {
  const paid = useMarkBatchPaid();
  const onCsv = async (file: File | null) => {
    if (!file) return;
    paid.mutate({ batchId: batch.id, bankCsv: await file.text() }, { onSuccess: (a) => toast.success(a.message) });
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        onClick={() => void downloadSepa(batch).catch((e) => toast.error(errorMessage(e, MSG.downloadFailed)))}
      >
        SEPA file
      </Button>
      {batch.status === 'processing' && (
        <ConfirmButton
          label="Mark batch paid"
          variant="light"
          color="green"
          loading={paid.isPending}
          onConfirm={() => paid.mutate({ batchId: batch.id }, { onSuccess: (a) => toast.success(a.message) })}
        />
      )}
      {/* the bank's answer: a status report, a notification or a return (XML), or a CSV with a status column; a
          return can come after the batch was paid, so the upload stays */}
      <FileButton onChange={(f) => void onCsv(f)} accept=".csv,.xml,text/csv,text/plain,application/xml,text/xml">
        {(props) => (
          <Button size="xs" variant="subtle" {...props}>
            Upload bank file
          </Button>
        )}
      </FileButton>
    </Group>
  );
}

export function PayoutBatches() {
  const batches = usePayoutBatches();
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Payout batches
      </Title>
      <ListState
        query={batches}
        isEmpty={(data) => data.length === 0}
        loading={<Skeleton h={48} aria-label="Loading payout batches" />}
        empty={
          <Text size="sm" c="dimmed">
            No payout batches yet.
          </Text>
        }
      >
        {(data) => (
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="xs" aria-label="Payout batches" className="hl-table-cards">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Batch</Table.Th>
                  <Table.Th>Bills</Table.Th>
                  <Table.Th>Total</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((b) => (
                  <Table.Tr key={b.id} data-testid="batch-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }} data-label="Batch" data-key>
                      {b.message_id}
                    </Table.Td>
                    <Table.Td data-label="Bills">{formatCount(b.bill_count)}</Table.Td>
                    <Table.Td data-label="Total" data-key>
                      {formatEur(b.total_eur)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }} data-label="Created">
                      {date(b.created_at)}
                    </Table.Td>
                    <Table.Td miw={130} style={{ whiteSpace: 'nowrap' }} data-label="Status" data-key>
                      <Badge
                        color={b.status === 'paid' ? 'green' : 'orange'}
                        variant="light"
                        style={{ overflow: 'visible' }}
                      >
                        {b.status === 'paid' ? `Paid ${date(b.paid_at)}` : 'Processing'}
                      </Badge>
                    </Table.Td>
                    <Table.Td data-key>
                      <BatchActions batch={b} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListState>
    </Stack>
  );
}

export function Dac7Export() {
  const thisYear = new Date().getUTCFullYear();
  const [year, setYear] = useState(String(thisYear - 1));
  const { busy, start: download } = useDownload({
    successMessage: MSG.reportDownloaded,
    errorMessage: MSG.downloadFailed,
  });
  const years = Array.from({ length: 4 }, (_, i) => String(thisYear - i));
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label="DAC7 report of paid creators"
        data={years}
        value={year}
        onChange={(v) => setYear(v ?? year)}
        w={280}
        allowDeselect={false}
      />
      <Button variant="light" loading={busy} onClick={() => download(() => downloadDac7(Number(year)))}>
        Download CSV
      </Button>
    </Group>
  );
}
