// The campaign song's links: its TikTok sound, CapCut template and Spotify page.
import { Button, Group, Text } from '@mantine/core';
import { t } from '../../../lib/i18n';
import type { CreatorCampaign } from '../api/types';

export function SoundLinks({ c }: { c: CreatorCampaign }) {
  const links = [
    c.song.tiktok_url && { href: c.song.tiktok_url, label: t('crUseSound') },
    c.song.capcut_url && { href: c.song.capcut_url, label: t('crOpenCapcut') },
    c.song.spotify_url && { href: c.song.spotify_url, label: t('crListenSpotify') },
  ].filter((l): l is { href: string; label: string } => Boolean(l));
  if (links.length === 0) return <Text c="dimmed">{t('crNoSongLinks')}</Text>;
  return (
    <Group gap="sm" wrap="wrap">
      {links.map((l) => (
        <Button
          key={l.href}
          component="a"
          href={l.href}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          size="sm"
          className="hl-button-wrap"
        >
          {l.label}
        </Button>
      ))}
    </Group>
  );
}
