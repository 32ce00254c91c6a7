// The creator's balance (GET /api/creators/{id}/balance): earned and not billed yet, billed and open, paid.
import { EARNING_STATE_HINT_KEYS, EARNING_STATE_KEYS } from '@hookline/shared/earning-states';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useBalance } from '../api/get-balance';
import { eur } from '../format';

// the earning states' words (earning-states.ts), the same on every screen and for every role
const TILES = [
  { key: 'unbilled_eur', label: () => t(EARNING_STATE_KEYS.earned), hint: () => t('crBalanceUnbilledHint') },
  { key: 'billed_open_eur', label: () => t(EARNING_STATE_KEYS.billed), hint: () => t(EARNING_STATE_HINT_KEYS.billed) },
  { key: 'paid_eur', label: () => t(EARNING_STATE_KEYS.paid), hint: () => t('crBalancePaidHint') },
] as const;

export function BalanceSummary({ creatorId }: { creatorId: number | undefined }) {
  const balance = useBalance(creatorId);
  if (balance.isPending)
    return (
      <SimpleGrid cols={{ base: 1, xs: 3 }} aria-busy="true" aria-label={t('crBalanceLoading')}>
        {TILES.map((tile) => (
          <Skeleton key={tile.key} h={104} radius="lg" />
        ))}
      </SimpleGrid>
    );
  if (balance.isError)
    return (
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between">
          <Text c="red">{errorMessage(balance.error, t('somethingWentWrong'))}</Text>
          <Button variant="light" onClick={() => void balance.refetch()} loading={balance.isFetching}>
            {t('crTryAgain')}
          </Button>
        </Group>
      </Paper>
    );
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} data-testid="balance">
      {TILES.map((tile) => (
        <Paper key={tile.key} withBorder radius="lg" p="md">
          <Stack gap={2}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {tile.label()}
            </Text>
            <Text fz={26} fw={800} data-testid={`balance-${tile.key}`}>
              {eur(balance.data[tile.key])}
            </Text>
            <Text fz="xs" c="dimmed">
              {tile.hint()}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
