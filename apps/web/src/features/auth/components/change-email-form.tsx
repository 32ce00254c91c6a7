// /app/account/change-email: the new address and the current password; the server mails a confirmation link.
import { changeEmailBody } from '@hookline/shared/auth';
import { MSG } from '@hookline/shared/messages';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useSchemaForm } from '../../../lib/forms';
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
          toast.success(MSG.emailChangeSent);
          form.reset();
        },
      }),
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label={MSG.authNewEmail} type="email" autoComplete="email" {...form.getInputProps('new_email')} />
        <PasswordInput
          label={MSG.authCurrentPassword}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {MSG.authChangeEmail}
        </Button>
      </Stack>
    </form>
  );
}
