// The credits sub-pages, as links from the balance screen.
import { NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';

export const CREDIT_PAGES = [
  { to: '/app/credits/campaign-history', label: 'Campaign history', hint: 'Every video with its views and earning' },
  { to: '/app/credits/pricing', label: 'Pricing', hint: 'What each level earns per 1,000 views' },
  { to: '/app/credits/bills', label: 'Bills', hint: 'Your self-billing invoices as PDF, issued monthly' },
  { to: '/app/credits/transaction-history', label: 'Transaction history', hint: 'Every movement of your money' },
  { to: '/app/account/payment-settings', label: 'Payment settings', hint: 'Where we pay you' },
] as const;

export function CreditsNav() {
  return (
    <Stack gap={0}>
      {CREDIT_PAGES.map((p) => (
        <NavLink
          key={p.to}
          component={Link}
          to={p.to}
          label={p.label}
          description={p.hint}
          style={{ borderRadius: 8 }}
        />
      ))}
    </Stack>
  );
}
