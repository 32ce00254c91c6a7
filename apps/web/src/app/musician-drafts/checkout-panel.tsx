// What a draft costs, line by line, before paying, and how to pay: by card or SEPA Direct Debit on Stripe Checkout's
// hosted page (the simulator's outside production), which comes back to /app/musician-campaigns, or by bank transfer
// with the reference shown here. The musician also chooses how the unspent budget comes back when the campaign ends,
// and reads the state of the latest payment (failed, processing, transfer awaited).

import type { MessageKey } from '@hookline/shared/catalogue';
import { formatEur } from '@hookline/shared/money';
import type { BankTransferDetails, DraftPrice, EndRefundChoice } from '@hookline/shared/musician-campaigns';
import { Alert, Anchor, Button, Divider, Group, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { downloadProForma, useBillingDetailsQuietly } from '../../features/musician/api/billing';
import {
  type PayRail,
  useDraftPayment,
  useDraftPrice,
  useStartBankTransfer,
  useStartCheckout,
} from '../../features/musician/api/drafts';
import { errorMessage } from '../../lib/api-client';
import { useDownload } from '../../lib/download';
import { currentLocale, t } from '../../lib/i18n';
import { toast } from '../../lib/toasts';

const euros = (cents: number) => formatEur(cents / 100, currentLocale());

/** The VAT line as the invoice will state it (docs/engine.md "VAT on musicians' payments"). */
const vatLabel = (price: DraftPrice) =>
  price.vat_rule === 'reverse_charge'
    ? t('billingPriceReverseCharge')
    : price.vat_rule === 'outside_eu'
      ? t('billingPriceOutsideEu')
      : t('muPriceVat', { rate: price.vat_rate_percent, country: price.vat_country });

export function PriceLines({ price }: { price: DraftPrice }) {
  const lines = [
    [t('muPriceBudget'), price.budget_cents],
    [t('muPriceFee', { percent: price.fee_percent, minimum: euros(price.fee_min_cents) }), price.fee_cents],
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
        <Text fw={700}>{t('muTotal')}</Text>
        <Text fw={700} data-testid="price-total">
          {euros(price.total_cents)}
        </Text>
      </Group>
      {credit > 0 && (
        <>
          <Group justify="space-between" wrap="nowrap">
            <Text fz="sm">{t('creditLine')}</Text>
            <Text fz="sm" data-testid="price-credit">
              −{euros(credit)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>{t('toPayLine')}</Text>
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
  const { busy, start } = useDownload({ successMessage: t('billingPdfDownloaded') });
  const rows = [
    [t('bankTransferAmount'), euros(transfer.amount_cents)],
    [t('bankTransferHolder'), transfer.account_holder],
    [t('bankTransferIban'), transfer.iban.replace(/(.{4})/g, '$1 ').trim()],
    [t('bankTransferBic'), transfer.bic],
    [t('bankTransferReference'), transfer.reference],
  ] as const;
  return (
    <Stack gap={6} data-testid="transfer-details">
      <Text fz="sm">{t('bankTransferIntro')}</Text>
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" wrap="wrap" gap={4}>
          <Text fz="sm" c="dimmed">
            {label}
          </Text>
          <Text
            fz="sm"
            fw={label === t('bankTransferReference') ? 700 : 500}
            ff={label === t('bankTransferIban') ? 'monospace' : undefined}
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
        {t('bankTransferProForma')}
      </Button>
    </Stack>
  );
}

const NO_MIN_WIDTH = { minWidth: 0 };
const WRAPPING = { wrapper: NO_MIN_WIDTH, body: NO_MIN_WIDTH };

function PaymentState({ draftId }: { draftId: number }) {
  const payment = useDraftPayment(draftId);
  const p = payment.data;
  if (!p) return null;
  if (p.status === 'failed' || (p.status === 'expired' && p.rail !== 'bank_transfer'))
    return (
      <Alert color="red" variant="light" data-testid="payment-failed">
        {t('paymentFailed')}
      </Alert>
    );
  if (p.status === 'processing')
    return (
      <Alert color="blue" variant="light">
        {t('paymentProcessing')}
      </Alert>
    );
  if (p.status === 'open' && p.transfer)
    return (
      <Alert
        color="blue"
        variant="light"
        title={t('bankTransferWaiting')}
        // the account's lines wrap inside a phone's width instead of widening the box
        styles={WRAPPING}
      >
        <TransferDetails transfer={p.transfer} />
      </Alert>
    );
  return null;
}

type RailChoice = { value: PayRail; label: MessageKey };
const RAILS: RailChoice[] = [
  { value: 'card', label: 'payByCard' },
  { value: 'sepa_debit', label: 'payBySepa' },
  { value: 'bank_transfer', label: 'payByBankTransfer' },
];
type EndRefundOption = { value: EndRefundChoice; label: MessageKey };
const END_REFUNDS: EndRefundOption[] = [
  { value: 'original', label: 'endRefundOriginal' },
  { value: 'bank_transfer', label: 'endRefundBankTransfer' },
  { value: 'credit', label: 'endRefundCredit' },
];

/** The words of a rail: its choice and the button that pays by it. */
export const payRailLabel = (rail: PayRail) => t(RAILS.find((r) => r.value === rail)?.label ?? 'payByCard');

/**
 * How the musician pays (the rails offered: all three for a draft, the Checkout ones for a top-up) and how the
 * unspent budget comes back when the campaign ends: the same choices wherever a musician pays.
 */
export function PayChoices<R extends PayRail>({
  rails,
  rail,
  onRail,
  endRefund,
  onEndRefund,
}: {
  rails: readonly R[];
  rail: R;
  onRail: (rail: R) => void;
  endRefund: EndRefundChoice;
  onEndRefund: (choice: EndRefundChoice) => void;
}) {
  return (
    <>
      <Radio.Group label={t('howDoYouPay')} value={rail} onChange={(v) => onRail(v as R)}>
        <Stack gap={6} mt={6}>
          {rails.map((r) => (
            <Radio key={r} value={r} label={payRailLabel(r)} />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group label={t('endRefundLabel')} value={endRefund} onChange={(v) => onEndRefund(v as EndRefundChoice)}>
        <Stack gap={6} mt={6}>
          {END_REFUNDS.map((r) => (
            <Radio key={r.value} value={r.value} label={t(r.label)} />
          ))}
        </Stack>
      </Radio.Group>
    </>
  );
}

const DRAFT_RAILS = RAILS.map((r) => r.value);

export function CheckoutPanel({ draftId, payable }: { draftId: number; payable: boolean }) {
  const price = useDraftPrice(draftId, true);
  const checkout = useStartCheckout();
  const transfer = useStartBankTransfer();
  const latest = useDraftPayment(draftId).data;
  // no billing details yet: the price is the platform country's, and the musician is told so before paying
  const details = useBillingDetailsQuietly();
  const noDetails = details.isSuccess && details.data === null;
  // a transfer awaited or a debit processing: the payment is under way, no second one is offered
  const underway = latest?.status === 'processing' || (latest?.status === 'open' && latest.rail === 'bank_transfer');
  const [rail, setRail] = useState<PayRail>('card');
  const [endRefund, setEndRefund] = useState<EndRefundChoice>('original');
  const busy = checkout.isPending || checkout.isSuccess || transfer.isPending;
  const pay = () => {
    const onError = (e: unknown) => toast.error(errorMessage(e, t('somethingWentWrong')));
    if (rail === 'bank_transfer') transfer.mutate({ id: draftId, endRefund }, { onError });
    else
      checkout.mutate({ id: draftId, rail, endRefund }, { onSuccess: (r) => window.location.assign(r.url), onError });
  };
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('muPrice')}
        </Title>
        {price.data ? <PriceLines price={price.data} /> : <Skeleton h={120} />}
        {noDetails && price.data && (
          <Alert color="yellow" variant="light" data-testid="vat-no-details">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">
                {t('billingVatNoDetails', { country: price.data.vat_country, rate: price.data.vat_rate_percent })}
              </Text>
              <Button component={Link} to="/app/account/billing" size="xs" variant="light">
                {t('muAddBillingDetails')}
              </Button>
            </Stack>
          </Alert>
        )}
        <PaymentState draftId={draftId} />
        {payable && !underway && (
          <>
            <PayChoices
              rails={DRAFT_RAILS}
              rail={rail}
              onRail={setRail}
              endRefund={endRefund}
              onEndRefund={setEndRefund}
            />
            <Button loading={busy} disabled={!price.data} onClick={pay}>
              {payRailLabel(rail)}
            </Button>
          </>
        )}
        <Text fz="xs" c="dimmed">
          {t('billingPriceFollowsDetails')}{' '}
          <Anchor component={Link} to="/app/account/billing" fz="xs">
            {t('billingDetailsTitle')}
          </Anchor>
        </Text>
        <Text fz="xs" c="dimmed">
          {t('muAfterPayment')}
        </Text>
      </Stack>
    </Paper>
  );
}
