// /reset-password?token=...: a new password and its confirmation. The musician invitation uses the same page.
import { passwordSchema } from '@hookline/shared/auth';
import { MSG } from '@hookline/shared/messages';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
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
      toast.error(MSG.passwordMismatch);
      return;
    }
    const parsed = passwordSchema.safeParse(values.password);
    if (!parsed.success) {
      form.setErrors({ password: parsed.error.issues[0]?.message ?? MSG.tryAgain });
      return;
    }
    reset.mutate(
      { token, password: parsed.data },
      {
        onSuccess: () => {
          toast.success(invite ? MSG.passwordSet : MSG.passwordChanged);
          void navigate('/login', { replace: true });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput label={MSG.authNewPassword} autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput label={MSG.authConfirmPassword} autoComplete="new-password" {...form.getInputProps('confirm')} />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          {invite ? MSG.authSetPassword : MSG.authChangePassword}
        </Button>
      </Stack>
    </form>
  );
}
