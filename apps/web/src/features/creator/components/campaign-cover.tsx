// A song's album cover, or a gradient with a note when the song has none.
import { Box, Image } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconMusic } from '../../../components/icons/icons';
import { t } from '../../../lib/i18n';
import type { CreatorSong } from '../api/types';

const GRADIENTS = [
  'linear-gradient(135deg, #7048e8 0%, #e64980 100%)',
  'linear-gradient(135deg, #1c7ed6 0%, #12b886 100%)',
  'linear-gradient(135deg, #f76707 0%, #e64980 100%)',
  'linear-gradient(135deg, #5f3dc4 0%, #1098ad 100%)',
];

export function CampaignCover({ song, children, h }: { song: CreatorSong; children?: ReactNode; h?: number }) {
  return (
    <Box pos="relative" h={h} style={{ aspectRatio: h ? undefined : '1 / 1', overflow: 'hidden' }}>
      {song.album_icon_url ? (
        <Image src={song.album_icon_url} alt={t('crCoverOf', { title: song.title })} h="100%" w="100%" fit="cover" />
      ) : (
        <Box
          h="100%"
          w="100%"
          c="white"
          style={{
            background: GRADIENTS[song.id % GRADIENTS.length],
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
          aria-hidden="true"
        >
          <IconMusic size={56} />
        </Box>
      )}
      {children}
    </Box>
  );
}
