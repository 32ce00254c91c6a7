// Top up an active campaign (issue 46 item 3): the amount, its price line by line (fee and VAT as for a new
// campaign), then Stripe Checkout; the budget rises as soon as the payment arrives.
import { topUpBody } from '@hookline/shared/musician-campaigns';
import { Button, Modal, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useStartTopUp, useTopUpPrice } from '../../features/musician/api/drafts';
import { PriceLines } from './checkout-panel';

export function TopUpButton({ campaignId }: { campaignId: number }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState<number | string>('');
  const parsed = topUpBody.safeParse({ amount_eur: typeof amount === 'number' ? amount : Number.NaN });
  const [valid] = useDebouncedValue(parsed.success ? parsed.data.amount_eur : null, 300);
  const price = useTopUpPrice(valid);
  const start = useStartTopUp();
  const error = amount !== '' && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        Top up
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Top up the budget">
        <Stack gap="md">
          <NumberInput
            label="Amount added to the budget (EUR)"
            min={1}
            clampBehavior="none"
            value={amount}
            onChange={setAmount}
            error={error}
          />
          {valid !== null && (price.data ? <PriceLines price={price.data} /> : <Skeleton h={110} />)}
          <Text fz="xs" c="dimmed">
            The budget rises as soon as the payment arrives.
          </Text>
          <Button
            disabled={!parsed.success || !price.data}
            loading={start.isPending || start.isSuccess}
            onClick={() =>
              parsed.success &&
              start.mutate(
                { campaignId, amountEur: parsed.data.amount_eur },
                { onSuccess: (r) => window.location.assign(r.url) },
              )
            }
          >
            Pay by card
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
