import type { UserInfo } from '@hookline/shared/users';
import { useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import type { LoginRedirectState } from '../../../components/layout/guards';
import { EmailVerification } from '../../../features/auth/components/email-verification';
import { LanguagePicker } from '../../../features/auth/components/language-picker';
import { LoginForm } from '../../../features/auth/components/login-form';
import { landingPath, returnPath } from '../../../features/auth/landing-path';
import { t } from '../../../lib/i18n';

export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as LoginRedirectState | null)?.from;

  const onSignedIn = (info: UserInfo) => {
    void navigate(returnPath(from, info) ?? landingPath(info), { replace: true });
  };

  return (
    <AuthLayout title={t('authLogIn')} subtitle={t('authLoginSubtitle')}>
      <EmailVerification />
      <LoginForm onSignedIn={onSignedIn} />
      <LanguagePicker />
    </AuthLayout>
  );
}
