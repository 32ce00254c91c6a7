import { Paper, Skeleton, Stack } from '@mantine/core';
import { LoadError } from '../../../components/errors/load-error';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { usePaymentSettings } from '../../../features/creator/api/payment-settings';
import {
  accountDefaults,
  PaymentSettingsForm,
  PaymentSettingsStatus,
} from '../../../features/creator/components/payment-settings-form';
import { setUserInfo } from '../../../lib/client-state';
import { t } from '../../../lib/i18n';
import { useUserInfo } from '../../../lib/session';

export default function PaymentSettingsRoute() {
  const info = useUserInfo();
  const creatorId = info?.creator?.id ?? 0;
  const settings = usePaymentSettings(creatorId);
  const defaults = accountDefaults(info);

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('crPaymentSettings')} back={{ to: '/app/account', label: t('uiAccount') }} />
      {settings.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('crLoadingPaymentSettings')}>
          <Skeleton h={48} radius="lg" />
          <Skeleton h={260} radius="lg" />
        </Stack>
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <Paper withBorder radius="lg" p="md">
            <PaymentSettingsStatus settings={settings.data} defaults={defaults} />
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <PaymentSettingsForm
              creatorId={creatorId}
              settings={settings.data}
              defaults={defaults}
              onSaved={setUserInfo}
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
