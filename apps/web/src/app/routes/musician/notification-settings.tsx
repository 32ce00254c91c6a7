// /app/account/notification-settings: which emails the musician receives.
import { Paper, Skeleton, Stack } from '@mantine/core';
import { ListState } from '../../../components/layout/list-state';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { useNotificationSettings } from '../../../features/musician/api/notification-settings';
import { NotificationSettingsForm } from '../../../features/musician/components/notification-settings-form';
import { t } from '../../../lib/i18n';

export default function NotificationSettingsRoute() {
  const settings = useNotificationSettings();
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('muNotificationSettings')} back={{ to: '/app/account', label: t('muAccount') }} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <ListState
          query={settings}
          isEmpty={() => false}
          loading={
            <Stack gap="md" aria-busy="true">
              <Skeleton h={40} />
              <Skeleton h={40} />
              <Skeleton h={40} />
            </Stack>
          }
          empty={null}
        >
          {(data) => <NotificationSettingsForm key={JSON.stringify(data)} initial={data} />}
        </ListState>
      </Paper>
    </Stack>
  );
}
