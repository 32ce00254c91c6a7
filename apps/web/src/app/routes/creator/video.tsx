// /app/credits/campaign-history/[promotionId]: one video, its views over time, the deal and the reservation made at
// approval, the countdown to 72 hours, the settled amount, its bill and payout, and any decline reason.
import { REVIEW_COLOUR_HOURS } from '@hookline/shared/constants';
import { PLATFORM_NAMES } from '@hookline/shared/platforms';
import { latestViewsText } from '@hookline/shared/views';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/errors/load-error';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { useVideo } from '../../../features/creator/api/get-video';
import { DecisionPanel } from '../../../features/creator/components/appeal-form';
import { PromotionStatusBadge, statusHint } from '../../../features/creator/components/promotion-status';
import { billText, dealText, Figure, useCountdown } from '../../../features/creator/components/video-figures';
import { VideoLink } from '../../../features/creator/components/video-link';
import { count, dateTime, eur, videoName } from '../../../features/creator/format';
import { t } from '../../../lib/i18n';

const VideoViewsChart = lazy(() => import('../../../features/creator/components/video-views-chart'));

export default function VideoRoute() {
  const id = Number(useParams().promotionId);
  const video = useVideo(id, Number.isInteger(id) && id > 0);
  const countdown = useCountdown(video.data?.settles_at ?? null);
  const back = { to: '/app/credits/campaign-history', label: t('crCampaignHistory') };

  if (video.isPending) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('crLoadingVideo')}>
        <ScreenHeader title={t('crVideo')} back={back} />
        <Skeleton h={120} radius="lg" />
        <Skeleton h={260} radius="lg" />
      </Stack>
    );
  }
  if (video.isError) {
    return (
      <Stack gap="lg">
        <ScreenHeader title={t('crVideo')} back={back} />
        <LoadError error={video.error} onRetry={() => void video.refetch()} />
      </Stack>
    );
  }
  const v = video.data;
  const link = v.video_link ?? v.video_url;
  const running = v.status === 'reviewed' || v.status === 'approved';
  return (
    <Stack gap="lg">
      <ScreenHeader title={v.song.title} back={back} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Text c="dimmed" fz="sm">
                {v.song.artist}
              </Text>
              <Anchor component={Link} to={`/app/campaigns/${v.campaign_id}`} fz="sm">
                {t('crOpenTheCampaign')}
              </Anchor>
            </Stack>
            <PromotionStatusBadge status={v.status} size="lg" />
          </Group>
          <Text fz="sm">{statusHint(v.status)}</Text>
          <Text fz="sm" c="dimmed" data-testid="video-platform">
            {videoName(v.platform)}
          </Text>
          {link && <VideoLink link={link} />}
        </Stack>
      </Paper>

      {v.decision && <DecisionPanel promotionId={v.id} decision={v.decision} />}

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="video-money">
        <Title order={2} fz="lg" mb="md">
          {t('crEarnings')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Figure label={t('crYourDeal')} value={dealText(v)} testId="video-deal" />
          <Figure
            label={t('crReservedAtApproval')}
            value={
              v.reservation
                ? t('crAmountOnDate', { amount: eur(v.reservation.amount_eur), date: dateTime(v.reservation.at) })
                : t('crNotApprovedYet')
            }
            testId="video-reservation"
          />
          <Figure label={t('crUploaded')} value={dateTime(v.video_uploaded_at)} />
          <Figure
            // the hour the views that pay are read: 72 h after upload plus the platform's reporting lag
            label={t('crHoursAfterUpload', { hours: REVIEW_COLOUR_HOURS + v.reporting_lag_hours })}
            value={
              !v.settles_at
                ? t('crStartsAtApproval')
                : running && countdown !== 'reached'
                  ? t('crInCountdown', { countdown: String(countdown) })
                  : dateTime(v.settles_at)
            }
            testId="video-countdown"
          />
          <Figure
            label={t('viewsAt72hLabel')}
            value={v.views_after_three_days === null ? '-' : count(v.views_after_three_days)}
            testId="video-views-72h"
          />
          <Figure
            label={t('crSettledAmount')}
            value={
              v.earned_amount_eur === null
                ? '-'
                : t('crAmountOnDate', { amount: eur(v.earned_amount_eur), date: dateTime(v.settled_at) })
            }
            testId="video-settled"
          />
          <Figure label={t('crBillAndPayout')} value={billText(v)} testId="video-bill" />
        </SimpleGrid>
        {v.reporting_lag_hours > 0 && v.settles_at && (
          <Text fz="sm" c="dimmed" mt="md" data-testid="video-lag-note">
            {t('crLagNote', {
              platform: PLATFORM_NAMES[v.platform],
              hours: v.reporting_lag_hours,
              from: dateTime(v.settles_at),
            })}
          </Text>
        )}
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="video-views-chart">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            {t('crViewsOverTime')}
          </Title>
          <Text fz="sm" c="dimmed" data-testid="video-latest-views">
            {latestViewsText(t, v.latest_views, v.latest_views_typed)}
          </Text>
        </Group>
        <Suspense fallback={<Skeleton h={220} radius="lg" />}>
          <VideoViewsChart points={v.views_over_time} />
        </Suspense>
      </Paper>
    </Stack>
  );
}
