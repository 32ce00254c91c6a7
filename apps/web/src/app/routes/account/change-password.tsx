import { Paper, Stack } from '@mantine/core';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { t } from '../../../lib/i18n';

export default function ChangePasswordRoute() {
  return (
    <Stack gap="lg" maw={520}>
      <ScreenHeader title={t('authChangePassword')} back={{ to: '/app/account', label: t('accountTitle') }} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <ChangePasswordForm />
      </Paper>
    </Stack>
  );
}
