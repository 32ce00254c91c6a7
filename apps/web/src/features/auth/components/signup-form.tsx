// Sign-up: email, password and confirmation, terms and age required, promotional emails optional. A musician chooses
// it on the page (or arrives with ?as=musician) and gives a stage name (docs/decisions/0015-musician-sign-up.md); a
// creator's request stays the one /signup has always sent.
import { MIN_AGE, SIGNUP_REDIRECT_MS } from '@hookline/shared/constants';
import { Anchor, Button, Checkbox, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { passwordRefusal } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/forms';
import { currentLocale, t } from '../../../lib/i18n';
import { useToast } from '../../../lib/toasts';
import { useSignUp } from '../api/sign-up';

const loadSchemas = () => import('@hookline/shared/auth');

type Role = 'creator' | 'musician';
type Values = {
  email: string;
  password: string;
  confirm: string;
  stage_name: string;
  terms: boolean;
  age: boolean;
  marketing: boolean;
};
type TextField = 'email' | 'password' | 'confirm' | 'stage_name';
type CheckField = 'terms' | 'age' | 'marketing';
const INITIAL: Values = {
  email: '',
  password: '',
  confirm: '',
  stage_name: '',
  terms: false,
  age: false,
  marketing: false,
};

/** The account type a link asks for: ?as=musician from the landing page opens the form as a musician. */
export const roleOf = (param: string | null): Role => (param === 'musician' ? 'musician' : 'creator');

/** A link to one of our documents, in a new tab so a half-filled form is not lost. */
function DocLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} target="_blank">
      {label}
    </Anchor>
  );
}

/**
 * "I accept the terms and privacy policy", each document linked: one sentence in every language, the links wherever
 * the language puts them.
 */
function TermsLabel() {
  const parts = t('authAcceptTermsLinks', { terms: '\u0000terms\u0000', privacy: '\u0000privacy\u0000' }).split(
    '\u0000',
  );
  return (
    <>
      {parts.map((part, i) =>
        part === 'terms' && i % 2 ? (
          <DocLink key="terms" to="/terms" label={t('authTermsLink')} />
        ) : part === 'privacy' && i % 2 ? (
          <DocLink key="privacy" to="/privacy" label={t('authPrivacyLink')} />
        ) : (
          part
        ),
      )}
    </>
  );
}

export function SignupForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [redirecting, setRedirecting] = useState(false);
  const [params] = useSearchParams();
  const [role, setRole] = useState<Role>(() => roleOf(params.get('as')));
  // plain state rather than @mantine/form: a first visit to /signup downloads less (docs/performance.md)
  const [values, setValues] = useState<Values>(INITIAL);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof Values, value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    // a field's error goes once it is edited
    setErrors(({ [field]: _, ...rest }) => rest);
  };
  const text = (field: TextField) => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field, e.currentTarget.value),
    error: errors[field],
  });
  const check = (field: CheckField) => ({
    checked: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field, e.currentTarget.checked),
    error: errors[field],
  });

  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => navigate('/login'), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirecting, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.password !== values.confirm) {
      setValues((v) => ({ ...v, password: '', confirm: '' }));
      toast.error(t('passwordMismatch'));
      return;
    }
    // the schema (and zod with it) loads when the form is first used, not with the page (docs/performance.md)
    const { signUpBody } = await loadSchemas();
    const parsed = signUpBody.safeParse({
      ...(role === 'musician' ? { account_type: role, stage_name: values.stage_name } : {}),
      email: values.email,
      password: values.password,
      terms: values.terms,
      age: values.age,
      marketing: values.marketing,
      // the language chosen on this screen (or the browser's): the account's, and its verification email's
      language: currentLocale(),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    // for a creator the request stays as it always was (no account type, no stage name)
    const { account_type: _type, stage_name: _name, ...creator } = parsed.data;
    signUp.mutate(role === 'musician' ? parsed.data : creator, {
      onSuccess: () => {
        toast.success(t('signupSuccess'));
        setRedirecting(true);
      },
      // the server's password rules (common list, guessability): its message on the field as well as the toast
      onError: (err) => {
        const refusal = passwordRefusal(err);
        if (refusal) setErrors((e) => ({ ...e, password: refusal }));
      },
    });
  };

  const busy = signUp.isPending || redirecting;
  return (
    <form onSubmit={onSubmit} onFocusCapture={() => void loadSchemas()} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text id="signup-role-label" fz="sm" fw={500}>
            {t('authSignupAs')}
          </Text>
          <SegmentedControl
            fullWidth
            role="radiogroup"
            aria-labelledby="signup-role-label"
            value={role}
            onChange={(v) => setRole(roleOf(v))}
            data={[
              { value: 'creator', label: t('authSignupAsCreator') },
              { value: 'musician', label: t('authSignupAsMusician') },
            ]}
          />
        </Stack>
        {role === 'musician' && (
          <>
            <Text fz="sm" c="dimmed" data-testid="signup-musician-hint">
              {t('authSignupMusicianHint')}
            </Text>
            <TextInput label={t('accountStageName')} autoComplete="nickname" {...text('stage_name')} />
          </>
        )}
        <TextInput label={t('authEmail')} type="email" autoComplete="email" {...text('email')} />
        <PasswordInput label={t('authPassword')} autoComplete="new-password" {...text('password')} />
        <PasswordInput label={t('authConfirmPassword')} autoComplete="new-password" {...text('confirm')} />
        <Checkbox label={<TermsLabel />} {...check('terms')} />
        <Checkbox label={t('authAgeConfirm', { minAge: MIN_AGE })} {...check('age')} />
        <Checkbox label={t('authPromotionalEmails')} {...check('marketing')} />
        <Button type="submit" size="md" fullWidth loading={busy}>
          {t('authSignUp')}
        </Button>
        <Text ta="center" fz="sm">
          {t('authHaveAccount')}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {t('authLogIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
