// The creators list filtered to pending level proposals: what TikTok showed, the level it gives by the rule
// table, and Confirm / Dismiss (docs/engine.md "Levels from TikTok").

import { levelLabel } from '@hookline/shared/constants';
import { formatCount } from '@hookline/shared/money';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { LoadError } from '../../../components/errors/load-error';
import { EmailAddress } from '../../../components/layout/email-address';
import { ListPages } from '../../../components/layout/list-pages';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { type LevelProposal, useDecideLevelProposal, usePendingLevelProposals } from '../api/level-proposals';

const PAGE_SIZE = 5;

function ProposalCard({ p }: { p: LevelProposal }) {
  const decide = useDecideLevelProposal();
  const send = (decision: 'confirm' | 'dismiss') =>
    decide.mutate({ id: p.id, body: { decision } }, { onSuccess: (res) => toast.success(res.message) });
  return (
    <Paper withBorder p="md" radius="md" data-testid="level-proposal">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>@{p.tiktok_username ?? '-'}</Text>
          <Text fz="sm" c="dimmed">
            <EmailAddress email={p.email} />
          </Text>
        </Group>
        <Group gap="xs">
          <Badge variant="light">{levelLabel(t, p.from_level.id)}</Badge>
          <Text>→</Text>
          <Badge color="orange" variant="light">
            {levelLabel(t, p.to_level.id)}
          </Badge>
        </Group>
        <Text fz="sm">
          {formatCount(p.followers)} followers, median {formatCount(p.median_views)} views on the last{' '}
          {formatCount(p.videos_counted)} videos · {p.source === 'monthly' ? 'monthly review' : 'on connect'}{' '}
          {dayjs(p.created_at).format('YYYY-MM-DD')}
        </Text>
        <Group gap="xs">
          <Button size="xs" loading={decide.isPending} onClick={() => send('confirm')}>
            Confirm {levelLabel(t, p.to_level.id)}
          </Button>
          <Button size="xs" variant="default" disabled={decide.isPending} onClick={() => send('dismiss')}>
            Dismiss
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function LevelProposalList() {
  const [page, setPage] = useState(1);
  const query = usePendingLevelProposals({ page, perPage: PAGE_SIZE });
  if (query.isPending)
    return (
      <Stack aria-busy="true" aria-label="Loading level proposals">
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const total = query.data._meta.total_items;
  if (total === 0)
    return (
      <Paper withBorder p="xl" radius="md" ta="center">
        <Text fw={600}>No pending level proposals</Text>
        <Text size="sm" c="dimmed">
          Higher levels apply at once; lower ones wait here for a decision.
        </Text>
      </Paper>
    );
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <Stack>
      <Text size="sm" c="dimmed" data-testid="proposals-total">
        {total} pending {total === 1 ? 'proposal' : 'proposals'}
      </Text>
      {query.data.items.map((p) => (
        <ProposalCard key={p.id} p={p} />
      ))}
      <ListPages pages={pages} value={page} onChange={setPage} />
    </Stack>
  );
}
