// What a draft costs, line by line, before paying, and how to pay: by card or SEPA Direct Debit on Stripe Checkout's
// hosted page (the simulator's outside production), which comes back to /app/musician-campaigns, or by bank transfer
// with the reference shown here. The musician also chooses how the unspent budget comes back when the campaign ends,
// and reads the state of the latest payment (failed, processing, transfer awaited).

import { MSG } from '@hookline/shared/messages';
import { formatEur } from '@hookline/shared/money';
import type { BankTransferDetails, DraftPrice, EndRefundChoice } from '@hookline/shared/musician-campaigns';
import { Alert, Anchor, Button, Divider, Group, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { downloadProForma } from '../../features/musician/api/billing';
import {
  type PayRail,
  useDraftPayment,
  useDraftPrice,
  useStartBankTransfer,
  useStartCheckout,
} from '../../features/musician/api/drafts';
import { errorMessage } from '../../lib/api-client';
import { useDownload } from '../../lib/download';
import { toast } from '../../lib/toasts';

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
  const credit = price.credit_cents ?? 0;
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
      {credit > 0 && (
        <>
          <Group justify="space-between" wrap="nowrap">
            <Text fz="sm">{MSG.creditLine}</Text>
            <Text fz="sm" data-testid="price-credit">
              −{euros(credit)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>{MSG.toPayLine}</Text>
            <Text fw={700} data-testid="price-to-pay">
              {euros(price.to_pay_cents)}
            </Text>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** The platform's account and the payment's reference, for the musician's bank transfer, and its pro-forma. */
export function TransferDetails({ transfer }: { transfer: BankTransferDetails }) {
  const { busy, start } = useDownload({ successMessage: MSG.billingPdfDownloaded });
  const rows = [
    [MSG.bankTransferAmount, euros(transfer.amount_cents)],
    [MSG.bankTransferHolder, transfer.account_holder],
    [MSG.bankTransferIban, transfer.iban.replace(/(.{4})/g, '$1 ').trim()],
    [MSG.bankTransferBic, transfer.bic],
    [MSG.bankTransferReference, transfer.reference],
  ] as const;
  return (
    <Stack gap={6} data-testid="transfer-details">
      <Text fz="sm">{MSG.bankTransferIntro}</Text>
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" wrap="wrap" gap={4}>
          <Text fz="sm" c="dimmed">
            {label}
          </Text>
          <Text
            fz="sm"
            fw={label === MSG.bankTransferReference ? 700 : 500}
            ff={label === MSG.bankTransferIban ? 'monospace' : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {value}
          </Text>
        </Group>
      ))}
      <Button
        variant="light"
        size="xs"
        loading={busy}
        onClick={() => start(() => downloadProForma(transfer.payment_id))}
        data-testid="pro-forma-download"
      >
        {MSG.bankTransferProForma}
      </Button>
    </Stack>
  );
}

function PaymentState({ draftId }: { draftId: number }) {
  const payment = useDraftPayment(draftId);
  const p = payment.data;
  if (!p) return null;
  if (p.status === 'failed' || (p.status === 'expired' && p.rail !== 'bank_transfer'))
    return (
      <Alert color="red" variant="light" data-testid="payment-failed">
        {MSG.paymentFailed}
      </Alert>
    );
  if (p.status === 'processing')
    return (
      <Alert color="blue" variant="light">
        {MSG.paymentProcessing}
      </Alert>
    );
  if (p.status === 'open' && p.transfer)
    return (
      <Alert
        color="blue"
        variant="light"
        title={MSG.bankTransferWaiting}
        // the account's lines wrap inside a phone's width instead of widening the box
        styles={{ wrapper: { minWidth: 0 }, body: { minWidth: 0 } }}
      >
        <TransferDetails transfer={p.transfer} />
      </Alert>
    );
  return null;
}

const RAILS: { value: PayRail; label: string }[] = [
  { value: 'card', label: MSG.payByCard },
  { value: 'sepa_debit', label: MSG.payBySepa },
  { value: 'bank_transfer', label: MSG.payByBankTransfer },
];
const END_REFUNDS: { value: EndRefundChoice; label: string }[] = [
  { value: 'original', label: MSG.endRefundOriginal },
  { value: 'bank_transfer', label: MSG.endRefundBankTransfer },
  { value: 'credit', label: MSG.endRefundCredit },
];

export function CheckoutPanel({ draftId, payable }: { draftId: number; payable: boolean }) {
  const price = useDraftPrice(draftId, true);
  const checkout = useStartCheckout();
  const transfer = useStartBankTransfer();
  const latest = useDraftPayment(draftId).data;
  // a transfer awaited or a debit processing: the payment is under way, no second one is offered
  const underway = latest?.status === 'processing' || (latest?.status === 'open' && latest.rail === 'bank_transfer');
  const [rail, setRail] = useState<PayRail>('card');
  const [endRefund, setEndRefund] = useState<EndRefundChoice>('original');
  const busy = checkout.isPending || checkout.isSuccess || transfer.isPending;
  const pay = () => {
    const onError = (e: unknown) => toast.error(errorMessage(e, MSG.somethingWentWrong));
    if (rail === 'bank_transfer') transfer.mutate({ id: draftId, endRefund }, { onError });
    else
      checkout.mutate({ id: draftId, rail, endRefund }, { onSuccess: (r) => window.location.assign(r.url), onError });
  };
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Price
        </Title>
        {price.data ? <PriceLines price={price.data} /> : <Skeleton h={120} />}
        <PaymentState draftId={draftId} />
        {payable && !underway && (
          <>
            <Radio.Group label={MSG.howDoYouPay} value={rail} onChange={(v) => setRail(v as PayRail)}>
              <Stack gap={6} mt={6}>
                {RAILS.map((r) => (
                  <Radio key={r.value} value={r.value} label={r.label} />
                ))}
              </Stack>
            </Radio.Group>
            <Radio.Group
              label={MSG.endRefundLabel}
              value={endRefund}
              onChange={(v) => setEndRefund(v as EndRefundChoice)}
            >
              <Stack gap={6} mt={6}>
                {END_REFUNDS.map((r) => (
                  <Radio key={r.value} value={r.value} label={r.label} />
                ))}
              </Stack>
            </Radio.Group>
            <Button loading={busy} disabled={!price.data} onClick={pay}>
              {RAILS.find((r) => r.value === rail)?.label}
            </Button>
          </>
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
