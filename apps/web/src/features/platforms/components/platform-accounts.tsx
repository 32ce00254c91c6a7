// Instagram and YouTube on /app/account: each connected account with its handle and followers and a way to
// reconnect, or a button that starts the connection. TikTok keeps its own card (tiktok-status.tsx).
import { formatCount } from '@hookline/shared/money';
import { OAUTH_PLATFORMS, PLATFORM_NAMES } from '@hookline/shared/platforms';
import type { UserInfo } from '@hookline/shared/users';
import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { currentLocale, t } from '../../../lib/i18n';
import { ConnectPlatformButton } from './connect-platform-button';

export function PlatformAccounts({ creator }: { creator: NonNullable<UserInfo['creator']> }) {
  return (
    <Stack gap="md">
      {OAUTH_PLATFORMS.map((platform, i) => {
        const account = creator.accounts.find((a) => a.platform === platform);
        const name = PLATFORM_NAMES[platform];
        return (
          <Fragment key={platform}>
            {i > 0 && <Divider />}
            <Stack gap="sm" data-testid={`account-${platform}`}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2} miw={0}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {account ? `${name}: @${account.handle ?? ''}` : t('crPlatformNotConnectedShort', { name })}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {account
                      ? account.followers !== null
                        ? t('crFollowersCount', { count: formatCount(account.followers, currentLocale()) })
                        : ''
                      : platform === 'instagram'
                        ? t('crConnectToSubmitReels', { name })
                        : t('crConnectToSubmitShorts', { name })}
                  </Text>
                </Stack>
                {account && (
                  <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
                    {t('crConnected')}
                  </Badge>
                )}
              </Group>
              <Group>
                <ConnectPlatformButton
                  platform={platform}
                  {...(account
                    ? { label: t('crReconnectPlatform', { name }), variant: 'subtle', size: 'compact-sm' }
                    : {})}
                />
              </Group>
            </Stack>
          </Fragment>
        );
      })}
    </Stack>
  );
}
