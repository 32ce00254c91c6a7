// /reset-password?token=...; with invite=1 it is the musician invitation ('Choose your password').
import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { t } from '../../../lib/i18n';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = params.get('invite') === '1';
  const title = invite ? t('authChooseYourPassword') : t('authResetYourPassword');

  if (!token) {
    return (
      <AuthLayout title={title}>
        <Stack gap="md">
          <Alert color="red">{t('linkInvalid')}</Alert>
          <Anchor component={Link} to="/login" fw={600}>
            {t('authBackToLogin')}
          </Anchor>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={title} subtitle={invite ? t('authInviteSubtitle') : undefined}>
      <ResetPasswordForm token={token} invite={invite} />
    </AuthLayout>
  );
}
