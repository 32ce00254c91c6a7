// The musician's billing: GET/PUT /api/musician/billing-details and the Billing page's documents with their PDFs.
import type {
  BillingDetailsBody,
  BillingDocument,
  billingDetailsResponse,
  billingDetailsSaved,
  billingDocumentList,
} from '@hookline/shared/musician-billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const detailsKey = ['musician', 'billing-details'] as const;
const documentsKey = ['musician', 'billing-documents'] as const;

export const billingDetailsQueryOptions = () =>
  queryOptions({
    queryKey: detailsKey,
    queryFn: () => api.get<Answer<typeof billingDetailsResponse>>('/api/musician/billing-details').then((r) => r.data),
  });
export const useBillingDetails = () => useQuery(billingDetailsQueryOptions());
/** The details for a nudge beside another screen (none yet: "add them"): its failure is not that screen's news. */
export const useBillingDetailsQuietly = () => useQuery({ ...billingDetailsQueryOptions(), meta: { silent: true } });

export function useSaveBillingDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingDetailsBody) =>
      api.put<Answer<typeof billingDetailsSaved>>('/api/musician/billing-details', body),
    onSuccess: (r) => {
      client.setQueryData(detailsKey, r.data);
      // the price of a draft follows the details (its VAT)
      void client.invalidateQueries({ queryKey: ['musician'] });
    },
  });
}

export const useBillingDocuments = () =>
  useQuery({
    queryKey: documentsKey,
    queryFn: () =>
      api.get<Answer<typeof billingDocumentList>>('/api/musician/billing/documents').then((r) => r.data.items),
  });

export const documentFileName = (d: BillingDocument) =>
  `hookline-${d.kind.replace('_', '-')}-${d.number ?? `P${d.payment_id}`}.pdf`;

export const downloadDocument = (d: BillingDocument) => downloadFile(d.pdf_url, documentFileName(d));

/** The pro-forma of a payment not paid yet (a bank transfer pays against it). */
export const downloadProForma = (paymentId: number) =>
  downloadFile(`/api/musician/payments/${paymentId}/pro-forma`, `hookline-pro-forma-P${paymentId}.pdf`);
