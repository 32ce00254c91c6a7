// The headline figures of a campaign: what the money bought so far.
import { formatCount, formatEur } from '@hookline/shared/money';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Dashboard } from '../api/types';

const n = formatCount;

export function Figures({ figures }: { figures: Dashboard['figures'] }) {
  const items = [
    { label: 'Views', value: n(figures.views) },
    { label: 'Videos', value: n(figures.videos) },
    { label: 'Likes', value: n(figures.likes) },
    { label: 'Comments', value: n(figures.comments) },
    { label: 'Shares', value: n(figures.shares) },
    {
      label: 'Cost per 1,000 views',
      value: figures.cost_per_1k_views_eur === null ? '–' : formatEur(figures.cost_per_1k_views_eur),
    },
    { label: 'Budget spent', value: `${formatEur(figures.budget_spent_eur)} of ${formatEur(figures.budget_eur)}` },
    { label: 'Reserved', value: formatEur(figures.budget_reserved_eur) },
    { label: 'Refunded', value: formatEur(figures.budget_refunded_eur) },
    { label: 'Budget left', value: formatEur(figures.budget_left_eur) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="figures">
      {items.map((i) => (
        <Paper key={i.label} withBorder radius="lg" p="sm">
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {i.label}
          </Text>
          <Text fz="lg" fw={700} data-testid={`figure-${i.label}`}>
            {i.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
