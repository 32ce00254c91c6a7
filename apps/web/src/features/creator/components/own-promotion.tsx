// One of the creator's own promotions on a campaign page: status, what to do next, the video and its stats.

import type { Platform } from '@hookline/shared/platforms';
import { latestViewsFigure, viewsAt72hText } from '@hookline/shared/views';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import type { CreatorPromotion } from '../api/types';
import { count, dateTime, eur } from '../format';
import { CancelPromotionButton } from './cancel-promotion-button';
import { PromotionStatusBadge, statusHint } from './promotion-status';
import { Stat } from './stat';
import { SubmitVideoForm } from './submit-video-form';
import { UnderReviewNotice } from './under-review-notice';
import { VideoLink } from './video-link';

export function OwnPromotion({
  promotion: p,
  onCanceled,
  platforms,
}: {
  promotion: CreatorPromotion;
  onCanceled: () => void;
  /** the platforms the campaign accepts */
  platforms?: Platform[];
}) {
  const stat = p.promotion_stat_latest;
  const link = p.video_link ?? p.video_url;
  const cancellable = p.status === 'pending' || p.status === 'submitted';
  return (
    <Paper withBorder radius="md" p="md" data-testid="own-promotion">
      <Stack gap="sm">
        {/* wraps at phone width: the state badge is never cut to make room for the Cancel button */}
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <PromotionStatusBadge status={p.status} size="lg" />
            <Text fz="xs" c="dimmed">
              {t('crJoinedAt', { date: dateTime(p.created_at) })}
            </Text>
          </Stack>
          {cancellable && <CancelPromotionButton promotionId={p.id} onCanceled={onCanceled} />}
        </Group>
        <Text fz="sm">{statusHint(p.status)}</Text>
        {(p.status === 'reviewed' || p.status === 'approved') && <UnderReviewNotice promotionId={p.id} />}
        {p.status !== 'pending' && (
          <Anchor
            component={Link}
            to={`/app/credits/campaign-history/${p.id}`}
            fz="sm"
            data-testid="video-details-link"
          >
            {p.status === 'declined'
              ? t('crSeeWhyDeclined')
              : p.status === 'fraud'
                ? t('crSeeWhyFraud')
                : t('crVideoDetails')}
          </Anchor>
        )}
        {link && <VideoLink link={link} uploadedAt={p.video_uploaded_at} />}
        {p.sound_check === 'manual' && p.status === 'submitted' && (
          <Text fz="xs" c="dimmed">
            {t('crSoundManual')}
          </Text>
        )}
        {(stat || p.status === 'succeeded' || p.status === 'reviewed') && (
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
            <Stat label={t('crViews')} value={latestViewsFigure(t, stat?.views_count, stat?.typed)} />
            <Stat label={t('crLikes')} value={count(stat?.likes_count)} />
            <Stat label={t('crComments')} value={count(stat?.comments_count)} />
            <Stat label={t('crShares')} value={count(stat?.shares_count)} />
            {p.views_after_three_days !== null && (
              <Stat label={t('viewsAt72hLabel')} value={count(p.views_after_three_days)} />
            )}
            {p.status === 'succeeded' || p.earned_amount_eur !== null ? (
              <Stat label={t('crEarned')} value={eur(p.earned_amount_eur)} />
            ) : (
              p.reserved_amount_eur > 0 && <Stat label={t('crReservedForYou')} value={eur(p.reserved_amount_eur)} />
            )}
          </SimpleGrid>
        )}
        {p.views_after_three_days !== null && (
          <Text fz="xs" c="dimmed" data-testid="views-at-72h">
            {viewsAt72hText(t, p.views_after_three_days, p.views_read_at ?? null, dateTime)}
          </Text>
        )}
        {p.status === 'pending' && <SubmitVideoForm promotionId={p.id} platforms={platforms} />}
      </Stack>
    </Paper>
  );
}
