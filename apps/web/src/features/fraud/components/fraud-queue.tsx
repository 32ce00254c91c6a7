// The admin's fraud queue: undecided scores, highest first, each with its reasons and the two decisions.
// Fraud asks for confirmation (irreversible), as on the promotion rows.
import { formatCount } from '@hookline/shared/money';

import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/actions/confirm-dialog';
import { FraudScore } from '../../../components/fraud/fraud-score';
import { toast } from '../../../lib/toasts';
import { useDecideFraud } from '../api/decide-fraud';
import type { FraudQueueItem } from '../api/get-fraud-queue';

export function FraudQueueCard({ item }: { item: FraudQueueItem }) {
  const decide = useDecideFraud();
  const [confirming, setConfirming] = useState(false);
  const send = async (decision: 'release' | 'fraud') => {
    const res = await decide.mutateAsync({ id: item.promotion_id, body: { decision } }).catch(() => null);
    if (res) toast.success(res.message);
  };
  const busy = decide.isPending;
  return (
    <Paper withBorder p="md" radius="md" data-testid="fraud-item">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Text fw={700}>@{item.creator.tiktok_username ?? '-'}</Text>
            <Text size="sm" c="dimmed">
              {item.song} · {item.status} · {item.views === null ? '-' : formatCount(item.views)} views
            </Text>
            {item.video_url && (
              <Anchor
                size="sm"
                href={item.video_url}
                target="_blank"
                rel="noopener noreferrer"
                style={{ overflowWrap: 'anywhere' }}
              >
                {item.video_url}
              </Anchor>
            )}
          </Stack>
        </Group>
        <FraudScore check={item} />
        <Group gap="xs">
          <Button size="xs" variant="light" color="green" loading={busy} onClick={() => void send('release')}>
            Release
          </Button>
          <Button size="xs" variant="light" color="red" disabled={busy} onClick={() => setConfirming(true)}>
            Fraud
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Mark as fraud"
        confirmColor="red"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void send('fraud');
        }}
      >
        <Text>Mark this promotion as fraud? This cannot be undone.</Text>
      </ConfirmDialog>
    </Paper>
  );
}

export const FRAUD_QUEUE_EMPTY = 'No videos are waiting for a fraud decision.';
