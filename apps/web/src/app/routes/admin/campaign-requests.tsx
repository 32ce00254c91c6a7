// /admin/campaign-requests: campaigns musicians have started and paid for, waiting for review, and the
// bank transfers to receive and refunds to send by bank transfer.
import { Stack } from '@mantine/core';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { BankTransfers } from '../../musician-drafts/bank-transfers';
import { ReviewQueue } from '../../musician-drafts/review-queue';

export default function CampaignRequestsRoute() {
  return (
    <Stack>
      <ScreenHeader title="Campaign Requests" />
      <ReviewQueue />
      <BankTransfers />
    </Stack>
  );
}
