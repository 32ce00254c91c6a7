// /reset-password?token=...: a new password and its confirmation. The musician invitation uses the same page.
import { passwordSchema } from '@hookline/shared/auth';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { t } from '../../../lib/i18n';
import { useToast } from '../../../lib/toasts';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordForm({ token, invite }: { token: string; invite: boolean }) {
  const toast = useToast();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({ initialValues: { password: '', confirm: '' } });

  const onSubmit = form.onSubmit((values) => {
    if (values.password !== values.confirm) {
      form.setValues({ password: '', confirm: '' });
      toast.error(t('passwordMismatch'));
      return;
    }
    const parsed = passwordSchema.safeParse(values.password);
    if (!parsed.success) {
      form.setErrors({ password: parsed.error.issues[0]?.message ?? t('tryAgain') });
      return;
    }
    reset.mutate(
      { token, password: parsed.data },
      {
        onSuccess: () => {
          toast.success(invite ? t('passwordSet') : t('passwordChanged'));
          void navigate('/login', { replace: true });
        },
      },
    );
  });

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
