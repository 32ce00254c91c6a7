// Which emails the musician receives; saved on the server and honoured by the notification job.
import type { MessageKey } from '@hookline/shared/catalogue';
import { type NotificationSettings, notificationSettingsBody } from '@hookline/shared/users';
import { Button, Group, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { WhyDisabled } from '../../../components/actions/why-disabled';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useSaveNotificationSettings } from '../api/notification-settings';

const OPTIONS: { key: keyof NotificationSettings; label: MessageKey; description: MessageKey }[] = [
  { key: 'new_video', label: 'muNotifyNewVideo', description: 'muNotifyNewVideoHint' },
  { key: 'weekly_summary', label: 'muNotifyWeekly', description: 'muNotifyWeeklyHint' },
  { key: 'campaign_ended', label: 'muNotifyEnded', description: 'muNotifyEndedHint' },
];

export function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const [values, setValues] = useState(initial);
  const save = useSaveNotificationSettings();
  const dirty = OPTIONS.some((o) => values[o.key] !== initial[o.key]);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(notificationSettingsBody.parse(values), {
          onSuccess: () => toast.success(t('notificationSettingsSaved')),
        });
      }}
    >
      <Stack gap="md">
        {OPTIONS.map((o) => (
          <Switch
            key={o.key}
            label={t(o.label)}
            description={t(o.description)}
            checked={values[o.key]}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setValues((v) => ({ ...v, [o.key]: checked }));
            }}
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
