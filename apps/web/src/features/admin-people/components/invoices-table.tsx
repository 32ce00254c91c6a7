// The invoices table (SPEC §2 "Invoices"): Invoice, Lastname, Tiktok username, Amount, date, Status, Download;
// an open bill can be marked paid (after a confirm).
import { MSG } from '@hookline/shared/messages';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/actions/confirm-button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toasts';
import { downloadInvoice } from '../api/get-invoices';
import { useMarkBillPaid } from '../api/mark-bill-paid';
import type { Invoice } from '../api/types';
import { date, eur } from './format';

export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Lastname</Table.Th>
            <Table.Th>Tiktok username</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>date</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Download</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((b) => (
            <InvoiceRow key={b.id} invoice={b} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function InvoiceRow({ invoice: b }: { invoice: Invoice }) {
  const [busy, setBusy] = useState(false);
  const pay = useMarkBillPaid();
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoice(b);
      toast.success(MSG.invoiceDownloaded);
    } catch (error) {
      toast.error(errorMessage(error, MSG.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Table.Tr data-testid="invoice-row">
      <Table.Td fw={600}>{b.bill_number}</Table.Td>
      <Table.Td>{b.user.last_name ?? '-'}</Table.Td>
      <Table.Td>{b.creator.tiktok_username ?? '-'}</Table.Td>
      <Table.Td>{eur(b.amount_eur)}</Table.Td>
      <Table.Td>{date(b.created_at)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Badge color={b.status === 'paid' ? 'green' : 'blue'} variant="light">
            {b.status === 'paid' ? 'Paid' : 'Open'}
          </Badge>
          {b.status === 'open' && (
            <ConfirmButton
              label="Mark paid"
              variant="subtle"
              loading={pay.isPending}
              onConfirm={() => pay.mutate(b.id, { onSuccess: (a) => toast.success(a.message) })}
            />
          )}
          {b.status === 'paid' && b.paid_at && (
            <Text size="xs" c="dimmed">
              {date(b.paid_at)}
            </Text>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          loading={busy}
          onClick={() => void download()}
          aria-label={`Download invoice ${b.bill_number}`}
        >
          Download
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
