// Login: email and password, a forgot-password flow, a link to sign up, and an inline error
// area showing the same message as the red toast. Admins with a second factor enter their code next.
import type { UserInfo } from '@hookline/shared/users';
import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { t } from '../../../lib/i18n';
import { useLogin } from '../hooks/use-login';

// The dialog (and zod with its schema) loads on first use, and the fields are plain React state rather than
// @mantine/form: /login is the page every visit starts on and has a bundle budget (docs/performance.md). The login fields need only presence checks here; the server answers a malformed email with the
// spec's 'Invalid email address', shown inline and as a toast like every other login error.
const ForgotPasswordModal = lazy(() =>
  import('./forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);

export function LoginForm({ onSignedIn }: { onSignedIn: (info: UserInfo) => void }) {
  const login = useLogin(onSignedIn);
  // the sign-in link mailed while wrong passwords pause the account (/login?signin=TOKEN): used once, then dropped
  // from the address so that a reload does not send it again
  const [params, setParams] = useSearchParams();
  const linkToken = params.get('signin');
  const linkUsed = useRef(false);
  useEffect(() => {
    if (!linkToken || linkUsed.current) return;
    linkUsed.current = true;
    login.signInWithLink(linkToken);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('signin');
        return next;
      },
      { replace: true },
    );
  }, [linkToken, login, setParams]);
  const [forgot, setForgot] = useState<'never' | 'open' | 'closed'>('never');
  const [values, setValues] = useState({ email: '', password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((er) => ({ ...er, [name]: undefined }));
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const email = values.email.trim();
    const next: typeof errors = {};
    if (!email) next.email = t('enterEmail');
    if (!values.password) next.password = t('enterPassword');
    setErrors(next);
    if (Object.keys(next).length) return;
    login.signIn({ email, password: values.password });
  };

  const onSubmitCode = (e: FormEvent) => {
    e.preventDefault();
    const code = values.code.replace(/\s+/g, '');
    if (code.length < 6) {
      setErrors({ code: t('mfaInvalid') });
      return;
    }
    login.verifyCode(code);
  };

  const errorArea = (
    <div data-testid="login-error" aria-live="assertive">
      {login.error && (
        <Alert color="red" variant="light">
          {login.error}
        </Alert>
      )}
    </div>
  );

  if (login.signingInWithLink) {
    return (
      <Alert color="gray" icon={<Loader size="xs" />} data-testid="signin-link">
        <Text fz="sm">{t('authSigningInWithLink')}</Text>
      </Alert>
    );
  }

  if (login.needsMfa) {
    return (
      <form onSubmit={onSubmitCode} noValidate>
        <Stack gap="md">
          <Text fz="sm">{t('mfaRequired')}</Text>
          <TextInput
            label={t('authCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            data-autofocus
            {...field('code')}
          />
          {errorArea}
          <Button type="submit" size="md" fullWidth loading={login.pending}>
            {t('authVerify')}
          </Button>
          <Anchor component="button" type="button" fz="sm" onClick={login.cancelMfa}>
            {t('authUseAnotherAccount')}
          </Anchor>
        </Stack>
      </form>
    );
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label={t('authEmail')} type="email" autoComplete="email" {...field('email')} />
          <Stack gap={6}>
            <PasswordInput label={t('authPassword')} autoComplete="current-password" {...field('password')} />
            <Group justify="flex-end">
              <Anchor component="button" type="button" fz="sm" onClick={() => setForgot('open')}>
                {t('authForgotPassword')}
              </Anchor>
            </Group>
          </Stack>
          {errorArea}
          <Button type="submit" size="md" fullWidth loading={login.pending}>
            {t('authLogIn')}
          </Button>
          <Text ta="center" fz="sm">
            {t('authNewToHookline')}{' '}
            <Anchor component={Link} to="/signup" fw={600}>
              {t('authSignUp')}
            </Anchor>
          </Text>
        </Stack>
      </form>
      {forgot !== 'never' && (
        <Suspense fallback={null}>
          <ForgotPasswordModal opened={forgot === 'open'} onClose={() => setForgot('closed')} email={values.email} />
        </Suspense>
      )}
    </>
  );
}
