// The credits sub-pages, as links from the balance screen.
import { NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';

export const CREDIT_PAGES = [
  { to: '/app/credits/campaign-history', label: 'crCampaignHistory', hint: 'crCampaignHistoryHint' },
  { to: '/app/credits/pricing', label: 'crPricing', hint: 'crPricingHint' },
  { to: '/app/credits/bills', label: 'crBills', hint: 'crBillsHint' },
  { to: '/app/credits/transaction-history', label: 'crTransactionHistory', hint: 'crTransactionHistoryHint' },
  { to: '/app/account/payment-settings', label: 'crPaymentSettings', hint: 'crWherePayYou' },
] as const;

export function CreditsNav() {
  return (
    <Stack gap={0}>
      {CREDIT_PAGES.map((p) => (
        <NavLink
          key={p.to}
          component={Link}
          to={p.to}
          label={t(p.label)}
          description={t(p.hint)}
          style={{ borderRadius: 8 }}
        />
      ))}
    </Stack>
  );
}
