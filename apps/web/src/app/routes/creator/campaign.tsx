// /app/campaigns/{id}: the full campaign for a creator: song and links, what they can earn and what is reserved
// once approved, hashtags to copy, the brief (sanitised rich text), Join, and their own promotions here.
import { genreLabel, RELOAD_DELAY_MS } from '@hookline/shared/constants';
import { PLATFORM_NAMES } from '@hookline/shared/platforms';
import { Badge, Box, Grid, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/errors/load-error';
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
import { t } from '../../../lib/i18n';
import { useUserInfo } from '../../../lib/session';

export default function CampaignRoute() {
  const id = Number(useParams().campaignId);
  const campaign = useCampaign(id);
  const info = useUserInfo();
  const me = useCurrentUser();
  const creatorId = info?.creator?.id ?? 0;
  const own = usePromotions({ creatorId, campaignId: id }, Boolean(creatorId) && campaign.isSuccess);
  const back = { to: '/app/campaigns', label: t('uiCampaigns') };
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
        <ScreenHeader title={t('crCampaignNotFound')} back={back} />
        <Paper withBorder radius="lg" p="lg">
          <Text>{t('crCampaignNotOpen')}</Text>
        </Paper>
      </Stack>
    );
  }
  if (campaign.isPending) return <CampaignSkeleton />;
  if (campaign.isError) {
    return (
      <Stack gap="lg">
        <ScreenHeader title={t('crCampaign')} back={back} />
        <LoadError error={campaign.error} onRetry={() => void campaign.refetch()} retrying={campaign.isFetching} />
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
                  {c.song.genre && <Badge variant="light">{genreLabel(t, c.song.genre.name)}</Badge>}
                  {c.musician && (
                    <Text fz="sm" c="dimmed">
                      {t('crByMusician', { name: c.musician.stage_name })}
                    </Text>
                  )}
                </Group>
              </Stack>
              <CampaignEarnings c={c} level={me?.creator?.level} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Paper>

      <SectionCard titleGap="sm" title={t('crYourPromotion')}>
        {canceled ? (
          <Text c="dimmed" role="status">
            {t('crPromotionCanceledBack')}
          </Text>
        ) : own.isPending && creatorId ? (
          <Skeleton h={80} aria-label={t('crLoadingPromotions')} />
        ) : own.isError ? (
          <Text c="red">{errorMessage(own.error, t('somethingWentWrong'))}</Text>
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
            <SectionCard titleGap="sm" title={t('crHowToTakePart')}>
              <List type="ordered" spacing="xs" fz="sm">
                <List.Item>{t('crStepMakeVideo')}</List.Item>
                <List.Item>
                  {c.platforms.length === 1 && c.platforms[0] === 'tiktok'
                    ? t('crStepPostTiktok')
                    : t('crStepPostPlatforms', { platforms: c.platforms.map((p) => PLATFORM_NAMES[p]).join(', ') })}
                </List.Item>
                <List.Item>{t('crStepSubmitLink')}</List.Item>
              </List>
            </SectionCard>
            <SectionCard titleGap="sm" title={t('crSoundAndTemplate')}>
              <SoundLinks c={c} />
            </SectionCard>
            <SectionCard titleGap="sm" title={t('crPlatforms')}>
              <PlatformBadges platforms={c.platforms} />
            </SectionCard>
            <SectionCard titleGap="sm" title={t('crHashtags')}>
              <Hashtags tags={c.hashtags} />
            </SectionCard>
            <SectionCard titleGap="sm" title={t('crBrief')}>
              <RichDescription html={c.description} />
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SectionCard titleGap="sm" title={t('crDetails')}>
            <CampaignFacts c={c} />
          </SectionCard>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
