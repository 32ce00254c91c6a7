// /app/tiktok-connection-testing: checks the linked profile end to end (token valid, profile readable, followers).

import { MSG } from '@hookline/shared/messages';
import { formatCount } from '@hookline/shared/money';
import { Alert, Badge, Button, Group, List, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { useTiktokCheck } from '../../../features/tiktok/api/check-tiktok';
import { ConnectTiktokButton } from '../../../features/tiktok/components/connect-tiktok-button';
import { meQueryOptions } from '../../../features/users/api/get-me';
import { errorMessage } from '../../../lib/api-client';

function Step({ ok, label }: { ok: boolean; label: string }) {
  return (
    <List.Item
      icon={
        <ThemeIcon color={ok ? 'green' : 'red'} size={22} radius="xl" aria-hidden>
          {ok ? '✓' : '✕'}
        </ThemeIcon>
      }
    >
      <Text fz="sm">
        {label}: <strong>{ok ? 'OK' : 'failed'}</strong>
      </Text>
    </List.Item>
  );
}

export default function TiktokConnectionTestingRoute() {
  const check = useTiktokCheck();
  const queryClient = useQueryClient();
  // a working check stores the fresh follower count: the account screen shows it next
  useEffect(() => {
    if (check.data?.profile_readable) void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
  }, [check.data, queryClient]);
  return (
    <Stack gap="lg">
      <ScreenHeader title="TikTok connection test" back={{ to: '/app/account', label: 'Account' }} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        {check.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label="Checking your TikTok connection">
            <Skeleton h={20} w="60%" />
            <Skeleton h={16} />
            <Skeleton h={16} />
            <Skeleton h={16} />
          </Stack>
        ) : check.isError ? (
          <Alert color="red" variant="light" title="The check could not run">
            {errorMessage(check.error, MSG.tryAgain)}
          </Alert>
        ) : (
          <Stack gap="md" data-testid="tiktok-check">
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>{check.data.username ? `@${check.data.username}` : 'No profile linked'}</Text>
              <Badge color={check.data.profile_readable ? 'green' : 'red'} variant="light">
                {check.data.profile_readable ? 'Working' : 'Not working'}
              </Badge>
            </Group>
            <Text>{check.data.message}</Text>
            {check.data.connected && (
              <List spacing="xs" center>
                <Step ok={check.data.connected} label="Profile linked" />
                <Step ok={check.data.token_valid} label="Access token valid" />
                <Step ok={check.data.profile_readable} label="Profile readable" />
              </List>
            )}
            {check.data.follower_count !== null && (
              <Text fz="sm" c="dimmed">
                Followers: <strong>{formatCount(check.data.follower_count)}</strong>
              </Text>
            )}
            <Group gap="sm">
              <Button variant="light" onClick={() => void check.refetch()} loading={check.isFetching}>
                Run the test again
              </Button>
              {!check.data.profile_readable && (
                <ConnectTiktokButton label={check.data.connected ? 'Reconnect TikTok' : 'Connect TikTok'} />
              )}
            </Group>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
