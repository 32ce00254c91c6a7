// One step of the TikTok connection test (/app/tiktok-connection-testing): its name, and whether it passed.
import { List, Text, ThemeIcon } from '@mantine/core';
import { t } from '../../../lib/i18n';

export function CheckStep({ ok, label }: { ok: boolean; label: string }) {
  return (
    <List.Item
      icon={
        <ThemeIcon color={ok ? 'green' : 'red'} size={22} radius="xl" aria-hidden>
          {ok ? '✓' : '✕'}
        </ThemeIcon>
      }
    >
      <Text fz="sm">
        {label}: <strong>{ok ? t('crCheckOk') : t('crCheckFailed')}</strong>
      </Text>
    </List.Item>
  );
}
