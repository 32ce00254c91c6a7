// The generic error page: unknown app paths, an area of another user type, non-admins on /admin,
// and errors thrown while rendering a route. Its button leads to the user's home.
import { homePath } from '@hookline/shared/constants';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { useUserInfo } from '../../lib/session';
import { SupportLink } from '../support/support-link';

/** `reference`: the short reference of the server error that broke the screen, when one did. */
export function ErrorPage({ reference }: { reference?: string | null } = {}) {
  const info = useUserInfo();
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1}>{t('somethingWentWrong')}</Title>
        <Text c="dimmed">{t('uiPageUnavailable')}</Text>
        <Text c="dimmed" fz="sm">
          {t('uiIfMistakeContactSupport')} <SupportLink />
        </Text>
        {reference && (
          <Text c="dimmed" fz="xs" data-testid="error-reference">
            {t('uiErrorReference', { reference })}
          </Text>
        )}
        <Button component={Link} to={homePath(info?.user_type)} size="md">
          {t('uiBackToHomepage')}
        </Button>
      </Stack>
    </Center>
  );
}
