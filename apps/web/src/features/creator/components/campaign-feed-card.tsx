// One campaign of the creator feed: cover with the preview, song, genre, what this creator earns, days and budget.
import type { PromotionStatus } from '@hookline/shared/constants';
import { genreLabel } from '@hookline/shared/constants';
import { formatRateEur } from '@hookline/shared/money';
import { Badge, Box, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PlatformBadges } from '../../../components/platforms/platform-badges';
import { currentLocale, t } from '../../../lib/i18n';
import type { CreatorCampaign } from '../api/types';
import { date, daysLeftLabel, eur } from '../format';
import { CampaignCover } from './campaign-cover';
import { PromotionStatusBadge } from './promotion-status';
import { SongPreviewButton } from './song-preview';

function budgetShare(c: Pick<CreatorCampaign, 'budget_eur' | 'budget_left_eur'>) {
  return c.budget_eur > 0 ? Math.max(0, Math.min(100, (c.budget_left_eur / c.budget_eur) * 100)) : 0;
}

/** What is left of a campaign's budget, in euros and as a bar that turns orange below 15 %; smaller in a feed card. */
export function BudgetLeft({
  campaign: c,
  compact,
  label,
}: {
  campaign: Pick<CreatorCampaign, 'budget_eur' | 'budget_left_eur'>;
  compact?: boolean;
  /** the bar's accessible name */
  label: string;
}) {
  const share = budgetShare(c);
  const fz = compact ? 'xs' : 'sm';
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap={compact ? 'xs' : undefined}>
        <Text fz={fz} c="dimmed">
          {t('crBudgetLeft')}
        </Text>
        <Text fz={fz} fw={600}>
          {t('crAmountOfTotal', { left: eur(c.budget_left_eur), total: eur(c.budget_eur) })}
        </Text>
      </Group>
      <Progress
        value={share}
        size={compact ? 'sm' : undefined}
        color={share < 15 ? 'orange' : 'violet'}
        aria-label={label}
      />
    </Stack>
  );
}

export function CampaignFeedCard({
  campaign: c,
  joined,
  levelZero,
}: {
  campaign: CreatorCampaign;
  joined?: PromotionStatus;
  /** the creator is at Level 0: the card says why it pays nothing and links to what reaches Level 1 */
  levelZero?: boolean;
}) {
  const to = `/app/campaigns/${c.id}`;
  return (
    <Card withBorder radius="lg" padding={0} data-testid="campaign-card" component="article" className="hl-list-card">
      <CampaignCover song={c.song} h={180}>
        <Box pos="absolute" bottom={10} right={10}>
          <SongPreviewButton song={c.song} />
        </Box>
        {c.song.genre && (
          <Badge pos="absolute" top={10} left={10} variant="white" color="dark">
            {genreLabel(t, c.song.genre.name)}
          </Badge>
        )}
        {joined && <PromotionStatusBadge status={joined} variant="filled" pos="absolute" top={10} right={10} />}
      </CampaignCover>
      <Stack gap="sm" p="md">
        <Stack gap={0} miw={0}>
          <Text fw={700} fz="lg" lineClamp={1} component={Link} to={to} c="inherit" td="none" title={c.song.title}>
            {c.song.title}
          </Text>
          <Text c="dimmed" fz="sm" lineClamp={1} title={c.song.artist}>
            {c.song.artist}
          </Text>
        </Stack>
        <PlatformBadges platforms={c.platforms} />
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Stack gap={0}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('crYouEarnUpTo')}
            </Text>
            <Text fw={800} fz="xl" c="violet.7" data-testid="earn">
              {eur(c.you_can_earn_eur)}
            </Text>
            {c.your_per_1k_views_eur !== null && !levelZero && (
              <Text fz="xs" c="dimmed">
                {t('crPer1kViews', { rate: formatRateEur(c.your_per_1k_views_eur, currentLocale()) })}
              </Text>
            )}
          </Stack>
          {new Date(c.start_date).getTime() > Date.now() ? (
            <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
              {t('crStarts', { date: date(c.start_date) })}
            </Badge>
          ) : (
            <Badge variant="light" color={c.days_left <= 3 ? 'orange' : 'gray'} style={{ flexShrink: 0 }}>
              {daysLeftLabel(c.days_left)}
            </Badge>
          )}
        </Group>
        {levelZero && (
          <Text fz="xs" c="dimmed" data-testid="level-zero-hint">
            {t('crLevelZeroEarnsNothing')}{' '}
            {/* underlined: a link inside a sentence must not be told apart by its colour alone */}
            <Text component={Link} to="/app/credits/pricing" fz="xs" c="violet.7" td="underline">
              {t('crHowToReachLevel1')}
            </Text>
          </Text>
        )}
        <BudgetLeft campaign={c} compact label={t('crBudgetLeftOf', { title: c.song.title })} />
        <Button component={Link} to={to} variant={joined ? 'light' : 'filled'} fullWidth>
          {joined ? t('crOpen') : t('crViewCampaign')}
        </Button>
      </Stack>
    </Card>
  );
}
