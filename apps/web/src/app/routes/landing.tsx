// `/` leaves for the marketing site when one is configured; otherwise a small built-in landing page.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/layout/brand';

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
          Get your music heard on short-video networks
        </Title>
        <Text c="dimmed" fz="lg">
          Musicians launch promotion campaigns for a song; creators make TikTok videos with it and get paid in EUR.
        </Text>
      </Stack>
      <Group>
        <Button component={Link} to="/login" size="md" variant="default">
          Log in
        </Button>
        <Button component={Link} to="/signup" size="md">
          Sign up
        </Button>
      </Group>
    </Stack>
  );
}
