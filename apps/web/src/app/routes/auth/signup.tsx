import { AuthLayout } from '../../../components/layout/auth-layout';
import { LanguagePicker } from '../../../features/auth/components/language-picker';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { t } from '../../../lib/i18n';

export default function SignupRoute() {
  return (
    <AuthLayout title={t('authSignupTitle')} subtitle={t('authSignupSubtitle')}>
      <SignupForm />
      <LanguagePicker />
    </AuthLayout>
  );
}
