// `/` leaves for the marketing site when one is configured; otherwise a small built-in landing page.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/layout/brand';
import { t } from '../../lib/i18n';

const marketingUrl = () => window.__HOOKLINE_CONFIG__?.marketingUrl || import.meta.env.VITE_MARKETING_URL || '';

export default function LandingRoute() {
  const url = marketingUrl();
  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);
  if (url) return null;

  return (
    <Stack className="hl-auth" mih="100dvh" px="md" py={48} align="center" justify="center" gap="xl">
      <Brand size="xl" />
      <Stack gap="sm" maw={560} ta="center">
        <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
          {t('crLandingTitle')}
        </Title>
        <Text c="dimmed" fz="lg">
          {t('crLandingIntro')}
        </Text>
      </Stack>
      <Group justify="center">
        <Button component={Link} to="/login" size="md" variant="default">
          {t('authLogIn')}
        </Button>
        <Button component={Link} to="/signup" size="md">
          {t('landingSignupCreator')}
        </Button>
        <Button component={Link} to="/signup?as=musician" size="md" variant="light">
          {t('landingSignupMusician')}
        </Button>
      </Group>
    </Stack>
  );
}
