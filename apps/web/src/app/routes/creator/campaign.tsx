// /app/campaigns/{id}: the full campaign for a creator: song and links, what they can earn and what is reserved
// once approved, hashtags to copy, the brief (sanitised rich text), Join, and their own promotions here.
import { levelLabel, RELOAD_DELAY_MS } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { formatRateEur } from '@hookline/shared/money';
import { Alert, Anchor, Badge, Box, Button, Grid, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { SectionCard } from '../../../components/layout/section-card';
import { useCampaign } from '../../../features/creator/api/get-campaign';
import { usePromotions } from '../../../features/creator/api/get-promotions';
import { useJoinCampaign } from '../../../features/creator/api/join-campaign';
import type { CreatorCampaign } from '../../../features/creator/api/types';
import { CampaignCover } from '../../../features/creator/components/campaign-cover';
import { BudgetLeft } from '../../../features/creator/components/campaign-feed-card';
import { Hashtags } from '../../../features/creator/components/hashtags';
import { OwnPromotion } from '../../../features/creator/components/own-promotion';
import { RichDescription } from '../../../features/creator/components/rich-description';
import { SongPreviewButton } from '../../../features/creator/components/song-preview';
import { date, daysLeftLabel, eur, levelName } from '../../../features/creator/format';
import { ConnectTiktokButton } from '../../../features/tiktok/components/connect-tiktok-button';
import { useCurrentUser } from '../../../features/users/api/get-me';
import { type ApiError, errorMessage } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/session';
import { toast } from '../../../lib/toasts';

function Earnings({ c }: { c: CreatorCampaign }) {
  const level = useCurrentUser()?.creator?.level;
  return (
    <Stack gap="xs">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        You can earn up to
      </Text>
      <Text fw={800} fz={34} lh={1} c="violet.7" data-testid="campaign-earn">
        {eur(c.you_can_earn_eur)}
      </Text>
      <Text fz="sm">
        {level?.type === 'fixed'
          ? `Your fixed deal pays ${eur(level.max_amount_eur)} for each accepted video.`
          : `${formatRateEur(c.your_per_1k_views_eur ?? 0)} per 1,000 views in the first 72 hours after upload, up to ${eur(
              level?.max_amount_eur,
            )} a video${level ? ` (${level.type === 'linear' ? 'your personal deal' : levelName(level.name)})` : ''}.`}
      </Text>
      {c.you_can_earn_eur > 0 ? (
        <Text fz="sm" c="dimmed">
          Once your video is approved, {eur(c.you_can_earn_eur)} of the budget is reserved for you, so the campaign
          running out of budget later cannot leave you unpaid.
        </Text>
      ) : (
        <Text fz="sm" c="dimmed">
          {level?.name === '0'
            ? 'Level 0 does not earn yet: your level rises with your profile. See the pricing table.'
            : 'This campaign has no budget left to reserve for you.'}
        </Text>
      )}
      <Anchor component={Link} to="/app/credits/pricing" fz="sm">
        See the pricing table
      </Anchor>
    </Stack>
  );
}

function Facts({ c }: { c: CreatorCampaign }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Badge variant="light" color={c.days_left <= 3 ? 'orange' : 'gray'} size="lg">
          {c.archived ? 'Ended' : daysLeftLabel(c.days_left)}
        </Badge>
        <Text fz="sm" c="dimmed">
          {date(c.start_date)} – {date(c.end_date)}
        </Text>
      </Group>
      <BudgetLeft campaign={c} label="Budget left" />
      <Text fz="sm">
        <Text span c="dimmed" inherit>
          Territories:{' '}
        </Text>
        {c.territories.join(', ') || '-'}
      </Text>
      <Text fz="sm">
        <Text span c="dimmed" inherit>
          Open up to:{' '}
        </Text>
        {levelLabel(c.max_level_id)}
      </Text>
    </Stack>
  );
}

function SoundLinks({ c }: { c: CreatorCampaign }) {
  const links = [
    c.song.tiktok_url && { href: c.song.tiktok_url, label: 'Use this sound on TikTok' },
    c.song.capcut_url && { href: c.song.capcut_url, label: 'Open the CapCut template' },
    c.song.spotify_url && { href: c.song.spotify_url, label: 'Listen on Spotify' },
  ].filter((l): l is { href: string; label: string } => Boolean(l));
  if (links.length === 0) return <Text c="dimmed">No links for this song yet.</Text>;
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
        >
          {l.label}
        </Button>
      ))}
    </Group>
  );
}

