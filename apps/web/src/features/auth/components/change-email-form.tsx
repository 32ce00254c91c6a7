// /app/account/change-email: the new address and the current password; the server mails a confirmation link.
import { changeEmailBody } from '@hookline/shared/auth';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useSchemaForm } from '../../../lib/forms';
import { t } from '../../../lib/i18n';
import { useToast } from '../../../lib/toasts';
import { useChangeEmail } from '../api/change-email';

export function ChangeEmailForm() {
  const toast = useToast();
  const change = useChangeEmail();
  const { form, onSubmit } = useSchemaForm({
    initialValues: { new_email: '', password: '' },
    schema: changeEmailBody,
    onValid: (body) =>
      change.mutate(body, {
        onSuccess: () => {
          toast.success(t('emailChangeSent'));
          form.reset();
        },
      }),
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label={t('authNewEmail')} type="email" autoComplete="email" {...form.getInputProps('new_email')} />
        <PasswordInput
          label={t('authCurrentPassword')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('authChangeEmail')}
        </Button>
      </Stack>
    </form>
  );
}
