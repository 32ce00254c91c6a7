// Placeholder for screens that later issues build: the route exists, the content does not yet.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { t } from '../../lib/i18n';

export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed">{t('uiComingSoon')}</Text>
      </Paper>
    </Stack>
  );
}
