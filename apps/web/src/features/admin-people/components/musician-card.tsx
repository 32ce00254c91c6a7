// One musician of the admin list: full name, email, stage name, and their campaigns.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmailAddress } from '../../../components/layout/email-address';
import type { AdminMusician } from '../api/types';

export function MusicianCard({ musician: m }: { musician: AdminMusician }) {
  const name = [m.first_name, m.last_name].filter(Boolean).join(' ');
  return (
    <Card withBorder padding="md" radius="md" data-testid="musician-card">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3} fz="lg">
            {m.stage_name || 'No stage name'}
          </Title>
          <Text size="sm">Name: {name || '-'}</Text>
          <Text size="sm" c="dimmed">
            <EmailAddress email={m.email} />
          </Text>
        </Stack>
        <Button component={Link} to={`/admin/campaigns?musician=${m.id}`} variant="light" size="sm">
          Campaigns
        </Button>
      </Group>
    </Card>
  );
}
