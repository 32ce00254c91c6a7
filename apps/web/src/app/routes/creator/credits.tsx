// /app/credits: the balance (earned, billed, paid), whether payouts can reach the creator, and the sub-pages.
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { BalanceSummary } from '../../../features/creator/components/balance-summary';
import { CreditsNav } from '../../../features/creator/components/credits-nav';
import { useCurrentUser } from '../../../features/users/api/get-me';
import { t } from '../../../lib/i18n';

export default function CreditsRoute() {
  const info = useCurrentUser();
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('uiCredits')}
        actions={
          <Anchor component={Link} to="/app/faq" fz="sm">
            {t('crHowPaymentWorks')}
          </Anchor>
        }
      />
      <BalanceSummary creatorId={info?.creator?.id} />
      {info && !info.is_payable && (
        <Alert color="orange" variant="light" title={t('crAddPayoutDetails')}>
          <Text fz="sm">
            {t('crCannotPayYet')}{' '}
            <Anchor component={Link} to="/app/account/payment-settings" fz="sm">
              {t('crOpenPaymentSettings')}
            </Anchor>
          </Text>
        </Alert>
      )}
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Title order={2} fz="lg" p="xs">
          {t('crDetails')}
        </Title>
        <CreditsNav />
      </Paper>
    </Stack>
  );
}
