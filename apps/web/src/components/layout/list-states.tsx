// What a list screen shows before its rows: grey rows while it loads, and a card saying why it is empty.
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function RowsLoading({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // the rows are alike and never reorder
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} h={72} radius="md" />
      ))}
    </Stack>
  );
}

export function EmptyList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl" ta="center">
      <Text fw={700}>{title}</Text>
      <Text c="dimmed" fz="sm">
        {children}
      </Text>
    </Paper>
  );
}
