// Which emails the musician receives; saved on the server and honoured by the notification job.
import { MSG } from '@hookline/shared/messages';
import { type NotificationSettings, notificationSettingsBody } from '@hookline/shared/users';
import { Button, Group, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { WhyDisabled } from '../../../components/actions/why-disabled';
import { toast } from '../../../lib/toasts';
import { useSaveNotificationSettings } from '../api/notification-settings';

const OPTIONS: { key: keyof NotificationSettings; label: string; description: string }[] = [
  {
    key: 'new_video',
    label: 'New video published',
    description: 'An email when a creator’s video for one of your campaigns is approved and live.',
  },
  {
    key: 'weekly_summary',
    label: 'Weekly summary',
    description: 'Every Monday: your active campaigns and their views.',
  },
  { key: 'campaign_ended', label: 'Campaign ended', description: 'When a campaign ends, with a link to its results.' },
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
          onSuccess: () => toast.success(MSG.notificationSettingsSaved),
        });
      }}
    >
      <Stack gap="md">
        {OPTIONS.map((o) => (
          <Switch
            key={o.key}
            label={o.label}
            description={o.description}
            checked={values[o.key]}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setValues((v) => ({ ...v, [o.key]: checked }));
            }}
          />
        ))}
        <Group>
          <WhyDisabled reason={!dirty && MSG.whyNothingToSave}>
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              Save
            </Button>
          </WhyDisabled>
        </Group>
      </Stack>
    </form>
  );
}
