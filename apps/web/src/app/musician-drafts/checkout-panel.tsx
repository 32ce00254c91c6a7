// What a draft costs, line by line, before paying (issue 46 item 2), and Pay by card: Stripe Checkout's hosted
// page (the simulator's outside production) takes the payment and comes back to /app/musician-campaigns.

import { MSG } from '@hookline/shared/messages';
import { formatEur } from '@hookline/shared/money';
import type { DraftPrice } from '@hookline/shared/musician-campaigns';
import { Anchor, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDraftPrice, useStartCheckout } from '../../features/musician/api/drafts';

const euros = (cents: number) => formatEur(cents / 100);

/** The VAT line as the invoice will state it (docs/engine.md "VAT on musicians' payments"). */
const vatLabel = (price: DraftPrice) =>
  price.vat_rule === 'reverse_charge'
    ? MSG.billingPriceReverseCharge
    : price.vat_rule === 'outside_eu'
      ? MSG.billingPriceOutsideEu
      : `VAT ${price.vat_rate_percent} % (${price.vat_country})`;

export function PriceLines({ price }: { price: DraftPrice }) {
  const lines = [
    ['Budget (what creators can earn)', price.budget_cents],
    [`Service fee (${price.fee_percent} %, at least ${euros(price.fee_min_cents)})`, price.fee_cents],
    [vatLabel(price), price.vat_cents],
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
          {MSG.billingPriceFollowsDetails}{' '}
          <Anchor component={Link} to="/app/account/billing" fz="xs">
            {MSG.billingDetailsTitle}
          </Anchor>
        </Text>
        <Text fz="xs" c="dimmed">
          After payment our team reviews the campaign before it goes live. If it is rejected, you get the full amount
          back.
        </Text>
      </Stack>
    </Paper>
  );
}
