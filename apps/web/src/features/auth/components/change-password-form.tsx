// /app/account/change-password: the current password, a new one and its confirmation.
import { changePasswordBody } from '@hookline/shared/auth';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { passwordRefusal } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms';
import { t } from '../../../lib/i18n';
import { useToast } from '../../../lib/toasts';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordForm() {
  const toast = useToast();
  const change = useChangePassword();
  const schemaForm = useSchemaForm({
    initialValues: { current_password: '', new_password: '', confirm: '' },
    schema: changePasswordBody,
    toBody: (values) => ({ current_password: values.current_password, new_password: values.new_password }),
    onValid: (body) =>
      change.mutate(body, {
        onSuccess: () => {
          toast.success(t('passwordChanged'));
          form.reset();
        },
        onError: (err) => {
          const refusal = passwordRefusal(err);
          if (refusal) form.setFieldError('new_password', refusal);
        },
      }),
  });
  const { form } = schemaForm;
  // the two new passwords must match before the schema is asked
  const onSubmit = (event?: React.FormEvent<HTMLFormElement>) => {
    const values = form.getValues();
    if (values.new_password !== values.confirm) {
      event?.preventDefault();
      form.setValues({ new_password: '', confirm: '' });
      toast.error(t('passwordMismatch'));
      return;
    }
    schemaForm.onSubmit(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('authCurrentPassword')}
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label={t('authNewPassword')}
          autoComplete="new-password"
          {...form.getInputProps('new_password')}
        />
        <PasswordInput
          label={t('authConfirmPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('authChangePassword')}
        </Button>
      </Stack>
    </form>
  );
}