function JoinPanel({ c }: { c: CreatorCampaign }) {
  const join = useJoinCampaign();
  const info = useUserInfo();
  if (!info?.creator?.tiktok_connected) {
    return (
      <Alert color="violet" variant="light" title="Connect TikTok to join">
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">Your videos are checked against your linked profile.</Text>
          <ConnectTiktokButton size="xs" />
        </Stack>
      </Alert>
    );
  }
  if (new Date(c.start_date).getTime() > Date.now()) {
    return (
      <Text c="dimmed" fz="sm">
        This campaign starts on {date(c.start_date)}. You can join it from then.
      </Text>
    );
  }
  if (!c.can_join) {
    return (
      <Text c="dimmed" fz="sm">
        {c.archived ? 'This campaign has ended.' : 'You cannot join this campaign right now.'}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text fz="sm">
        Joining takes a slot. Then post your video with the sound and the hashtags on your linked profile and submit its
        link here.
      </Text>
      <Button
        size="md"
        loading={join.isPending}
        onClick={() =>
          join.mutate(c.id, {
            onSuccess: () => toast.success(MSG.campaignJoined),
          })
        }
      >
        Join campaign
      </Button>
    </Stack>
  );
}

function CampaignSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading campaign">
      <Skeleton h={28} w={220} />
      <Skeleton h={220} radius="lg" />
      <Skeleton h={160} radius="lg" />
      <Skeleton h={120} radius="lg" />
    </Stack>
  );
}

export default function CampaignRoute() {
  const id = Number(useParams().campaignId);
  const campaign = useCampaign(id);
  const info = useUserInfo();
  const creatorId = info?.creator?.id ?? 0;
  const own = usePromotions({ creatorId, campaignId: id }, Boolean(creatorId) && campaign.isSuccess);
  const back = { to: '/app/campaigns', label: 'Campaigns' };
  const navigate = useNavigate();
  // after a cancellation: the toast says 'Redirecting to the homepage...', and so we do
  const [canceled, setCanceled] = useState(false);
  useEffect(() => {
    if (!canceled) return;
    const timer = setTimeout(() => void navigate('/app/campaigns'), RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [canceled, navigate]);

  if (!Number.isInteger(id) || id <= 0 || (campaign.isError && (campaign.error as ApiError).status === 404)) {
    return (
      <Stack gap="lg">
        <ScreenHeader title="Campaign not found" back={back} />
        <Paper withBorder radius="lg" p="lg">
          <Text>This campaign does not exist or is not open to you.</Text>
        </Paper>
      </Stack>
    );
  }
  if (campaign.isPending) return <CampaignSkeleton />;
  if (campaign.isError) {
    return (
      <Stack gap="lg">
        <ScreenHeader title="Campaign" back={back} />
        <Paper withBorder radius="lg" p="lg">
          <Group justify="space-between">
            <Text c="red">{errorMessage(campaign.error, MSG.somethingWentWrong)}</Text>
            <Button variant="light" onClick={() => void campaign.refetch()} loading={campaign.isFetching}>
              Try again
            </Button>
          </Group>
        </Paper>
      </Stack>
    );
  }

  const c = campaign.data;
  const promotions = own.data?.items ?? [];
  return (
    <Stack gap="lg">
      <ScreenHeader title={c.song.title} back={back} />
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <Grid gap={0}>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <CampaignCover song={c.song} h={260}>
              <Box pos="absolute" bottom={12} right={12}>
                <SongPreviewButton song={c.song} />
              </Box>
            </CampaignCover>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Stack gap="md" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap={2}>
                <Text fz="lg" fw={600}>
                  {c.song.artist}
                </Text>
                <Group gap="xs">
                  {c.song.genre && <Badge variant="light">{c.song.genre.name}</Badge>}
                  {c.musician && (
                    <Text fz="sm" c="dimmed">
                      by {c.musician.stage_name}
                    </Text>
                  )}
                </Group>
              </Stack>
              <Earnings c={c} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Paper>

      <SectionCard titleGap="sm" title="Your promotion">
        {canceled ? (
          <Text c="dimmed" role="status">
            Promotion canceled. Taking you back to the campaigns…
          </Text>
        ) : own.isPending && creatorId ? (
          <Skeleton h={80} aria-label="Loading your promotions" />
        ) : own.isError ? (
          <Text c="red">{errorMessage(own.error, MSG.somethingWentWrong)}</Text>
        ) : promotions.length === 0 ? (
          <JoinPanel c={c} />
        ) : (
          <Stack gap="sm">
            {promotions.map((p) => (
              <OwnPromotion key={p.id} promotion={p} onCanceled={() => setCanceled(true)} />
            ))}
          </Stack>
        )}
      </SectionCard>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <SectionCard titleGap="sm" title="How to take part">
              <List type="ordered" spacing="xs" fz="sm">
                <List.Item>Make a video with the campaign's sound (or its CapCut template).</List.Item>
                <List.Item>Post it on your linked TikTok profile with the hashtags below.</List.Item>
                <List.Item>Submit the video link here. Views in the first 72 hours count for your earning.</List.Item>
              </List>
            </SectionCard>
            <SectionCard titleGap="sm" title="Sound and template">
              <SoundLinks c={c} />
            </SectionCard>
            <SectionCard titleGap="sm" title="Hashtags">
              <Hashtags tags={c.hashtags} />
            </SectionCard>
            <SectionCard titleGap="sm" title="Brief">
              <RichDescription html={c.description} />
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SectionCard titleGap="sm" title="Details">
            <Facts c={c} />
          </SectionCard>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
