import { Paper, Stack } from '@mantine/core';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';

export default function ChangePasswordRoute() {
  return (
    <Stack gap="lg" maw={520}>
      <ScreenHeader title="Change password" back={{ to: '/app/account', label: 'Account' }} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <ChangePasswordForm />
      </Paper>
    </Stack>
  );
}
