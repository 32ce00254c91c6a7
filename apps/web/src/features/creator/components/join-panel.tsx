import { MSG } from '@hookline/shared/messages';
// Joining a campaign: connect TikTok first (the `connect` button the route passes in), wait for its start, or join.
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
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
      <Alert color="violet" variant="light" title="Connect TikTok to join">
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">Your videos are checked against your linked profile.</Text>
          {connect}
        </Stack>
      </Alert>
    );
  }
  if (new Date(c.start_date).getTime() > Date.now()) {
    return (
      <Text c="dimmed" fz="sm">
        This campaign starts on {date(c.start_date)}. You can join it from then.
      </Text>
    );
  }
  if (!c.can_join) {
    return (
      <Text c="dimmed" fz="sm">
        {c.archived ? 'This campaign has ended.' : 'You cannot join this campaign right now.'}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text fz="sm">
        Joining takes a slot. Then post your video with the sound and the hashtags on your linked profile and submit its
        link here.
      </Text>
      <Button
        size="md"
        loading={join.isPending}
        onClick={() =>
          join.mutate(c.id, {
            onSuccess: () => toast.success(MSG.campaignJoined),
          })
        }
      >
        Join campaign
      </Button>
    </Stack>
  );
}
