import { AuthLayout } from '../../../components/layout/auth-layout';
import { LanguagePicker } from '../../../features/auth/components/language-picker';
import { SignupForm } from '../../../features/auth/components/signup-form';

export default function SignupRoute() {
  return (
    <AuthLayout title="Create your account" subtitle="Promote songs with your videos and get paid.">
      <SignupForm />
      <LanguagePicker />
    </AuthLayout>
  );
}
