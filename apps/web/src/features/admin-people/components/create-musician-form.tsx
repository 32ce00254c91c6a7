// Create Musician: Email and Stage Name, Submit. The server creates the account and emails an
// invitation to choose a password; a taken email is shown on the Email field (the red toast comes from the query client).
import { musicianCreateBody } from '@hookline/shared/admin-people';
import { MSG } from '@hookline/shared/messages';
import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms';
import { toast } from '../../../lib/toasts';
import { useCreateMusician } from '../api/create-musician';

export function CreateMusicianForm() {
  const create = useCreateMusician();
  const [invited, setInvited] = useState<string | null>(null);
  const { form, onSubmit: submit } = useSchemaForm({
    initialValues: { email: '', stage_name: '' },
    schema: musicianCreateBody,
    onValid: (body) =>
      create.mutate(body, {
        onSuccess: () => {
          toast.success(MSG.musicianCreated);
          setInvited(body.email);
          form.reset();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            form.setFieldError('email', errorMessage(error, MSG.somethingWentWrong));
          }
        },
      }),
  });

  return (
    <Paper withBorder p="lg" radius="md" maw={520}>
      <form onSubmit={submit} noValidate aria-label="Create Musician">
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
          <TextInput label="Stage Name" {...form.getInputProps('stage_name')} />
          <Button type="submit" loading={create.isPending} w="fit-content">
            Submit
          </Button>
          {invited && (
            <Text size="sm" c="dimmed" data-testid="invited">
              An invitation to choose a password was emailed to {invited}.
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
