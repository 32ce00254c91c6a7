import { Paper, Stack, Text } from '@mantine/core';
import { EmailAddress } from '../../../components/layout/email-address';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { ChangeEmailForm } from '../../../features/auth/components/change-email-form';
import { t } from '../../../lib/i18n';
import { useUserInfo } from '../../../lib/session';

export default function ChangeEmailRoute() {
  const info = useUserInfo();
  // one sentence in every language, the address in bold wherever the language puts it
  const currentEmail = t('accountCurrentEmail', { email: '\u0000' }).split('\u0000');
  return (
    <Stack gap="lg" maw={520}>
      <ScreenHeader title={t('authChangeEmail')} back={{ to: '/app/account', label: t('accountTitle') }} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {info && (
            <Text fz="sm" c="dimmed">
              {currentEmail[0]}
              <b>
                <EmailAddress email={info.email} />
              </b>
              {currentEmail[1]}
            </Text>
          )}
          <ChangeEmailForm />
        </Stack>
      </Paper>
    </Stack>
  );
}
