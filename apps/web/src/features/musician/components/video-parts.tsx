// What the videos' table and cards show of a video: its status, upload time and link.
import { Anchor, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { MusicianVideo } from '../api/types';

export const STATUS_LABEL: Record<string, string> = {
  reviewed: 'Live',
  approved: 'Live',
  succeeded: 'Paid out',
};

export const when = (iso: string | null) => (iso ? dayjs(iso).format('D MMM YYYY, HH:mm') : '–');

export function VideoLink({ v }: { v: MusicianVideo }) {
  const url = v.video_link ?? v.video_url;
  return url ? (
    <Anchor href={url} target="_blank" rel="noopener noreferrer">
      Open video
    </Anchor>
  ) : (
    <Text c="dimmed">–</Text>
  );
}
