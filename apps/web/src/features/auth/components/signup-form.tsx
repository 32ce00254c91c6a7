// Sign-up: email, password and confirmation, terms and age required, promotional emails optional.
import { MIN_AGE, SIGNUP_REDIRECT_MS } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TermsAndPrivacy } from '../../../components/legal/legal-links';
import { fieldErrors } from '../../../lib/forms';
import { useToast } from '../../../lib/toasts';
import { useSignUp } from '../api/sign-up';

const loadSchemas = () => import('@hookline/shared/auth');

type Values = { email: string; password: string; confirm: string; terms: boolean; age: boolean; marketing: boolean };

export function SignupForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm<Values>({
    initialValues: { email: '', password: '', confirm: '', terms: false, age: false, marketing: false },
  });

  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => navigate('/login'), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirecting, navigate]);

  const onSubmit = form.onSubmit(async (values) => {
    if (values.password !== values.confirm) {
      form.setValues({ password: '', confirm: '' });
      toast.error(MSG.passwordMismatch);
      return;
    }
    // the schema (and zod with it) loads when the form is first used, not with the page (docs/performance.md)
    const { signUpBody } = await loadSchemas();
    const parsed = signUpBody.safeParse({
      email: values.email,
      password: values.password,
      terms: values.terms,
      age: values.age,
      marketing: values.marketing,
    });
    if (!parsed.success) {
      form.setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    signUp.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(MSG.signupSuccess);
        setRedirecting(true);
      },
    });
  });

  const busy = signUp.isPending || redirecting;
  return (
    <form onSubmit={onSubmit} onFocusCapture={() => void loadSchemas()} noValidate>
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput label="Confirm password" autoComplete="new-password" {...form.getInputProps('confirm')} />
        <Checkbox label={<TermsAndPrivacy />} {...form.getInputProps('terms', { type: 'checkbox' })} />
        <Checkbox
          label={`I am older than ${MIN_AGE}. If I am under 18, I have my parent's or guardian's consent.`}
          {...form.getInputProps('age', { type: 'checkbox' })}
        />
        <Checkbox label="Send me promotional emails" {...form.getInputProps('marketing', { type: 'checkbox' })} />
        <Button type="submit" size="md" fullWidth loading={busy}>
          Sign up
        </Button>
        <Text ta="center" fz="sm">
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Log in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
