// Invoices: which columns a phone card shows first, and why a bill cannot be selected for a payout.
import { adminBillSchema } from '@hookline/shared/bills';
import { MSG } from '@hookline/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { served } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { InvoicesTable } from './invoices-table';

const bill = (id: number, payable: boolean) =>
  served(adminBillSchema, {
    id,
    bill_number: id,
    number: `2026-0000${id}`,
    amount_eur: 1234.5,
    status: 'open',
    period_first_day: null,
    period_last_day: null,
    period_start: null,
    period_end: null,
    created_at: '2026-11-01T10:00:00.000Z',
    paid_at: null,
    payout_batch_id: null,
    return_reason: null,
    returned_at: null,
    user: { last_name: 'Biller' },
    creator: { tiktok_username: `biller_${id}`, is_payable: payable },
  });

describe('InvoicesTable', () => {
  it('shows a returned bill as Returned with the bank reason in words, selectable for a later batch', () => {
    const returned = {
      ...bill(3, true),
      status: 'returned' as const,
      return_reason: 'AC04',
      returned_at: '2026-11-20T10:00:00.000Z',
    };
    renderWithProviders(<InvoicesTable invoices={[returned]} selected={new Set()} onToggle={() => {}} />);
    const row = screen.getByTestId('invoice-row');
    expect(within(row).getByTestId('invoice-status').textContent).toBe('Returned');
    expect(within(row).getByTestId('invoice-return-reason').textContent).toBe('AC04 closed account');
    const box = within(row).getByRole('checkbox', { name: 'Select invoice 2026-00003 for payout' });
    expect((box as HTMLInputElement).disabled).toBe(false);
  });

  it('says why the checkbox of a creator who cannot be paid yet is disabled', async () => {
    renderWithProviders(
      <InvoicesTable invoices={[bill(1, false), bill(2, true)]} selected={new Set()} onToggle={() => {}} />,
    );
    const [blocked, payable] = screen.getAllByTestId('invoice-row') as [HTMLElement, HTMLElement];
    const box = within(blocked).getByRole('checkbox', { name: 'Select invoice 2026-00001 for payout' });
    expect((box as HTMLInputElement).disabled).toBe(true);
    // in words beside the status, and in the checkbox's tooltip
    expect(within(blocked).getByTestId('invoice-not-payable').textContent).toBe(MSG.whyNotPayableYet);
    await userEvent.setup().hover(within(blocked).getByTestId('why-disabled'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(MSG.whyNotPayableYet);
    expect((within(payable).getByRole('checkbox') as HTMLInputElement).disabled).toBe(false);
    expect(within(payable).queryByTestId('invoice-not-payable')).toBeNull();
  });

  it('names every cell for the phone card and marks Amount, Status and Download as its first lines', () => {
    renderWithProviders(<InvoicesTable invoices={[bill(1, true)]} selected={new Set()} onToggle={() => {}} />);
    expect(screen.getByRole('table', { name: 'Invoices' }).classList.contains('hl-table-cards')).toBe(true);
    const cells = [...screen.getByTestId('invoice-row').querySelectorAll('td')];
    const labels = cells.map((td) => td.dataset.label ?? '');
    expect(labels).toEqual(['', 'Invoice', 'Lastname', 'Tiktok username', 'Amount', 'date', 'Status', 'Download']);
    const first = cells.filter((td) => td.hasAttribute('data-key')).map((td) => td.dataset.label);
    expect(first).toEqual([undefined, 'Invoice', 'Amount', 'Status', 'Download']);
    expect(cells[4]?.textContent).toBe('€1,234.50');
  });
});
