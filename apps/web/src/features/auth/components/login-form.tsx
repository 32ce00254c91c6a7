// Login (SPEC §2, §5, §8): email and password, a forgot-password flow, a link to sign up, and an inline error
// area showing the same message as the red toast. Admins with a second factor enter their code next.
import { MSG } from '@hookline/shared/messages';
import type { UserInfo } from '@hookline/shared/users';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useLogin } from '../hooks/use-login';

// The dialog (and zod with its schema) loads on first use: /login is the page every visit starts on and has a
// bundle budget. The login fields need only presence checks here; the server answers a malformed email with the
// spec's 'Invalid email address', shown inline and as a toast like every other login error.
const ForgotPasswordModal = lazy(() =>
  import('./forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);

export function LoginForm({ onSignedIn }: { onSignedIn: (info: UserInfo) => void }) {
  const login = useLogin(onSignedIn);
  const [forgot, setForgot] = useState<'never' | 'open' | 'closed'>('never');
  const form = useForm({ initialValues: { email: '', password: '' } });
  const mfaForm = useForm({ initialValues: { code: '' } });

  const onSubmit = form.onSubmit((values) => {
    const email = values.email.trim();
    const errors: Record<string, string> = {};
    if (!email) errors.email = 'Please enter your email';
    if (!values.password) errors.password = 'Please enter your password';
    if (Object.keys(errors).length) {
      form.setErrors(errors);
      return;
    }
    login.signIn({ email, password: values.password });
  });

  const onSubmitCode = mfaForm.onSubmit((values) => {
    const code = values.code.replace(/\s+/g, '');
    if (code.length < 6) {
      mfaForm.setErrors({ code: MSG.mfaInvalid });
      return;
    }
    login.verifyCode(code);
  });

  const errorArea = (
    <div data-testid="login-error" aria-live="assertive">
      {login.error && (
        <Alert color="red" variant="light">
          {login.error}
        </Alert>
      )}
    </div>
  );

  if (login.needsMfa) {
    return (
      <form onSubmit={onSubmitCode} noValidate>
        <Stack gap="md">
          <Text fz="sm">{MSG.mfaRequired}</Text>
          <TextInput
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            data-autofocus
            {...mfaForm.getInputProps('code')}
          />
          {errorArea}
          <Button type="submit" size="md" fullWidth loading={login.pending}>
            Verify
          </Button>
          <Anchor component="button" type="button" fz="sm" onClick={login.cancelMfa}>
            Use another account
          </Anchor>
        </Stack>
      </form>
    );
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <Stack gap={6}>
            <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
            <Group justify="flex-end">
              <Anchor component="button" type="button" fz="sm" onClick={() => setForgot('open')}>
                Forgot password?
              </Anchor>
            </Group>
          </Stack>
          {errorArea}
          <Button type="submit" size="md" fullWidth loading={login.pending}>
            Log in
          </Button>
          <Text ta="center" fz="sm">
            New to Hookline?{' '}
            <Anchor component={Link} to="/signup" fw={600}>
              Sign up
            </Anchor>
          </Text>
        </Stack>
      </form>
      {forgot !== 'never' && (
        <Suspense fallback={null}>
          <ForgotPasswordModal
            opened={forgot === 'open'}
            onClose={() => setForgot('closed')}
            email={form.getValues().email}
          />
        </Suspense>
      )}
    </>
  );
}
