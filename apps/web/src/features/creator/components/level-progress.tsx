// How a creator's level is set and how to reach the next one (docs/engine.md "Levels from TikTok"): the
// published rule table, the figures read from their TikTok profile and their progress towards the next level.

import type { LevelProgress } from '@hookline/shared/creator-levels';
import { LEVEL_RECENT_VIDEOS, LEVEL_RULES } from '@hookline/shared/level-rules';
import { formatCount } from '@hookline/shared/money';
import { PLATFORM_NAMES } from '@hookline/shared/platforms';
import { Alert, Group, Paper, Progress, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { ListState } from '../../../components/layout/list-state';
import { currentLocale, t } from '../../../lib/i18n';
import { useLevelProgress } from '../api/get-level-progress';
import { count, date, levelName } from '../format';
import { levelOneText } from '../level-text';

const n = (value: number | null | undefined) => formatCount(value, currentLocale());

export function LevelRuleTable({ currentLevelId }: { currentLevelId?: number }) {
  return (
    <Paper withBorder radius="lg">
      <Table verticalSpacing="xs" aria-label={t('crLevelsTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('crLevel')}</Table.Th>
            <Table.Th ta="right">{t('crTiktokFollowers')}</Table.Th>
            <Table.Th ta="right">{t('crMedianViewsOfLast', { count: LEVEL_RECENT_VIDEOS })}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr bg={currentLevelId === 1 ? 'violet.0' : undefined}>
            <Table.Td>{levelName('0')}</Table.Td>
            <Table.Td ta="right" colSpan={2}>
              {t('crBelowLevel1')}
            </Table.Td>
          </Table.Tr>
          {LEVEL_RULES.map((r) => (
            <Table.Tr key={r.levelId} data-testid="rule-row" bg={currentLevelId === r.levelId ? 'violet.0' : undefined}>
              <Table.Td>{levelName(r.name)}</Table.Td>
              <Table.Td ta="right">{n(r.minFollowers)}+</Table.Td>
              <Table.Td ta="right">{n(r.minMedianViews)}+</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function Bar({ label, value, target }: { label: string; value: number; target: number }) {
  const pct = target > 0 ? Math.min(100, (value / target) * 100) : 100;
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm">{label}</Text>
        <Text fz="sm" fw={600}>
          {t('crBarValue', { value: count(value), target: count(target) })}
        </Text>
      </Group>
      <Progress value={pct} color={pct >= 100 ? 'green' : 'violet'} aria-label={t('crBarLabel', { label })} />
    </Stack>
  );
}

export function LevelProgressPanel({ progress: p }: { progress: LevelProgress }) {
  // the figures the level was set from, read with the same rule table (null before the first reading)
  const read = p.tiktok_connected && p.checked_at !== null ? p : null;
  const higher = read?.figures_level && read.figures_level.level_id > p.level_id ? read.figures_level : null;
  const review = date(p.next_review_at);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="level-progress">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('crYouAreAt', { level: levelName(p.level_name) })}
        </Title>
        {!p.tiktok_connected ? (
          <Text fz="sm" c="dimmed">
            {t('crConnectForLevel')}
          </Text>
        ) : read ? (
          <Text fz="sm" c="dimmed">
            {t('crFiguresFrom', {
              date: date(read.checked_at),
              followers: count(read.followers),
              median: count(read.median_views),
              videos: read.videos_counted ?? 0,
            })}
          </Text>
        ) : (
          <Text fz="sm" c="dimmed" data-testid="figures-not-read">
            {t('crFiguresNotRead', { date: review })}
          </Text>
        )}
        {higher && (
          <Alert color="green" variant="light" data-testid="meets-higher-level">
            {t('crMeetsHigherLevel', { level: levelName(higher.name), date: review })}
          </Alert>
        )}
        {p.level_id === 1 && read && !higher && (
          <Text fz="sm">
            {levelOneText({
              followers: read.followers,
              medianViews: read.median_views,
              videosCounted: read.videos_counted,
            })}
          </Text>
        )}
        {p.level_id === 1 && !read && <Text fz="sm">{levelOneText()}</Text>}
        {read && p.next && !higher ? (
          <Stack gap="xs">
            <Text fw={600} fz="sm">
              {t('crNextLevel', {
                level: levelName(p.next.name),
                followers: n(p.next.min_followers),
                median: n(p.next.min_median_views),
              })}
            </Text>
            <Bar label={t('crFollowers')} value={read.followers ?? 0} target={p.next.min_followers} />
            <Bar label={t('crMedianViews')} value={read.median_views ?? 0} target={p.next.min_median_views} />
          </Stack>
        ) : (
          !p.next && <Text fz="sm">{t('crHighestLevel')}</Text>
        )}
        <AccountLevels progress={p} />
        <Text fz="xs" c="dimmed">
          {t('crMonthlyReread')}
        </Text>
        {p.pending_proposal && (
          <Alert color="yellow" variant="light" data-testid="pending-proposal">
            {t('crPendingProposal', {
              to: levelName(p.pending_proposal.to_level_name),
              date: review,
              level: levelName(p.level_name),
            })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** Each connected account's level by the same table; the creator's level is the best of them. */
function AccountLevels({ progress: p }: { progress: LevelProgress }) {
  const best = p.accounts.find((a) => a.platform === p.best_platform);
  return (
    <Stack gap={4} data-testid="account-levels">
      <Text fz="sm">
        {best
          ? t('levelFromAccounts', { platform: PLATFORM_NAMES[best.platform], followers: count(best.followers) })
          : t('levelNoAccounts')}
      </Text>
      {p.accounts.length > 1 &&
        p.accounts.map((a) => (
          <Text key={a.platform} fz="xs" c="dimmed" data-testid="account-level">
            {t('crAccountLevel', {
              platform: PLATFORM_NAMES[a.platform],
              level: levelName(a.level_name),
              followers: count(a.followers),
              median: count(a.median_views),
              videos: a.videos_counted,
            })}
          </Text>
        ))}
    </Stack>
  );
}

/** The panel with its own loading and error states (pricing page). */
export function LevelProgressSection() {
  const progress = useLevelProgress();
  return (
    <ListState
      query={progress}
      isEmpty={() => false}
      loading={<Skeleton h={200} radius="lg" aria-label={t('crLevelLoading')} />}
      empty={null}
    >
      {(data) => <LevelProgressPanel progress={data} />}
    </ListState>
  );
}
