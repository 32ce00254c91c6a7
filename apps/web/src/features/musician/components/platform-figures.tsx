// A campaign's views and spend on each platform its videos are on (the dashboard's `platforms`).
import type { MusicianDashboard } from '@hookline/shared/campaign-answers';
import { formatCount, formatEur } from '@hookline/shared/money';
import { PLATFORM_NAMES } from '@hookline/shared/platforms';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { currentLocale, t } from '../../../lib/i18n';

export function PlatformFigures({ platforms }: { platforms: MusicianDashboard['platforms'] }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid="platform-figures">
      <Title order={2} fz="lg" mb="sm">
        {t('viewsPerPlatform')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: Math.min(platforms.length, 3) }} spacing="md">
        {platforms.map((p) => (
          <Stack key={p.platform} gap={2} data-testid="platform-figure">
            <Text fw={600}>{PLATFORM_NAMES[p.platform]}</Text>
            <Text fz="sm">
              {t(p.videos === 1 ? 'muPlatformFigureOne' : 'muPlatformFigureMany', {
                views: formatCount(p.views, currentLocale()),
                videos: p.videos,
              })}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('muPlatformSpent', { amount: formatEur(p.spent_eur, currentLocale()) })}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
