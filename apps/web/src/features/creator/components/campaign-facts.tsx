// A campaign's dates, budget left, territories and the highest level it is open to.
import { levelLabel, territoryLabel } from '@hookline/shared/constants';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { t } from '../../../lib/i18n';
import type { CreatorCampaign } from '../api/types';
import { date, daysLeftLabel } from '../format';
import { BudgetLeft } from './campaign-feed-card';

export function CampaignFacts({ c }: { c: CreatorCampaign }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Badge variant="light" color={c.days_left <= 3 ? 'orange' : 'gray'} size="lg">
          {c.archived ? t('crEnded') : daysLeftLabel(c.days_left)}
        </Badge>
        <Text fz="sm" c="dimmed">
          {date(c.start_date)} – {date(c.end_date)}
        </Text>
      </Group>
      <BudgetLeft campaign={c} label={t('crBudgetLeft')} />
      <Text fz="sm">
        <Text span c="dimmed" inherit>
          {t('crTerritories')}{' '}
        </Text>
        {c.territories.map((name) => territoryLabel(t, name)).join(', ') || '-'}
      </Text>
      <Text fz="sm">
        <Text span c="dimmed" inherit>
          {t('crOpenUpTo')}{' '}
        </Text>
        {levelLabel(t, c.max_level_id)}
      </Text>
    </Stack>
  );
}
