// Instagram and YouTube on /app/account: each connected account with its handle and followers and a way to
// reconnect, or a button that starts the connection. TikTok keeps its own card (tiktok-status.tsx).
import { formatCount } from '@hookline/shared/money';
import { OAUTH_PLATFORMS, PLATFORM_NAMES } from '@hookline/shared/platforms';
import type { UserInfo } from '@hookline/shared/users';
import { Badge, type ButtonProps, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { currentLocale, t } from '../../../lib/i18n';
import { ConnectPlatformButton } from './connect-platform-button';

/** The connect button: a plain call to reconnect when the account needs it, a quiet one on a working account. */
function buttonProps(name: string, state: 'none' | 'held' | 'broken'): ButtonProps & { label?: string } {
  if (state === 'broken') return { label: t('crReconnect') };
  if (state === 'held') return { label: t('crReconnectPlatform', { name }), variant: 'subtle', size: 'compact-sm' };
  return {};
}

export function PlatformAccounts({ creator }: { creator: NonNullable<UserInfo['creator']> }) {
  return (
    <Stack gap="md">
      {OAUTH_PLATFORMS.map((platform, i) => {
        const account = creator.accounts.find((a) => a.platform === platform);
        const name = PLATFORM_NAMES[platform];
        // held, but its tokens no longer decrypt on the server: shown as needing a reconnect, not as connected
        const broken = account?.needs_reconnect === true;
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
                    {broken
                      ? t('crNeedsReconnectHint', { name })
                      : account
                        ? account.followers !== null
                          ? t('crFollowersCount', { count: formatCount(account.followers, currentLocale()) })
                          : ''
                        : platform === 'instagram'
                          ? t('crConnectToSubmitReels', { name })
                          : t('crConnectToSubmitShorts', { name })}
                  </Text>
                </Stack>
                {account && (
                  <Badge color={broken ? 'orange' : 'green'} variant="light" style={{ flexShrink: 0 }}>
                    {broken ? t('crNeedsReconnect') : t('crConnected')}
                  </Badge>
                )}
              </Group>
              <Group>
                <ConnectPlatformButton
                  platform={platform}
                  {...buttonProps(name, account ? (broken ? 'broken' : 'held') : 'none')}
                />
              </Group>
            </Stack>
          </Fragment>
        );
      })}
    </Stack>
  );
}
