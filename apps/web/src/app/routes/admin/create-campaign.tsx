// /admin/create-campaign.
import { Paper, Stack } from '@mantine/core';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { CampaignForm } from '../../../features/admin-campaigns/components/campaign-form';

export default function CreateCampaignRoute() {
  return (
    <Stack>
      <ScreenHeader title="Create Campaign" />
      <Paper withBorder p="md">
        <CampaignForm mode="create" />
      </Paper>
    </Stack>
  );
}
