// What a draft costs, line by line, before paying (issue 46 item 2), and Pay by card: Stripe Checkout's hosted
// page (the simulator's outside production) takes the payment and comes back to /app/musician-campaigns.

import { formatEur } from '@hookline/shared/money';
import type { DraftPrice } from '@hookline/shared/musician-campaigns';
import { Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDraftPrice, useStartCheckout } from '../../features/musician/api/drafts';

const euros = (cents: number) => formatEur(cents / 100);

export function PriceLines({ price }: { price: DraftPrice }) {
  const lines = [
    ['Budget (what creators can earn)', price.budget_cents],
    [`Service fee (${price.fee_percent} %, at least ${euros(price.fee_min_cents)})`, price.fee_cents],
    [`VAT ${price.vat_rate_percent} % (${price.vat_country})`, price.vat_cents],
  ] as const;
  return (
    <Stack gap={6}>
      {lines.map(([label, cents]) => (
        <Group key={label} justify="space-between" wrap="nowrap">
          <Text fz="sm">{label}</Text>
          <Text fz="sm">{euros(cents)}</Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} data-testid="price-total">
          {euros(price.total_cents)}
        </Text>
      </Group>
    </Stack>
  );
}

export function CheckoutPanel({ draftId, payable }: { draftId: number; payable: boolean }) {
  const price = useDraftPrice(draftId, true);
  const checkout = useStartCheckout();
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Price
        </Title>
        {price.data ? <PriceLines price={price.data} /> : <Skeleton h={120} />}
        {payable && (
          <Button
            loading={checkout.isPending || checkout.isSuccess}
            disabled={!price.data}
            onClick={() => checkout.mutate(draftId, { onSuccess: (r) => window.location.assign(r.url) })}
          >
            Pay by card
          </Button>
        )}
        <Text fz="xs" c="dimmed">
          After payment our team reviews the campaign before it goes live. If it is rejected, you get the full amount
          back.
        </Text>
      </Stack>
    </Paper>
  );
}
