// /reset-password?token=...: a new password and its confirmation. The musician invitation uses the same page.
import { passwordSchema } from '@hookline/shared/auth';
import { Button, PasswordInput, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { passwordRefusal } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms';
import { t } from '../../../lib/i18n';
import { useToast } from '../../../lib/toasts';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordForm({ token, invite }: { token: string; invite: boolean }) {
  const toast = useToast();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { form, onSubmit: submitValid } = useSchemaForm({
    initialValues: { password: '', confirm: '' },
    schema: passwordSchema,
    toBody: (values) => values.password,
    rename: { '': 'password' },
    onValid: (password) =>
      reset.mutate(
        { token, password },
        {
          onSuccess: () => {
            toast.success(invite ? t('passwordSet') : t('passwordChanged'));
            void navigate('/login', { replace: true });
          },
          onError: (err) => {
            const refusal = passwordRefusal(err);
            if (refusal) form.setFieldError('password', refusal);
          },
        },
      ),
  });

  // two different passwords are told first, and both fields emptied to type again
  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (form.values.password !== form.values.confirm) {
      event?.preventDefault();
      form.setValues({ password: '', confirm: '' });
      toast.error(t('passwordMismatch'));
      return;
    }
    submitValid(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput label={t('authNewPassword')} autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label={t('authConfirmPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          {invite ? t('authSetPassword') : t('authChangePassword')}
        </Button>
      </Stack>
    </form>
  );
}
