// A musician without billing details is asked for them first (docs/decisions/0015-musician-sign-up.md): their
// invoices need them and the VAT of every price follows them. Shown on Account and on the campaigns screen until
// they are saved; nothing while they load or when the call fails (the screen's own state says that).
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { useBillingDetailsQuietly } from '../api/billing';

export function BillingDetailsFirst() {
  const details = useBillingDetailsQuietly();
  if (!details.isSuccess || details.data !== null) return null;
  return (
    <Alert color="blue" variant="light" title={t('muBillingDetailsFirstTitle')} data-testid="billing-details-first">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{t('muBillingDetailsFirst')}</Text>
        <Button component={Link} to="/app/account/billing" size="xs">
          {t('muAddBillingDetails')}
        </Button>
      </Stack>
    </Alert>
  );
}
