// /app/account/notification-settings: which emails the musician receives.
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { useNotificationSettings } from '../../../features/musician/api/notification-settings';
import { NotificationSettingsForm } from '../../../features/musician/components/notification-settings-form';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';

export default function NotificationSettingsRoute() {
  const settings = useNotificationSettings();
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('muNotificationSettings')} back={{ to: '/app/account', label: t('muAccount') }} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        {settings.isPending ? (
          <Stack gap="md" aria-busy="true">
            <Skeleton h={40} />
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        ) : settings.isError ? (
          <Alert color="red" variant="light">
            <Group justify="space-between">
              <Text fz="sm">{errorMessage(settings.error, t('somethingWentWrong'))}</Text>
              <Button variant="light" onClick={() => void settings.refetch()}>
                {t('muTryAgain')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <NotificationSettingsForm key={JSON.stringify(settings.data)} initial={settings.data} />
        )}
      </Paper>
    </Stack>
  );
}
