// Correct the views of a settled promotion (docs/engine.md "Corrections"): corrected views and a reason, then the
// audit trail of earlier corrections (who, when, old, new, why).
import { promotionCorrectionBody } from '@hookline/shared/campaigns';
import { MSG } from '@hookline/shared/messages';
import { formatCount, formatEur } from '@hookline/shared/money';
import { Button, Loader, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms';
import { toast } from '../../../lib/toasts';
import { useCorrections, useCorrectViews } from '../api/corrections';

export function CorrectionButton({ promotionId, views }: { promotionId: number; views: number | null }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const correct = useCorrectViews();
  const history = useCorrections(promotionId, open);

  const { form, onSubmit } = useSchemaForm({
    initialValues: { views: (views ?? '') as number | string, reason: '' },
    schema: promotionCorrectionBody,
    toBody: (v) => ({ views_after_three_days: typeof v.views === 'number' ? v.views : Number.NaN, reason: v.reason }),
    rename: { views_after_three_days: 'views' },
    onValid: (body) => {
      setError(null);
      correct.mutate(
        { id: promotionId, body },
        {
          onSuccess: (res) => {
            toast.success(res.message);
            form.setFieldValue('reason', '');
          },
          // the server's refusal stays under the form after its toast
          onError: (err) => setError(errorMessage(err, MSG.tryAgainLater)),
        },
      );
    },
  });

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
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              <NumberInput label="Views at 72 h" allowDecimal={false} min={0} {...form.getInputProps('views')} />
              <Textarea label="Reason" required minRows={2} {...form.getInputProps('reason')} />
              {error && (
                <Text size="sm" c="red" role="alert">
                  {error}
                </Text>
              )}
              <Button type="submit" loading={correct.isPending}>
                Save correction
              </Button>
            </Stack>
          </form>
          <Text fw={600} size="sm">
            Corrections
          </Text>
          {history.isPending ? (
            <Loader role="status" size="sm" aria-label="Loading corrections" />
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
