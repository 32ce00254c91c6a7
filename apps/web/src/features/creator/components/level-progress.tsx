// How a creator's level is set and how to reach the next one (docs/engine.md "Levels from TikTok"): the
// published rule table, the figures read from their TikTok profile and their progress towards the next level.

import type { LevelProgress } from '@hookline/shared/creator-levels';
import { LEVEL_MIN_VIDEOS, LEVEL_RECENT_VIDEOS, LEVEL_RULES } from '@hookline/shared/level-rules';
import { formatCount } from '@hookline/shared/money';
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
        ) : p.checked_at ? (
          <Text fz="sm" c="dimmed">
            From your TikTok profile on {date(p.checked_at)}: {count(p.followers)} followers, a median of{' '}
            {count(p.median_views)} views on your last {p.videos_counted ?? 0} videos.
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            Your profile is connected; its figures have not been read yet. Test your connection to read them now.
          </Text>
        )}
        {p.level_id === 1 && <Text fz="sm">{levelOneText()}</Text>}
        {p.videos_counted !== null && p.videos_counted < LEVEL_MIN_VIDEOS && (
          <Text fz="sm">
            We need at least {LEVEL_MIN_VIDEOS} videos on your profile to tell your usual views: post a few more.
          </Text>
        )}
        {p.next ? (
          <Stack gap="xs">
            <Text fw={600} fz="sm">
              Next: {levelName(p.next.name)} needs {n(p.next.min_followers)} followers and a median of{' '}
              {n(p.next.min_median_views)} views
            </Text>
            <Bar label="Followers" value={p.followers ?? 0} target={p.next.min_followers} />
            <Bar label="Median views" value={p.median_views ?? 0} target={p.next.min_median_views} />
          </Stack>
        ) : (
          <Text fz="sm">You are at the highest level.</Text>
        )}
        <Text fz="xs" c="dimmed">
          We read your profile again every month: a higher level applies at once; a lower one is checked by the Hookline
          team first.
        </Text>
        {p.pending_proposal && (
          <Alert color="yellow" variant="light" data-testid="pending-proposal">
            Your latest figures fit {levelName(p.pending_proposal.to_level_name)}. The Hookline team checks this before
            your level changes.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The panel with its own loading and error states (pricing page). */
export function LevelProgressSection() {
  const progress = useLevelProgress();
  if (progress.isPending) return <Skeleton h={200} radius="lg" aria-label="Loading your level" />;
  if (progress.isError) return <LoadError error={progress.error} onRetry={() => void progress.refetch()} />;
  return <LevelProgressPanel progress={progress.data} />;
}
