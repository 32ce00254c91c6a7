// /admin/campaign-requests: campaigns musicians have started and paid for, waiting for review.
import { Stack } from '@mantine/core';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { ReviewQueue } from '../../musician-drafts/review-queue';

export default function CampaignRequestsRoute() {
  return (
    <Stack>
      <ScreenHeader title="Campaign Requests" />
      <ReviewQueue />
    </Stack>
  );
}
