// A list or screen whose data could not be loaded: the server's message (or the generic one) and a retry.
import { Button, Group, Paper, Text } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';
import { t } from '../../lib/i18n';

export function LoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  return (
    <Paper withBorder radius="lg" p="lg" role="alert">
      <Group justify="space-between">
        <Text c="red">{errorMessage(error, t('somethingWentWrong'))}</Text>
        <Button variant="light" onClick={onRetry} loading={retrying}>
          {t('uiTryAgain')}
        </Button>
      </Group>
    </Paper>
  );
}
