// GET /api/admin/bills (server-paged; 25, 50 or all a page) and GET /api/admin/bills/{id}/pdf.
import type { adminBillList, BillStatus } from '@hookline/shared/bills';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import type { Invoice } from './types';

export type InvoicePageSize = 25 | 50 | 'all';

export const getInvoices = (page: number, perPage: InvoicePageSize, status?: BillStatus) =>
  api
    .get<Answer<typeof adminBillList>>('/api/admin/bills', {
      query: { page: perPage === 'all' ? 1 : page, per_page: perPage, ...(status ? { status } : {}) },
    })
    .then((r) => r.data);

export const invoicesQueryKey = ['admin', 'invoices'] as const;

export const invoicesQueryOptions = (page: number, perPage: InvoicePageSize, status?: BillStatus) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, page, perPage, status ?? 'all'],
    queryFn: () => getInvoices(page, perPage, status),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (page: number, perPage: InvoicePageSize, status?: BillStatus) =>
  useQuery(invoicesQueryOptions(page, perPage, status));

export async function downloadInvoice(bill: Pick<Invoice, 'id' | 'number'>) {
  await downloadFile(`/api/admin/bills/${bill.id}/pdf`, `hookline-bill-${bill.number}.pdf`);
}
