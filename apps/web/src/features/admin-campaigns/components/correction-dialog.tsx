// Correct the views of a settled promotion (docs/engine.md "Corrections"): corrected views and a reason, then the
// audit trail of earlier corrections (who, when, old, new, why).
import { promotionCorrectionBody } from '@hookline/shared/campaigns';
import { MSG } from '@hookline/shared/messages';
import { formatCount, formatEur } from '@hookline/shared/money';
import { Button, Loader, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toasts';
import { useCorrections, useCorrectViews } from '../api/corrections';

export function CorrectionButton({ promotionId, views }: { promotionId: number; views: number | null }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<number | string>(views ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const correct = useCorrectViews();
  const history = useCorrections(promotionId, open);

  const submit = () => {
    const parsed = promotionCorrectionBody.safeParse({
      views_after_three_days: typeof value === 'number' ? value : Number.NaN,
      reason,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MSG.checkTheValues);
      return;
    }
    setError(null);
    correct.mutate(
      { id: promotionId, body: parsed.data },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setReason('');
        },
        onError: (err) => setError(errorMessage(err, MSG.tryAgainLater)),
      },
    );
  };

  const items = history.data?.data.items ?? [];
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        Correct views
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Correct views at 72 h">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            The earning is settled again on the corrected views; the difference is booked, and goes on the next bill if
            this one was billed already.
          </Text>
          <NumberInput label="Views at 72 h" allowDecimal={false} min={0} value={value} onChange={setValue} />
          <Textarea
            label="Reason"
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            minRows={2}
          />
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Button onClick={submit} loading={correct.isPending}>
            Save correction
          </Button>
          <Text fw={600} size="sm">
            Corrections
          </Text>
          {history.isPending ? (
            <Loader size="sm" aria-label="Loading corrections" />
          ) : history.isError ? (
            <Text size="sm" c="red">
              {errorMessage(history.error, MSG.tryAgainLater)}
            </Text>
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No corrections yet.
            </Text>
          ) : (
            items.map((c) => (
              <Text key={c.id} size="sm" data-testid="correction">
                {dayjs(c.created_at).format('YYYY-MM-DD HH:mm')} · admin #{c.admin_user_id} · views{' '}
                {formatCount(c.old_views ?? 0)} → {formatCount(c.new_views)} · earned {formatEur(c.old_earned_eur)} →{' '}
                {formatEur(c.new_earned_eur)} · {c.reason}
              </Text>
            ))
          )}
        </Stack>
      </Modal>
    </>
  );
}
