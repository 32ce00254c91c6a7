// Which emails the musician receives; saved on the server and honoured by the notification job. Checked by the
// request's own schema before it is sent (lib/forms.ts useSchemaForm).
import type { MessageKey } from '@hookline/shared/catalogue';
import { type NotificationSettings, notificationSettingsBody } from '@hookline/shared/users';
import { Button, Group, Stack, Switch } from '@mantine/core';
import { WhyDisabled } from '../../../components/actions/why-disabled';
import { useSchemaForm } from '../../../lib/forms';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useSaveNotificationSettings } from '../api/notification-settings';

const OPTIONS: { key: keyof NotificationSettings; label: MessageKey; description: MessageKey }[] = [
  { key: 'new_video', label: 'muNotifyNewVideo', description: 'muNotifyNewVideoHint' },
  { key: 'weekly_summary', label: 'muNotifyWeekly', description: 'muNotifyWeeklyHint' },
  { key: 'campaign_ended', label: 'muNotifyEnded', description: 'muNotifyEndedHint' },
];

export function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const save = useSaveNotificationSettings();
  const { form, onSubmit } = useSchemaForm({
    initialValues: initial,
    schema: notificationSettingsBody,
    onValid: (body) => save.mutate(body, { onSuccess: () => toast.success(t('notificationSettingsSaved')) }),
  });
  const dirty = OPTIONS.some((o) => form.values[o.key] !== initial[o.key]);
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="md">
        {OPTIONS.map((o) => (
          <Switch
            key={o.key}
            label={t(o.label)}
            description={t(o.description)}
            {...form.getInputProps(o.key, { type: 'checkbox' })}
          />
        ))}
        <Group>
          <WhyDisabled reason={!dirty && t('whyNothingToSave')}>
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              {t('muSave')}
            </Button>
          </WhyDisabled>
        </Group>
      </Stack>
    </form>
  );
}
