// /admin/appeals: creators' appeals of declined videos (docs/engine.md "Decline reasons and appeals").
import { Stack } from '@mantine/core';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { AppealList } from '../../../features/appeals/components/appeal-list';

export default function AppealsRoute() {
  return (
    <Stack>
      <ScreenHeader title="Appeals" />
      <AppealList />
    </Stack>
  );
}
