// /app/credits/campaign-history/{promotionId}: one video — views over time, the deal and the reservation made at
// approval, the countdown to 72 hours, the settled amount, its bill and payout, and any decline reason.
import { REVIEW_COLOUR_HOURS } from '@hookline/shared/constants';
import { EARNING_STATE_HINTS, EARNING_STATE_LABELS } from '@hookline/shared/earning-states';
import { latestViewsText, VIEWS_AT_72H_LABEL } from '@hookline/shared/views';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/errors/load-error';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { type CreatorVideo, useVideo } from '../../../features/creator/api/get-video';
import { DecisionPanel } from '../../../features/creator/components/appeal-form';
import { PromotionStatusBadge, statusHint } from '../../../features/creator/components/promotion-status';
import { VideoLink } from '../../../features/creator/components/video-link';
import { count, dateTime, eur } from '../../../features/creator/format';

const VideoViewsChart = lazy(() => import('../../../features/creator/components/video-views-chart'));

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

/** "2 d 5 h 10 min" until the 72-hour mark; ticks every minute. */
export function useCountdown(target: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(t);
  }, []);
  if (!target) return null;
  const ms = new Date(target).getTime() - now;
  if (ms <= 0) return 'reached';
  const min = Math.floor(ms / 60_000);
  const d = Math.floor(min / 1440);
  const h = Math.floor((min % 1440) / 60);
  return `${d > 0 ? `${d} d ` : ''}${h} h ${min % 60} min`;
}

function dealText(v: CreatorVideo) {
  if (v.deal.type === 'normal' && v.deal.max_amount_eur === 0) return 'Level 0: earns nothing yet';
  if (v.deal.type === 'fixed') return `Fixed ${eur(v.deal.max_amount_eur)} per accepted video`;
  return `${eur(v.deal.per_1k_views_amount_eur)} per 1,000 views, up to ${eur(v.deal.max_amount_eur)}`;
}

/** The earning's state in the words every role reads (earning-states.ts), with its bill once it is on one. */
function billText(v: CreatorVideo) {
  if (!v.earning_state) return '-';
  const state = `${EARNING_STATE_LABELS[v.earning_state]}: ${EARNING_STATE_HINTS[v.earning_state].toLowerCase()}`;
  if (!v.bill) return state;
  return `${state} (bill ${v.bill.number}${v.bill.paid_at ? `, ${dateTime(v.bill.paid_at)}` : ''})`;
}

export default function VideoRoute() {
  const id = Number(useParams().promotionId);
  const video = useVideo(id, Number.isInteger(id) && id > 0);
  const countdown = useCountdown(video.data?.settles_at ?? null);
  const back = { to: '/app/credits/campaign-history', label: 'Campaign history' };

  if (video.isPending) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label="Loading the video">
        <ScreenHeader title="Video" back={back} />
        <Skeleton h={120} radius="lg" />
        <Skeleton h={260} radius="lg" />
      </Stack>
    );
  }
  if (video.isError) {
    return (
      <Stack gap="lg">
        <ScreenHeader title="Video" back={back} />
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
                Open the campaign
              </Anchor>
            </Stack>
            <PromotionStatusBadge status={v.status} size="lg" />
          </Group>
          <Text fz="sm">{statusHint(v.status)}</Text>
          {link && <VideoLink link={link} />}
        </Stack>
      </Paper>

      {v.decision && <DecisionPanel promotionId={v.id} decision={v.decision} />}

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="video-money">
        <Title order={2} fz="lg" mb="md">
          Earnings
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Figure label="Your deal" value={dealText(v)} testId="video-deal" />
          <Figure
            label="Reserved at approval"
            value={
              v.reservation ? `${eur(v.reservation.amount_eur)} on ${dateTime(v.reservation.at)}` : 'Not approved yet'
            }
            testId="video-reservation"
          />
          <Figure label="Uploaded" value={dateTime(v.video_uploaded_at)} />
          <Figure
            label={`${REVIEW_COLOUR_HOURS} hours after upload`}
            value={
              !v.settles_at
                ? 'Starts at approval'
                : running && countdown !== 'reached'
                  ? `in ${countdown}`
                  : dateTime(v.settles_at)
            }
            testId="video-countdown"
          />
          <Figure
            label={VIEWS_AT_72H_LABEL}
            value={v.views_after_three_days === null ? '-' : count(v.views_after_three_days)}
            testId="video-views-72h"
          />
          <Figure
            label="Settled amount"
            value={v.earned_amount_eur === null ? '-' : `${eur(v.earned_amount_eur)} on ${dateTime(v.settled_at)}`}
            testId="video-settled"
          />
          <Figure label="Bill and payout" value={billText(v)} testId="video-bill" />
        </SimpleGrid>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="video-views-chart">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            Views over time
          </Title>
          <Text fz="sm" c="dimmed" data-testid="video-latest-views">
            {latestViewsText(v.latest_views, v.latest_views_typed)}
          </Text>
        </Group>
        <Suspense fallback={<Skeleton h={220} radius="lg" />}>
          <VideoViewsChart points={v.views_over_time} />
        </Suspense>
      </Paper>
    </Stack>
  );
}
