// GET and PUT /api/creators/{id}/payment-settings: what a bill and a payout need; complete makes the creator payable.

import type { PaymentSettingsBody, paymentSettingsResponse, paymentSettingsSaved } from '@hookline/shared/bills';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { setUserInfo } from '../../../lib/client-state';

export const getPaymentSettings = (creatorId: number) =>
  api.get<Answer<typeof paymentSettingsResponse>>(`/api/creators/${creatorId}/payment-settings`).then((r) => r.data);

export const paymentSettingsQueryOptions = (creatorId: number) =>
  queryOptions({
    queryKey: ['creator', 'payment-settings', creatorId],
    queryFn: () => getPaymentSettings(creatorId),
  });

export const usePaymentSettings = (creatorId: number | undefined) =>
  useQuery({ ...paymentSettingsQueryOptions(creatorId ?? 0), enabled: Boolean(creatorId) });

export const updatePaymentSettings = (creatorId: number, body: PaymentSettingsBody) =>
  api.put<Answer<typeof paymentSettingsSaved>>(`/api/creators/${creatorId}/payment-settings`, body);

export function useUpdatePaymentSettings(creatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSettingsBody) => updatePaymentSettings(creatorId, body),
    // the form shows a wrong IBAN under its field
    meta: { silent: true },
    onSuccess: (answer) => {
      setUserInfo(answer.data);
      return queryClient.invalidateQueries({ queryKey: paymentSettingsQueryOptions(creatorId).queryKey });
    },
  });
}
