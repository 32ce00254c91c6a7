// The invoices table: Invoice, Lastname, Tiktok username, Amount, date, Status, Download;
// open bills of payable creators can be selected for a SEPA payout batch, or marked paid by hand (after a confirm).
// On a phone each row is a card (styles.css .hl-table-cards) with the invoice, Amount, Status and Download first.
import { returnReasonText } from '@hookline/shared/bills';
import { MSG } from '@hookline/shared/messages';
import { Badge, Button, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { ConfirmButton } from '../../../components/actions/confirm-button';
import { WhyDisabled } from '../../../components/actions/why-disabled';
import { useDownload } from '../../../lib/download';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { downloadInvoice } from '../api/get-invoices';
import { useMarkBillPaid } from '../api/mark-bill-paid';
import type { Invoice } from '../api/types';
import { date, eur } from './format';

type Selection = { selected: Set<number>; onToggle: (bill: Invoice) => void };

export const selectable = (b: Invoice) => (b.status === 'open' || b.status === 'returned') && b.creator.is_payable;

const STATUS = {
  open: { label: 'Open', color: 'blue' },
  processing: { label: 'Processing', color: 'orange' },
  paid: { label: 'Paid', color: 'green' },
  returned: { label: 'Returned', color: 'red' },
} as const;

export function InvoicesTable({ invoices, selected, onToggle }: { invoices: Invoice[] } & Selection) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Invoices" className="hl-table-cards">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <VisuallyHidden>Pay</VisuallyHidden>
            </Table.Th>
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
            <InvoiceRow key={b.id} invoice={b} selected={selected} onToggle={onToggle} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function InvoiceRow({ invoice: b, selected, onToggle }: { invoice: Invoice } & Selection) {
  const { busy, start } = useDownload({ successMessage: MSG.invoiceDownloaded });
  const pay = useMarkBillPaid();
  const download = () => start(() => downloadInvoice(b));
  return (
    <Table.Tr data-testid="invoice-row">
      <Table.Td data-key>
        {(b.status === 'open' || b.status === 'returned') && (
          <WhyDisabled reason={!b.creator.is_payable && MSG.whyNotPayableYet}>
            <Checkbox
              aria-label={`Select invoice ${b.number} for payout`}
              checked={selected.has(b.id)}
              disabled={!selectable(b)}
              onChange={() => onToggle(b)}
            />
          </WhyDisabled>
        )}
      </Table.Td>
      <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }} data-label="Invoice" data-key>
        {b.number}
      </Table.Td>
      <Table.Td data-label="Lastname">{b.user.last_name ?? '-'}</Table.Td>
      <Table.Td data-label="Tiktok username">{b.creator.tiktok_username ?? '-'}</Table.Td>
      <Table.Td data-label="Amount" data-key>
        {eur(b.amount_eur)}
      </Table.Td>
      <Table.Td data-label="date" style={{ whiteSpace: 'nowrap' }}>
        {date(b.created_at)}
      </Table.Td>
      <Table.Td data-label="Status" data-key>
        <Stack gap={4}>
          <Group gap="xs" wrap="wrap">
            <Badge color={STATUS[b.status].color} variant="light" data-testid="invoice-status">
              {STATUS[b.status].label}
            </Badge>
            {b.status === 'returned' && (
              <Text size="xs" c="red" data-testid="invoice-return-reason">
                {returnReasonText(t, b.return_reason)}
              </Text>
            )}
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
          {(b.status === 'open' || b.status === 'returned') && !b.creator.is_payable && (
            <Text size="xs" c="dimmed" data-testid="invoice-not-payable">
              {MSG.whyNotPayableYet}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td data-label="Download" data-key>
        <Button size="xs" variant="light" loading={busy} onClick={download} aria-label={`Download invoice ${b.number}`}>
          Download
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
