// The creator's TikTok profile on /app/account: the linked profile with a way to test or reconnect it, or a button
// that starts the connection (TikTok's consent page, then the 'Connect your Tiktok Profile' dialog).
import { formatCount } from '@hookline/shared/money';
import type { UserInfo } from '@hookline/shared/users';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { databaseCountryName } from '../../../lib/countries';
import { currentLocale, t } from '../../../lib/i18n';
import { ConnectTiktokButton } from './connect-tiktok-button';

export function TiktokStatus({ creator }: { creator: NonNullable<UserInfo['creator']> }) {
  // the connection is held but its tokens no longer decrypt on the server (a key was removed): only a reconnect helps
  const needsReconnect = creator.accounts.some((a) => a.platform === 'tiktok' && a.needs_reconnect);
  if (creator.tiktok_connected && needsReconnect) {
    return (
      <Stack gap="sm" data-testid="tiktok-needs-reconnect">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              @{creator.tiktok_username}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('crNeedsReconnectHint', { name: 'TikTok' })}
            </Text>
          </Stack>
          <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
            {t('crNeedsReconnect')}
          </Badge>
        </Group>
        <Group>
          <ConnectTiktokButton label={t('crReconnect')} />
        </Group>
      </Stack>
    );
  }
  // connected is the server's one rule (tiktok_connected): a TikTok name alone is shown, but as not connected
  if (creator.tiktok_connected) {
    return (
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              @{creator.tiktok_username}
            </Text>
            <Text fz="sm" c="dimmed">
              {creator.tiktok_followers !== null
                ? t('crFollowersCount', { count: formatCount(creator.tiktok_followers, currentLocale()) })
                : ''}
              {creator.country
                ? `${creator.tiktok_followers !== null ? ' · ' : ''}${databaseCountryName(creator.country, currentLocale())}`
                : ''}
            </Text>
          </Stack>
          <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
            {t('crConnected')}
          </Badge>
        </Group>
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to="/app/tiktok-connection-testing" fz="sm">
            {t('crTestConnection')}
          </Anchor>
          <ConnectTiktokButton label={t('crReconnectTiktok')} variant="subtle" size="compact-sm" />
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {creator.tiktok_username
            ? t('crTiktokNotConnectedAs', { username: creator.tiktok_username })
            : t('crTiktokNotConnectedShort')}
        </Text>
        <Text c="dimmed" fz="sm">
          {t('crTiktokConnectHint')}
        </Text>
      </Stack>
      <Group>
        <ConnectTiktokButton />
      </Group>
    </Stack>
  );
}
