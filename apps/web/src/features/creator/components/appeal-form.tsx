// The reason a video was declined or marked as fraud, and the creator's one appeal of a decline.
import { APPEAL_TEXT_MAX, appealBody, type Decision } from '@hookline/shared/decisions';
import { Alert, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { SupportLink } from '../../../components/support/support-link';
import { useSchemaForm } from '../../../lib/forms';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useAppealDecline } from '../api/appeal-decline';
import { dateTime } from '../format';

/** An appeal's state: its label's catalogue key, its badge colour and what it means for the creator. */
const APPEAL_STATUS = {
  open: ['crAppealSentLabel', 'blue', 'crAppealSentText'],
  accepted: ['crAppealAcceptedLabel', 'green', 'crAppealAcceptedText'],
  rejected: ['crAppealRejectedLabel', 'red', 'crAppealRejectedText'],
} as const;

export function DecisionPanel({ promotionId, decision: d }: { promotionId: number; decision: Decision }) {
  const appeal = useAppealDecline();
  const { form, onSubmit } = useSchemaForm({
    initialValues: { text: '' },
    schema: appealBody,
    onValid: (body) => appeal.mutate({ id: promotionId, body }, { onSuccess: (res) => toast.success(res.message) }),
  });

  return (
    <Alert
      color="red"
      variant="light"
      title={d.kind === 'fraud' ? t('crWhyFraud') : t('crWhyDeclined')}
      data-testid="decision"
    >
      <Stack gap="xs">
        <Text fz="sm" fw={600} data-testid="decision-reason">
          {d.reason}
        </Text>
        {d.note && (
          <Text fz="sm" data-testid="decision-note">
            {t('crDecisionNote', { note: d.note })}
          </Text>
        )}
        <Text fz="xs" c="dimmed">
          {t('crDecided', { date: dateTime(d.created_at) })}
        </Text>
        {d.appeal && (
          <Stack gap={4} data-testid="appeal">
            <Group gap="xs">
              <Badge color={APPEAL_STATUS[d.appeal.status][1]} variant="light">
                {t(APPEAL_STATUS[d.appeal.status][0])}
              </Badge>
              <Text fz="xs" c="dimmed">
                {dateTime(d.appeal.created_at)}
              </Text>
            </Group>
            <Text fz="sm">{t('crYourAppeal', { text: d.appeal.text })}</Text>
            <Text fz="sm">{t(APPEAL_STATUS[d.appeal.status][2])}</Text>
            {d.appeal.answer_note && <Text fz="sm">{t('crAppealAnswer', { note: d.appeal.answer_note })}</Text>}
          </Stack>
        )}
        {d.can_appeal && (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="xs">
              <Textarea
                label={t('crAppealLabel')}
                description={t('crAppealHint')}
                maxLength={APPEAL_TEXT_MAX}
                rows={4}
                {...form.getInputProps('text')}
                disabled={appeal.isPending}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={appeal.isPending}>
                  {t('crSendAppeal')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {d.kind === 'fraud' && (
          <Text fz="sm">
            {t('crFraudNoAppeal')} <SupportLink />
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
