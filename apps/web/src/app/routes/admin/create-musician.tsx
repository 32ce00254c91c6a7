// /admin/create-musician.
import { Stack, Text } from '@mantine/core';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { CreateMusicianForm } from '../../../features/admin-people/components/create-musician-form';

export default function CreateMusicianRoute() {
  return (
    <Stack>
      <ScreenHeader title="Create Musician" back={{ to: '/admin/musicians', label: 'Musicians' }} />
      <Text c="dimmed" size="sm">
        The musician receives an email with a link to choose a password, then signs in with that email.
      </Text>
      <CreateMusicianForm />
    </Stack>
  );
}
