// The campaign page while it loads.
import { Skeleton, Stack } from '@mantine/core';
import { t } from '../../../lib/i18n';

export function CampaignSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('crCampaignLoading')}>
      <Skeleton h={28} w={220} />
      <Skeleton h={220} radius="lg" />
      <Skeleton h={160} radius="lg" />
      <Skeleton h={120} radius="lg" />
    </Stack>
  );
}
