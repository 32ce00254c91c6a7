// One figure of a promotion with its label above it (views, earned, days left), as the creator's lists show it.
import { Stack, Text } from '@mantine/core';

export function Stat({ label, value, fz }: { label: string; value: string; fz?: 'sm' }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={fz}>
        {value}
      </Text>
    </Stack>
  );
}
