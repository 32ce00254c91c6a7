import { genreLabel } from '@hookline/shared/constants';
// A draft as creators will see its campaign once it is approved: the cover, song, genre, budget, dates,
// description and hashtags of the campaign screen.
import type { MusicianDraft } from '@hookline/shared/musician-campaigns';
import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { CampaignCover } from '../../features/creator/components/campaign-cover';
import { Hashtags } from '../../features/creator/components/hashtags';
import { RichDescription } from '../../features/creator/components/rich-description';
import { date, eur } from '../../features/creator/format';
import { t } from '../../lib/i18n';

export function DraftPreview({ draft, genreName }: { draft: MusicianDraft; genreName: string | null }) {
  const d = draft.draft;
  const song = {
    id: draft.id,
    title: d.song.title,
    artist: d.song.artist,
    genre: { id: d.song.genre_id ?? 0, name: genreName ?? '' },
    spotify_url: d.song.spotify_url ?? null,
    tiktok_url: d.song.tiktok_url ?? null,
    capcut_url: d.song.capcut_url ?? null,
    album_icon_url: d.song.album_icon_url ?? null,
    google_drive_url: d.song.google_drive_url ?? null,
    is_pre_release: !d.song.spotify_url && Boolean(d.song.google_drive_url),
  };
  return (
    <Card withBorder radius="lg" padding={0} component="article" data-testid="draft-preview">
      <CampaignCover song={song} h={220}>
        {genreName && (
          <Badge pos="absolute" top={10} left={10} variant="white" color="dark">
            {genreLabel(t, genreName)}
          </Badge>
        )}
      </CampaignCover>
      <Stack gap="md" p="md">
        <Box>
          <Title order={2} fz="xl">
            {song.title}
          </Title>
          <Text c="dimmed">{song.artist}</Text>
        </Box>
        <Group gap="xl" wrap="wrap">
          <Stack gap={0}>
            <Text fz="xs" c="dimmed">
              {t('muBudget')}
            </Text>
            <Text fw={600}>{eur(d.budget_eur)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text fz="xs" c="dimmed">
              {t('muRuns')}
            </Text>
            <Text fw={600}>
              {date(d.start_date)} – {date(d.end_date)}
            </Text>
          </Stack>
        </Group>
        <RichDescription html={d.description} />
        <Hashtags tags={d.hashtags} />
      </Stack>
    </Card>
  );
}
