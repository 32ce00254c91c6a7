import { Paper, Stack, Text } from '@mantine/core';
import { EmailAddress } from '../../../components/layout/email-address';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { ChangeEmailForm } from '../../../features/auth/components/change-email-form';
import { useUserInfo } from '../../../lib/session';

export default function ChangeEmailRoute() {
  const info = useUserInfo();
  return (
    <Stack gap="lg" maw={520}>
      <ScreenHeader title="Change email" back={{ to: '/app/account', label: 'Account' }} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {info && (
            <Text fz="sm" c="dimmed">
              Your current email is{' '}
              <b>
                <EmailAddress email={info.email} />
              </b>
              . We will send a confirmation link to the new address.
            </Text>
          )}
          <ChangeEmailForm />
        </Stack>
      </Paper>
    </Stack>
  );
}
