// The creator's balance (GET /api/creators/{id}/balance): earned and not billed yet, billed and open, paid.
import { EARNING_STATE_HINTS, EARNING_STATE_LABELS } from '@hookline/shared/earning-states';
import { MSG } from '@hookline/shared/messages';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useBalance } from '../api/get-balance';
import { eur } from '../format';

// the earning states' words (earning-states.ts), the same on every screen and for every role
const TILES = [
  {
    key: 'unbilled_eur',
    label: EARNING_STATE_LABELS.earned,
    hint: 'Not billed yet; billed by the start of next month at the latest',
  },
  { key: 'billed_open_eur', label: EARNING_STATE_LABELS.billed, hint: EARNING_STATE_HINTS.billed },
  { key: 'paid_eur', label: EARNING_STATE_LABELS.paid, hint: 'Paid out to you so far' },
] as const;

export function BalanceSummary({ creatorId }: { creatorId: number | undefined }) {
  const balance = useBalance(creatorId);
  if (balance.isPending)
    return (
      <SimpleGrid cols={{ base: 1, xs: 3 }} aria-busy="true" aria-label="Loading your balance">
        {TILES.map((t) => (
          <Skeleton key={t.key} h={104} radius="lg" />
        ))}
      </SimpleGrid>
    );
  if (balance.isError)
    return (
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between">
          <Text c="red">{errorMessage(balance.error, MSG.somethingWentWrong)}</Text>
          <Button variant="light" onClick={() => void balance.refetch()} loading={balance.isFetching}>
            Try again
          </Button>
        </Group>
      </Paper>
    );
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} data-testid="balance">
      {TILES.map((t) => (
        <Paper key={t.key} withBorder radius="lg" p="md">
          <Stack gap={2}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {t.label}
            </Text>
            <Text fz={26} fw={800} data-testid={`balance-${t.key}`}>
              {eur(balance.data[t.key])}
            </Text>
            <Text fz="xs" c="dimmed">
              {t.hint}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
