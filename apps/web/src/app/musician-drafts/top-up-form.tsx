// The top-up dialog's form (top-up-button.tsx loads it when the dialog opens): the amount, its price line by line
// (budget, fee and VAT as for a new campaign), how to pay (card or SEPA Direct Debit on Stripe Checkout, or a bank
// transfer against a pro-forma with its reference) and how the unspent budget comes back at the end, the same
// choices as a draft's checkout; the budget rises as soon as the payment arrives (for a transfer: when our team
// marks it received).
import {
  type BankTransferDetails,
  type EndRefundChoice,
  PAY_RAILS,
  topUpBody,
  topUpChoices,
} from '@hookline/shared/musician-campaigns';
import { Button, Modal, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useStartTopUp, useStartTopUpBankTransfer, useTopUpPrice } from '../../features/musician/api/drafts';
import { useSchemaForm } from '../../lib/forms';
import { t } from '../../lib/i18n';
import { PayChoices, PriceLines, payRailLabel, TransferDetails } from './checkout-panel';

type TopUpValues = {
  amount: number | string;
  rail: (typeof PAY_RAILS)[number];
  end_refund: EndRefundChoice;
};
const INITIAL: TopUpValues = { amount: '', rail: 'card', end_refund: 'original' };
const amountOf = (v: number | string) => (typeof v === 'number' ? v : Number.NaN);

function TopUpForm({ campaignId }: { campaignId: number }) {
  const start = useStartTopUp();
  const transfer = useStartTopUpBankTransfer();
  const [awaited, setAwaited] = useState<BankTransferDetails | null>(null);
  const { form, onSubmit } = useSchemaForm({
    initialValues: INITIAL,
    schema: topUpChoices,
    toBody: (v) => ({ amount_eur: amountOf(v.amount), rail: v.rail, end_refund: v.end_refund }),
    rename: { amount_eur: 'amount' },
    onValid: ({ rail, ...body }) =>
      rail === 'bank_transfer'
        ? transfer.mutate(
            { campaignId, amountEur: body.amount_eur, endRefund: body.end_refund },
            { onSuccess: (r) => setAwaited(r.transfer) },
          )
        : start.mutate({ campaignId, body: { ...body, rail } }, { onSuccess: (r) => window.location.assign(r.url) }),
  });
  const v = form.values;
  // the amount is checked as it is typed, and priced once it is valid
  const amount = topUpBody.shape.amount_eur.safeParse(amountOf(v.amount));
  const [valid] = useDebouncedValue(amount.success ? amount.data : null, 300);
  const price = useTopUpPrice(valid);
  const typedError = v.amount !== '' && !amount.success ? amount.error.issues[0]?.message : undefined;
  // a transfer is made by the musician: its reference, the account and the pro-forma stay here to be copied
  if (awaited) return <TransferDetails transfer={awaited} />;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <NumberInput
          label={t('muTopUpAmount')}
          min={1}
          clampBehavior="none"
          {...form.getInputProps('amount')}
          error={typedError ?? form.errors.amount}
        />
        {valid !== null && (price.data ? <PriceLines price={price.data} /> : <Skeleton h={110} />)}
        <PayChoices
          rails={PAY_RAILS}
          rail={v.rail}
          onRail={(rail) => form.setFieldValue('rail', rail)}
          endRefund={v.end_refund}
          onEndRefund={(choice) => form.setFieldValue('end_refund', choice)}
        />
        <Text fz="xs" c="dimmed">
          {t('muTopUpNote')}
        </Text>
        <Button
          type="submit"
          disabled={!amount.success || !price.data}
          loading={start.isPending || start.isSuccess || transfer.isPending}
        >
          {payRailLabel(v.rail)}
        </Button>
      </Stack>
    </form>
  );
}

/** The Top up dialog, open from its first render until it is closed (top-up-button.tsx mounts it when asked). */
export function TopUpDialog({ campaignId, onClose }: { campaignId: number; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={t('muTopUpTitle')}>
      <TopUpForm campaignId={campaignId} />
    </Modal>
  );
}
