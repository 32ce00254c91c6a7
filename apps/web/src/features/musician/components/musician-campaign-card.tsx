// One of the musician's campaigns in the list: song and cover, dates, budget spent of total, videos, views, status.
import { formatCount, formatEur } from '@hookline/shared/money';
import { Avatar, Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { currentLocale, t } from '../../../lib/i18n';
import { formatDay } from '../../../lib/zoned-time';
import type { MusicianCampaign } from '../api/types';

// the sentence with its count in bold: the count's place is kept by its placeholder, wherever a language puts it
const COUNT = '{count}';
const withBold = (sentence: string, count: string) => {
  const [before, after] = sentence.split(COUNT);
  return (
    <>
      {before}
      <b>{count}</b>
      {after}
    </>
  );
};

export function MusicianCampaignCard({ campaign: c }: { campaign: MusicianCampaign }) {
  const spentPct = c.budget_eur > 0 ? Math.min(100, (c.budget_spent_eur / c.budget_eur) * 100) : 0;
  return (
    // the link is the song line, named by what it shows ('Title by Artist'); its overlay makes the whole card
    // clickable (styles.css .hl-card-link)
    <Card withBorder radius="lg" p="md" pos="relative" data-testid="musician-campaign-card">
      <Stack gap="sm">
        <Group wrap="nowrap" gap="sm">
          <Avatar src={c.song.album_icon_url} radius="md" size="lg" alt="">
            {c.song.title.slice(0, 1)}
          </Avatar>
          <Link to={`/app/musician-campaigns/${c.id}`} className="hl-card-link" style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} truncate title={c.song.title}>
              {c.song.title}
            </Text>
            <Text fz="sm" c="dimmed" truncate title={t('muByArtist', { artist: c.song.artist })}>
              {t('muByArtist', { artist: c.song.artist })}
            </Text>
          </Link>
          <Badge color={c.archived ? 'gray' : 'green'} variant="light">
            {c.archived ? t('muEnded') : t('muActive')}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {formatDay(c.start_date, currentLocale())} – {formatDay(c.end_date, currentLocale())}
        </Text>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text fz="sm">{t('muBudgetSpent')}</Text>
            <Text fz="sm" fw={600}>
              {formatEur(c.budget_spent_eur, currentLocale())} / {formatEur(c.budget_eur, currentLocale())}
            </Text>
          </Group>
          <Progress value={spentPct} aria-label={t('muBudgetSpent')} />
          <Text fz="xs" c="dimmed" data-testid="card-money">
            {t('muCardMoney', {
              reserved: formatEur(c.budget_reserved_eur, currentLocale()),
              refunded: formatEur(c.budget_refunded_eur, currentLocale()),
            })}
          </Text>
        </Stack>
        <Group gap="lg">
          <Text fz="sm">{withBold(t('muCardVideos', { count: COUNT }), formatCount(c.videos, currentLocale()))}</Text>
          <Text fz="sm">{withBold(t('muCardViews', { count: COUNT }), formatCount(c.views, currentLocale()))}</Text>
        </Group>
      </Stack>
    </Card>
  );
}
