// t('authForgotPassword'): asks the email and sends the reset link.
import { emailBody } from '@hookline/shared/auth';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
// the modal's styles are not among the few the login screen loads with the entry (main.tsx)
import '../../../lib/full-styles';
import { useSchemaForm } from '../../../lib/forms';
import { t } from '../../../lib/i18n';
import { useToast } from '../../../lib/toasts';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordModal(props: { opened: boolean; onClose: () => void; email: string }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('authResetYourPassword')} centered>
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
          toast.success(t('resetSent'));
          onDone();
        },
      }),
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('authForgotIntro')}
        </Text>
        <TextInput
          label={t('authEmail')}
          type="email"
          autoComplete="email"
          data-autofocus
          {...form.getInputProps('email')}
        />
        {forgot.isError && (
          <Text c="red" fz="sm" role="status">
            {errorMessage(forgot.error, t('resetUserNotFound'))}
          </Text>
        )}
        <Button type="submit" loading={forgot.isPending} fullWidth>
          {t('authSendResetLink')}
        </Button>
      </Stack>
    </form>
  );
}
