// The campaign's videos as a table, for screens wider than a phone (videos-table.tsx). A module of its own: Mantine's
// Table brings its scroll area (about 20 KB compressed), which a phone, shown cards instead, never loads.

import { PLATFORM_NAMES } from '@hookline/shared/platforms';
import { latestViewsFigure } from '@hookline/shared/views';
import { Badge, Table, Text } from '@mantine/core';
import { t } from '../../../lib/i18n';
import { type MusicianVideo, viewsOf } from '../api/types';
import { VideoLink, videoStateLabel, when } from './video-parts';

export default function VideosTableWide({ videos, testId }: { videos: MusicianVideo[]; testId: string }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('muCreator')}</Table.Th>
            <Table.Th>{t('muVideo')}</Table.Th>
            <Table.Th>{t('muUploaded')}</Table.Th>
            <Table.Th ta="right">{t('muViews')}</Table.Th>
            <Table.Th>{t('muStatus')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {videos.map((v) => (
            <Table.Tr key={v.id} data-testid="video-row">
              <Table.Td>@{v.creator.handle ?? t('muCreatorFallback')}</Table.Td>
              <Table.Td>
                <VideoLink v={v} />
                <Text fz="xs" c="dimmed" data-testid="video-platform">
                  {PLATFORM_NAMES[v.platform]}
                </Text>
              </Table.Td>
              <Table.Td>{when(v.video_uploaded_at)}</Table.Td>
              <Table.Td ta="right">{latestViewsFigure(t, viewsOf(v), v.promotion_stat_latest?.typed)}</Table.Td>
              <Table.Td>
                <Badge variant="light" data-testid="video-state">
                  {videoStateLabel(v)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
