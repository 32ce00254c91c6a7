// The reason a video was declined or marked as fraud, and the creator's one appeal of a decline.
import { APPEAL_TEXT_MAX, appealBody, type Decision } from '@hookline/shared/decisions';
import { Alert, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { SupportLink } from '../../../components/support/support-link';
import { toast } from '../../../lib/toasts';
import { useAppealDecline } from '../api/appeal-decline';
import { dateTime } from '../format';

const APPEAL_STATUS = {
  open: { label: 'Appeal sent', color: 'blue', text: 'The Hookline team will answer your appeal by email.' },
  accepted: { label: 'Appeal accepted', color: 'green', text: 'Your video is back in review.' },
  rejected: { label: 'Appeal rejected', color: 'red', text: 'This decision is final.' },
} as const;

export function DecisionPanel({ promotionId, decision: d }: { promotionId: number; decision: Decision }) {
  const appeal = useAppealDecline();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = () => {
    const parsed = appealBody.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please write your appeal');
      return;
    }
    setError(null);
    appeal.mutate({ id: promotionId, body: parsed.data }, { onSuccess: (res) => toast.success(res.message) });
  };

  return (
    <Alert
      color="red"
      variant="light"
      title={d.kind === 'fraud' ? 'Why this video was marked as fraud' : 'Why this video was declined'}
      data-testid="decision"
    >
      <Stack gap="xs">
        <Text fz="sm" fw={600} data-testid="decision-reason">
          {d.reason}
        </Text>
        {d.note && (
          <Text fz="sm" data-testid="decision-note">
            Note from the Hookline team: {d.note}
          </Text>
        )}
        <Text fz="xs" c="dimmed">
          Decided {dateTime(d.created_at)}
        </Text>
        {d.appeal && (
          <Stack gap={4} data-testid="appeal">
            <Group gap="xs">
              <Badge color={APPEAL_STATUS[d.appeal.status].color} variant="light">
                {APPEAL_STATUS[d.appeal.status].label}
              </Badge>
              <Text fz="xs" c="dimmed">
                {dateTime(d.appeal.created_at)}
              </Text>
            </Group>
            <Text fz="sm">Your appeal: {d.appeal.text}</Text>
            <Text fz="sm">{APPEAL_STATUS[d.appeal.status].text}</Text>
            {d.appeal.answer_note && <Text fz="sm">Answer from the Hookline team: {d.appeal.answer_note}</Text>}
          </Stack>
        )}
        {d.can_appeal && (
          <Stack gap="xs">
            <Textarea
              label="Appeal this decision"
              description="You can appeal once. Tell us why the decision should change."
              value={text}
              maxLength={APPEAL_TEXT_MAX}
              rows={4}
              error={error}
              onChange={(e) => setText(e.currentTarget.value)}
              disabled={appeal.isPending}
            />
            <Group justify="flex-end">
              <Button onClick={send} loading={appeal.isPending}>
                Send appeal
              </Button>
            </Group>
          </Stack>
        )}
        {d.kind === 'fraud' && (
          <Text fz="sm">
            A fraud decision cannot be appealed here. If you think it is a mistake, please contact support:{' '}
            <SupportLink />
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
