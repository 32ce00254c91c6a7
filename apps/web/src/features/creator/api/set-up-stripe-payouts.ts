// POST /api/creators/{id}/payout-methods/stripe: the link to Stripe's hosted onboarding of the creator's account.

import type { stripeOnboardingResponse } from '@hookline/shared/payout-methods';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export const setUpStripePayouts = (creatorId: number) =>
  api
    .post<Answer<typeof stripeOnboardingResponse>>(`/api/creators/${creatorId}/payout-methods/stripe`)
    .then((r) => r.data);

/** Sends the browser to Stripe's onboarding; back on the payment settings, the webhook has made the creator payable. */
export function useSetUpStripePayouts(creatorId: number) {
  return useMutation({
    mutationFn: () => setUpStripePayouts(creatorId),
    onSuccess: (answer) => window.location.assign(answer.url),
  });
}
