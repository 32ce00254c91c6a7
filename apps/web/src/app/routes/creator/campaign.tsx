// /app/campaigns/{id}: the full campaign for a creator: song and links, what they can earn and what is reserved
// once approved, hashtags to copy, the brief (sanitised rich text), Join, and their own promotions here.
import { RELOAD_DELAY_MS } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { PLATFORM_NAMES } from '@hookline/shared/platforms';
import { Badge, Box, Button, Grid, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { SectionCard } from '../../../components/layout/section-card';
import { PlatformBadges } from '../../../components/platforms/platform-badges';
import { useCampaign } from '../../../features/creator/api/get-campaign';
import { usePromotions } from '../../../features/creator/api/get-promotions';
import { CampaignCover } from '../../../features/creator/components/campaign-cover';
import { CampaignEarnings } from '../../../features/creator/components/campaign-earnings';
import { CampaignFacts } from '../../../features/creator/components/campaign-facts';
import { CampaignSkeleton } from '../../../features/creator/components/campaign-skeleton';
import { Hashtags } from '../../../features/creator/components/hashtags';
import { JoinPanel } from '../../../features/creator/components/join-panel';
import { OwnPromotion } from '../../../features/creator/components/own-promotion';
import { RichDescription } from '../../../features/creator/components/rich-description';
import { SongPreviewButton } from '../../../features/creator/components/song-preview';
import { SoundLinks } from '../../../features/creator/components/sound-links';
import { ConnectTiktokButton } from '../../../features/tiktok/components/connect-tiktok-button';
import { useCurrentUser } from '../../../features/users/api/get-me';
import { type ApiError, errorMessage } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/session';

export default function CampaignRoute() {
  const id = Number(useParams().campaignId);
  const campaign = useCampaign(id);
  const info = useUserInfo();
  const me = useCurrentUser();
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
              <CampaignEarnings c={c} level={me?.creator?.level} />
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
          <JoinPanel c={c} connect={<ConnectTiktokButton size="xs" />} />
        ) : (
          <Stack gap="sm">
            {promotions.map((p) => (
              <OwnPromotion key={p.id} promotion={p} platforms={c.platforms} onCanceled={() => setCanceled(true)} />
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
                <List.Item>
                  {c.platforms.length === 1 && c.platforms[0] === 'tiktok'
                    ? 'Post it on your linked TikTok profile with the hashtags below.'
                    : `Post it on one of your linked profiles this campaign accepts (${c.platforms.map((p) => PLATFORM_NAMES[p]).join(', ')}) with the hashtags below.`}
                </List.Item>
                <List.Item>Submit the video link here. Views in the first 72 hours count for your earning.</List.Item>
              </List>
            </SectionCard>
            <SectionCard titleGap="sm" title="Sound and template">
              <SoundLinks c={c} />
            </SectionCard>
            <SectionCard titleGap="sm" title="Platforms">
              <PlatformBadges platforms={c.platforms} />
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
            <CampaignFacts c={c} />
          </SectionCard>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
