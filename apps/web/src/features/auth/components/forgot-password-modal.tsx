// MSG.authForgotPassword: asks the email and sends the reset link.
import { emailBody } from '@hookline/shared/auth';
import { MSG } from '@hookline/shared/messages';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
// the modal's styles are not among the few the login screen loads with the entry (main.tsx)
import '../../../lib/full-styles';
import { useSchemaForm } from '../../../lib/forms';
import { useToast } from '../../../lib/toasts';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordModal(props: { opened: boolean; onClose: () => void; email: string }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={MSG.authResetYourPassword} centered>
      {/* the modal mounts its content on open, so each opening starts from the login email and no old error */}
      <ForgotPasswordForm email={props.email} onDone={props.onClose} />
    </Modal>
  );
}

function ForgotPasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const toast = useToast();
  const forgot = useForgotPassword();
  const { form, onSubmit } = useSchemaForm({
    initialValues: { email },
    schema: emailBody,
    onValid: (body) =>
      forgot.mutate(body.email, {
        onSuccess: () => {
          toast.success(MSG.resetSent);
          onDone();
        },
      }),
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {MSG.authForgotIntro}
        </Text>
        <TextInput
          label={MSG.authEmail}
          type="email"
          autoComplete="email"
          data-autofocus
          {...form.getInputProps('email')}
        />
        {forgot.isError && (
          <Text c="red" fz="sm" role="status">
            {errorMessage(forgot.error, MSG.resetUserNotFound)}
          </Text>
        )}
        <Button type="submit" loading={forgot.isPending} fullWidth>
          {MSG.authSendResetLink}
        </Button>
      </Stack>
    </form>
  );
}
