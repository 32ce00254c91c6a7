// The campaign's published videos: creator, a link that opens the video and its platform, upload time, views and
// status. Cards on a phone; a table, loaded only when shown (videos-table-wide.tsx), on wider screens.
import { formatCount } from '@hookline/shared/money';
import { PLATFORM_NAMES } from '@hookline/shared/platforms';
import { Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { currentLocale, t } from '../../../lib/i18n';
import { type MusicianVideo, viewsOf } from '../api/types';
import { VideoLink, videoStateLabel, when } from './video-parts';

const VideosTableWide = lazy(() => import('./videos-table-wide'));

export function VideosTable({
  videos,
  testId = 'videos',
  empty = t('muNoVideosYet'),
}: {
  videos: MusicianVideo[];
  testId?: string;
  /** what an empty list says (a page of a campaign that has videos on others is not "no videos yet") */
  empty?: string;
}) {
  // read at the first render, so that a phone never renders (and loads) the table
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  if (videos.length === 0) return <Text c="dimmed">{empty}</Text>;
  if (phone) {
    return (
      <Stack gap="xs" data-testid={testId}>
        {videos.map((v) => (
          <Card key={v.id} withBorder radius="md" p="sm" data-testid="video-row">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>@{v.creator.handle ?? t('muCreatorFallback')}</Text>
              <Badge variant="light" data-testid="video-state">
                {videoStateLabel(v)}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed">
              {t('muVideoLine', {
                uploaded: when(v.video_uploaded_at),
                views: formatCount(viewsOf(v), currentLocale()),
              })}
              {v.promotion_stat_latest?.typed ? ` ${t('typedFiguresNote')}` : ''}
            </Text>
            <Group gap="xs" align="baseline">
              <VideoLink v={v} />
              <Text fz="xs" c="dimmed" data-testid="video-platform">
                {PLATFORM_NAMES[v.platform]}
              </Text>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    // about the table's height (a header and rows of 41 px) while it loads, so that what follows does not move
    <Suspense fallback={<Skeleton h={41 * (videos.length + 1)} radius="md" />}>
      <VideosTableWide videos={videos} testId={testId} />
    </Suspense>
  );
}
