// The 404 page: heading 404, its text, and a link to the user's home.
import { homePath } from '@hookline/shared/constants';
import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { useUserInfo } from '../../lib/session';

export function NotFoundPage() {
  const info = useUserInfo();
  return (
    <Center mih="80vh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} fz={96} c="violet.6" lh={1}>
          404
        </Title>
        <Text fz="xl" fw={600}>
          {t('uiPageNotFound')}
        </Text>
        <Anchor component={Link} to={homePath(info?.user_type)} fw={600}>
          {t('uiBackToHomepage')}
        </Anchor>
      </Stack>
    </Center>
  );
}
