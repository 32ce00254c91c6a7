// The frame of the signed-out screens: the brand above one centred card, phone-width first.
import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { Brand } from './brand';

export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box className="hl-auth" mih="100dvh" px="md" py={{ base: 32, sm: 64 }}>
      <Stack maw={440} mx="auto" gap="lg">
        <Box component={Link} to="/" aria-label={t('uiHooklineHome')} mx="auto" c="inherit" td="none">
          <Brand size="xl" />
        </Box>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
          <Stack gap={4} mb="lg">
            <Title order={1} fz={26}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" fz="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
      </Stack>
    </Box>
  );
}
