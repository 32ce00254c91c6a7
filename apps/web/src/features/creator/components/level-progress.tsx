// How a creator's level is set and how to reach the next one (docs/engine.md "Levels from TikTok"): the
// published rule table, the figures read from their TikTok profile and their progress towards the next level.

import type { LevelProgress } from '@hookline/shared/creator-levels';
import { LEVEL_RECENT_VIDEOS, LEVEL_RULES } from '@hookline/shared/level-rules';
import { PLATFORM_TEXTS } from '@hookline/shared/messages';
import { formatCount } from '@hookline/shared/money';
import { PLATFORM_NAMES } from '@hookline/shared/platforms';
import { Alert, Group, Paper, Progress, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/errors/load-error';
import { useLevelProgress } from '../api/get-level-progress';
import { count, date, levelName } from '../format';
import { levelOneText } from '../level-text';

const n = formatCount;

export function LevelRuleTable({ currentLevelId }: { currentLevelId?: number }) {
  return (
    <Paper withBorder radius="lg">
      <Table verticalSpacing="xs" aria-label="How levels are set">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Level</Table.Th>
            <Table.Th ta="right">TikTok followers</Table.Th>
            <Table.Th ta="right">Median views of your last {LEVEL_RECENT_VIDEOS} videos</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr bg={currentLevelId === 1 ? 'violet.0' : undefined}>
            <Table.Td>{levelName('0')}</Table.Td>
            <Table.Td ta="right" colSpan={2}>
              below Level 1
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
          {count(value)} of {count(target)}
        </Text>
      </Group>
      <Progress value={pct} color={pct >= 100 ? 'green' : 'violet'} aria-label={`${label} towards the next level`} />
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
          You are at {levelName(p.level_name)}
        </Title>
        {!p.tiktok_connected ? (
          <Text fz="sm" c="dimmed">
            Connect your TikTok profile and your level is set from your followers and recent views.
          </Text>
        ) : read ? (
          <Text fz="sm" c="dimmed">
            From your TikTok profile on {date(read.checked_at)}: {count(read.followers)} followers, a median of{' '}
            {count(read.median_views)} views on your last {read.videos_counted ?? 0} videos.
          </Text>
        ) : (
          <Text fz="sm" c="dimmed" data-testid="figures-not-read">
            Your profile is connected but its figures have not been read yet: test your connection to read them now, or
            they are read at the monthly review on {review}.
          </Text>
        )}
        {higher && (
          <Alert color="green" variant="light" data-testid="meets-higher-level">
            Your figures meet {levelName(higher.name)}. A higher level applies as soon as your profile is read: test
            your connection to apply it now, or it applies at the monthly review on {review}.
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
              Next: {levelName(p.next.name)} needs {n(p.next.min_followers)} followers and a median of{' '}
              {n(p.next.min_median_views)} views
            </Text>
            <Bar label="Followers" value={read.followers ?? 0} target={p.next.min_followers} />
            <Bar label="Median views" value={read.median_views ?? 0} target={p.next.min_median_views} />
          </Stack>
        ) : (
          !p.next && <Text fz="sm">You are at the highest level.</Text>
        )}
        <AccountLevels progress={p} />
        <Text fz="xs" c="dimmed">
          We read your profile again every month: a higher level applies at once; a lower one is checked by the Hookline
          team first.
        </Text>
        {p.pending_proposal && (
          <Alert color="yellow" variant="light" data-testid="pending-proposal">
            Your latest figures fit {levelName(p.pending_proposal.to_level_name)}. The Hookline team confirms or
            dismisses this before the monthly review on {review}; until then you stay at {levelName(p.level_name)}.
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
          ? PLATFORM_TEXTS.levelFromAccounts(PLATFORM_NAMES[best.platform], count(best.followers))
          : PLATFORM_TEXTS.levelNoAccounts}
      </Text>
      {p.accounts.length > 1 &&
        p.accounts.map((a) => (
          <Text key={a.platform} fz="xs" c="dimmed" data-testid="account-level">
            {PLATFORM_NAMES[a.platform]}: {levelName(a.level_name)} ({count(a.followers)} followers, a median of{' '}
            {count(a.median_views)} views on {a.videos_counted} videos)
          </Text>
        ))}
    </Stack>
  );
}

/** The panel with its own loading and error states (pricing page). */
export function LevelProgressSection() {
  const progress = useLevelProgress();
  if (progress.isPending) return <Skeleton h={200} radius="lg" aria-label="Loading your level" />;
  if (progress.isError) return <LoadError error={progress.error} onRetry={() => void progress.refetch()} />;
  return <LevelProgressPanel progress={progress.data} />;
}
