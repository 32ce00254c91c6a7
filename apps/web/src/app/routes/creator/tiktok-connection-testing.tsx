// /app/tiktok-connection-testing: checks the linked profile end to end (token valid, profile readable, followers).

import { formatCount } from '@hookline/shared/money';
import { Alert, Badge, Button, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { useTiktokCheck } from '../../../features/tiktok/api/check-tiktok';
import { CheckStep } from '../../../features/tiktok/components/check-step';
import { ConnectTiktokButton } from '../../../features/tiktok/components/connect-tiktok-button';
import { meQueryOptions } from '../../../features/users/api/get-me';
import { errorMessage } from '../../../lib/api-client';
import { currentLocale, t } from '../../../lib/i18n';

export default function TiktokConnectionTestingRoute() {
  const check = useTiktokCheck();
  const queryClient = useQueryClient();
  // a working check stores the fresh follower count: the account screen shows it next
  useEffect(() => {
    if (check.data?.profile_readable) void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
  }, [check.data, queryClient]);
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('crTiktokConnectionTest')} back={{ to: '/app/account', label: t('uiAccount') }} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        {check.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('crCheckingTiktok')}>
            <Skeleton h={20} w="60%" />
            <Skeleton h={16} />
            <Skeleton h={16} />
            <Skeleton h={16} />
          </Stack>
        ) : check.isError ? (
          <Alert color="red" variant="light" title={t('crCheckCouldNotRun')}>
            {errorMessage(check.error, t('tryAgain'))}
          </Alert>
        ) : (
          <Stack gap="md" data-testid="tiktok-check">
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>{check.data.username ? `@${check.data.username}` : t('crNoProfileLinked')}</Text>
              <Badge color={check.data.profile_readable ? 'green' : 'red'} variant="light">
                {check.data.profile_readable ? t('crWorking') : t('crNotWorking')}
              </Badge>
            </Group>
            <Text>{check.data.message}</Text>
            {check.data.connected && (
              <List spacing="xs" center>
                <CheckStep ok={check.data.connected} label={t('crProfileLinked')} />
                <CheckStep ok={check.data.token_valid} label={t('crAccessTokenValid')} />
                <CheckStep ok={check.data.profile_readable} label={t('crProfileReadable')} />
              </List>
            )}
            {check.data.follower_count !== null && (
              <Text fz="sm" c="dimmed">
                {t('crFollowersLabel')} <strong>{formatCount(check.data.follower_count, currentLocale())}</strong>
              </Text>
            )}
            <Group gap="sm">
              <Button variant="light" onClick={() => void check.refetch()} loading={check.isFetching}>
                {t('crRunTestAgain')}
              </Button>
              {!check.data.profile_readable && (
                <ConnectTiktokButton label={check.data.connected ? t('crReconnectTiktok') : t('crConnectTiktok')} />
              )}
            </Group>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
