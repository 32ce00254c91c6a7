import { formatRateEur } from '@hookline/shared/money';
import { Alert, Badge, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { LoadError } from '../../../components/errors/load-error';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { LevelProgressSection, LevelRuleTable } from '../../../features/creator/components/level-progress';
import { eur, levelName } from '../../../features/creator/format';
import { useCurrentUser } from '../../../features/users/api/get-me';
import { useLevels } from '../../../lib/reference-data';

export default function PricingRoute() {
  const levels = useLevels();
  const creator = useCurrentUser()?.creator ?? null;
  const deal = creator?.level;

  return (
    <Stack gap="lg">
      <ScreenHeader title="Pricing" back={{ to: '/app/credits', label: 'Credits' }} />
      {creator && <LevelProgressSection />}
      <Text c="dimmed" fz="sm">
        A video earns for the views it gets in its first 72 hours: views ÷ 1,000 × the rate of your level, up to the
        level's cap per video, and never more than the campaign's budget left.
      </Text>
      <Text c="dimmed" fz="sm" data-testid="deal-in-force">
        A video is paid by the deal in force when it was approved: a change of your level or deal applies to videos
        approved after the change.
      </Text>
      {deal && deal.type !== 'normal' && (
        <Alert color="violet" variant="light" title="Your personal deal" data-testid="personal-deal">
          {deal.type === 'fixed'
            ? `You are paid a fixed ${eur(deal.max_amount_eur)} for each accepted video.`
            : `You earn ${formatRateEur(deal.per_1k_views_amount_eur ?? 0)} per 1,000 views, up to ${eur(deal.max_amount_eur)} a video.`}
        </Alert>
      )}
      {levels.isPending ? (
        <Skeleton h={320} radius="lg" aria-label="Loading the level table" />
      ) : levels.isError ? (
        <LoadError error={levels.error} onRetry={() => void levels.refetch()} />
      ) : levels.data.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed">No levels are set up yet.</Text>
        </Paper>
      ) : (
        <Paper withBorder radius="lg">
          <Table verticalSpacing="sm" aria-label="Level table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Level</Table.Th>
                <Table.Th ta="right">Per 1,000 views</Table.Th>
                <Table.Th ta="right">Cap per video</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {levels.data.map((l) => {
                const mine = creator?.level_id === l.id;
                return (
                  <Table.Tr
                    key={l.id}
                    data-testid="level-row"
                    data-current={mine || undefined}
                    aria-current={mine ? 'true' : undefined}
                    bg={mine ? 'violet.0' : undefined}
                  >
                    <Table.Td>
                      <Group gap="xs">
                        <Text fw={mine ? 700 : 500}>{levelName(l.name)}</Text>
                        {mine && (
                          <Badge size="sm" variant="filled">
                            Your level
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{eur(l.per_1k_views_amount_eur)}</Table.Td>
                    <Table.Td ta="right">{eur(l.max_amount_eur)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <Text fw={700}>How your level is set</Text>
      <Text c="dimmed" fz="sm">
        Your level comes from your TikTok profile: you need both the followers and the median views of a row. Level 0
        earns nothing yet.
      </Text>
      <LevelRuleTable currentLevelId={creator?.level_id} />
    </Stack>
  );
}
