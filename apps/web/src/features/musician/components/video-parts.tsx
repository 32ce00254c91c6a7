// What the videos' table and cards show of a video: its status, upload time and link.
import { EARNING_STATE_KEYS } from '@hookline/shared/earning-states';
import { Anchor, Text } from '@mantine/core';
import { currentLocale, t } from '../../../lib/i18n';
import { formatDayTime } from '../../../lib/zoned-time';
import type { MusicianVideo } from '../api/types';

/**
 * A video's badge: live while its views count; once settled, the state of its earning in the words every role reads
 * (earning-states.ts), so a video on an open bill is Billed here as on the creator's page, never paid out.
 */
export function videoStateLabel(v: Pick<MusicianVideo, 'status' | 'earning_state'>) {
  if (v.status === 'succeeded') return t(EARNING_STATE_KEYS[v.earning_state ?? 'earned']);
  if (v.status === 'reviewed' || v.status === 'approved') return t('muVideoLive');
  return v.status;
}

export const when = (iso: string | null) => (iso ? formatDayTime(iso, currentLocale()) : '–');

export function VideoLink({ v }: { v: MusicianVideo }) {
  const url = v.video_link ?? v.video_url;
  return url ? (
    <Anchor href={url} target="_blank" rel="noopener noreferrer">
      {t('muOpenVideo')}
    </Anchor>
  ) : (
    <Text c="dimmed">–</Text>
  );
}
