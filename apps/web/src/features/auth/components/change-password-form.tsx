// /app/account/change-password: the current password, a new one and its confirmation.
import { changePasswordBody } from '@hookline/shared/auth';
import { MSG } from '@hookline/shared/messages';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../lib/forms';
import { useToast } from '../../../lib/toasts';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordForm() {
  const toast = useToast();
  const change = useChangePassword();
  const form = useForm({ initialValues: { current_password: '', new_password: '', confirm: '' } });

  const onSubmit = form.onSubmit((values) => {
    if (values.new_password !== values.confirm) {
      form.setValues({ new_password: '', confirm: '' });
      toast.error(MSG.passwordMismatch);
      return;
    }
    const parsed = changePasswordBody.safeParse({
      current_password: values.current_password,
      new_password: values.new_password,
    });
    if (!parsed.success) {
      form.setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(MSG.passwordChanged);
        form.reset();
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={MSG.authCurrentPassword}
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label={MSG.authNewPassword}
          autoComplete="new-password"
          {...form.getInputProps('new_password')}
        />
        <PasswordInput label={MSG.authConfirmPassword} autoComplete="new-password" {...form.getInputProps('confirm')} />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {MSG.authChangePassword}
        </Button>
      </Stack>
    </form>
  );
}
