// Joining a campaign: connect TikTok first (the `connect` button the route passes in), wait for its start, or join.
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import { useUserInfo } from '../../../lib/session';
import { toast } from '../../../lib/toasts';
import { useJoinCampaign } from '../api/join-campaign';
import type { CreatorCampaign } from '../api/types';
import { date } from '../format';

export function JoinPanel({ c, connect }: { c: CreatorCampaign; connect: ReactNode }) {
  const join = useJoinCampaign();
  const info = useUserInfo();
  if (!info?.creator?.tiktok_connected) {
    return (
      <Alert color="violet" variant="light" title={t('crConnectToJoin')}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{t('crConnectToJoinText')}</Text>
          {connect}
        </Stack>
      </Alert>
    );
  }
  if (new Date(c.start_date).getTime() > Date.now()) {
    return (
      <Text c="dimmed" fz="sm">
        {t('crStartsOn', { date: date(c.start_date) })}
      </Text>
    );
  }
  if (!c.can_join) {
    return (
      <Text c="dimmed" fz="sm">
        {c.archived ? t('crCampaignHasEnded') : t('crCannotJoin')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text fz="sm">{t('crJoinIntro')}</Text>
      <Button
        size="md"
        loading={join.isPending}
        onClick={() =>
          join.mutate(c.id, {
            onSuccess: () => toast.success(t('campaignJoined')),
          })
        }
      >
        {t('crJoinCampaign')}
      </Button>
    </Stack>
  );
}
