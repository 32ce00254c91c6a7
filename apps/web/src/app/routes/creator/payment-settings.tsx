import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '../../../components/errors/load-error';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { usePaymentSettings } from '../../../features/creator/api/payment-settings';
import { PaymentSettingsForm } from '../../../features/creator/components/payment-settings-form';
import { setUserInfo } from '../../../lib/client-state';
import { useUserInfo } from '../../../lib/session';

export default function PaymentSettingsRoute() {
  const info = useUserInfo();
  const creatorId = info?.creator?.id ?? 0;
  const settings = usePaymentSettings(creatorId);
  const holder = [info?.first_name, info?.last_name].filter(Boolean).join(' ');

  return (
    <Stack gap="lg">
      <ScreenHeader title="Payment settings" back={{ to: '/app/account', label: 'Account' }} />
      {settings.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading your payment settings">
          <Skeleton h={48} radius="lg" />
          <Skeleton h={260} radius="lg" />
        </Stack>
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <Paper withBorder radius="lg" p="md">
            <Group justify="space-between" wrap="nowrap">
              <Text fz="sm" data-testid="payable-missing">
                {settings.data.is_payable
                  ? 'Your payment settings are complete: your bills carry these details and are paid to this account.'
                  : `Still missing before we can pay you: ${settings.data.missing.join(', ')}.`}
              </Text>
              <Badge color={settings.data.is_payable ? 'green' : 'orange'} variant="light" data-testid="payable">
                {settings.data.is_payable ? 'Payable' : 'Not payable'}
              </Badge>
            </Group>
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <PaymentSettingsForm
              creatorId={creatorId}
              settings={settings.data}
              fallbackHolder={holder}
              onSaved={setUserInfo}
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
