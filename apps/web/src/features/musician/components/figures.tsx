// The headline figures of a campaign: what the money bought so far.
import { formatCount, formatEur } from '@hookline/shared/money';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { currentLocale, t } from '../../../lib/i18n';
import type { Dashboard } from '../api/types';

const n = (value: number | null | undefined) => formatCount(value, currentLocale());

export function Figures({ figures }: { figures: Dashboard['figures'] }) {
  const items = [
    { label: t('muViews'), value: n(figures.views) },
    { label: t('muVideos'), value: n(figures.videos) },
    { label: t('muLikes'), value: n(figures.likes) },
    { label: t('muComments'), value: n(figures.comments) },
    { label: t('muShares'), value: n(figures.shares) },
    {
      label: t('muCostPer1k'),
      value: figures.cost_per_1k_views_eur === null ? '–' : formatEur(figures.cost_per_1k_views_eur, currentLocale()),
    },
    {
      label: t('muBudgetSpent'),
      value: t('muSpentOf', {
        spent: formatEur(figures.budget_spent_eur, currentLocale()),
        budget: formatEur(figures.budget_eur, currentLocale()),
      }),
    },
    { label: t('muReserved'), value: formatEur(figures.budget_reserved_eur, currentLocale()) },
    { label: t('muRefunded'), value: formatEur(figures.budget_refunded_eur, currentLocale()) },
    { label: t('muBudgetLeft'), value: formatEur(figures.budget_left_eur, currentLocale()) },
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
