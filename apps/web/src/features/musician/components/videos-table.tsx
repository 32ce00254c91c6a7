// The campaign's published videos: creator, a link that opens the video, upload time, views and status.
import { formatCount } from '@hookline/shared/money';
import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import { type MusicianVideo, viewsOf } from '../api/types';

const STATUS_LABEL: Record<string, string> = {
  reviewed: 'Live',
  approved: 'Live',
  succeeded: 'Paid out',
};

const when = (iso: string | null) => (iso ? dayjs(iso).format('D MMM YYYY, HH:mm') : '–');

function VideoLink({ v }: { v: MusicianVideo }) {
  const url = v.video_link ?? v.video_url;
  return url ? (
    <Anchor href={url} target="_blank" rel="noopener noreferrer">
      Open video
    </Anchor>
  ) : (
    <Text c="dimmed">–</Text>
  );
}

export function VideosTable({
  videos,
  testId = 'videos',
  empty = 'No videos yet: they appear here once they are approved.',
}: {
  videos: MusicianVideo[];
  testId?: string;
  /** what an empty list says (a page of a campaign that has videos on others is not "no videos yet") */
  empty?: string;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  if (videos.length === 0) return <Text c="dimmed">{empty}</Text>;
  if (phone) {
    return (
      <Stack gap="xs" data-testid={testId}>
        {videos.map((v) => (
          <Card key={v.id} withBorder radius="md" p="sm" data-testid="video-row">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>@{v.creator.tiktok_username ?? 'creator'}</Text>
              <Badge variant="light">{STATUS_LABEL[v.status] ?? v.status}</Badge>
            </Group>
            <Text fz="sm" c="dimmed">
              {when(v.video_uploaded_at)} · {formatCount(viewsOf(v))} views
            </Text>
            <VideoLink v={v} />
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Creator</Table.Th>
            <Table.Th>Video</Table.Th>
            <Table.Th>Uploaded</Table.Th>
            <Table.Th ta="right">Views</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {videos.map((v) => (
            <Table.Tr key={v.id} data-testid="video-row">
              <Table.Td>@{v.creator.tiktok_username ?? 'creator'}</Table.Td>
              <Table.Td>
                <VideoLink v={v} />
              </Table.Td>
              <Table.Td>{when(v.video_uploaded_at)}</Table.Td>
              <Table.Td ta="right">{formatCount(viewsOf(v))}</Table.Td>
              <Table.Td>
                <Badge variant="light">{STATUS_LABEL[v.status] ?? v.status}</Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
