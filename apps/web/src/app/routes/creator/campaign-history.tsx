import { EARNING_STATE_KEYS } from '@hookline/shared/earning-states';
import { latestViewsFigure } from '@hookline/shared/views';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ListPages } from '../../../components/layout/list-pages';
import { ListState } from '../../../components/layout/list-state';
import { EmptyList, RowsLoading } from '../../../components/layout/list-states';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { usePromotions } from '../../../features/creator/api/get-promotions';
import type { CreatorPromotion } from '../../../features/creator/api/types';
import { PromotionStatusBadge } from '../../../features/creator/components/promotion-status';
import { Stat } from '../../../features/creator/components/stat';
import { count, date, eur, videoName } from '../../../features/creator/format';
import { t } from '../../../lib/i18n';
import { useUserInfo } from '../../../lib/session';
import { usePageParam } from '../../../lib/use-query-params';

const PAGE_SIZE = 20;

function earning(p: CreatorPromotion) {
  if (p.earned_amount_eur !== null)
    return p.earning_state
      ? `${eur(p.earned_amount_eur)} · ${t(EARNING_STATE_KEYS[p.earning_state])}`
      : eur(p.earned_amount_eur);
  if (p.reserved_amount_eur > 0) return t('crAmountReserved', { amount: eur(p.reserved_amount_eur) });
  return '-';
}

export default function CampaignHistoryRoute() {
  const creatorId = useUserInfo()?.creator?.id ?? 0;
  const [page, setPage] = usePageParam();
  const list = usePromotions({ creatorId, page, perPage: PAGE_SIZE }, Boolean(creatorId));
  const pages = Math.ceil((list.data?._meta.total_items ?? 0) / PAGE_SIZE);
  const back = { to: '/app/credits', label: t('uiCredits') };

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('crCampaignHistory')} back={back} />
      <ListState
        query={list}
        isEmpty={(data) => data.items.length === 0}
        loading={<RowsLoading label={t('crLoadingCampaignHistory')} rows={3} />}
        empty={
          <EmptyList title={t('crNoCampaignsYet')}>
            {t('crJoinCampaignHint')}{' '}
            <Anchor component={Link} to="/app/campaigns">
              {t('crFindCampaign')}
            </Anchor>
          </EmptyList>
        }
      >
        {(data) => (
          <Stack gap="sm">
            {data.items.map((p) => (
              <Paper key={p.id} withBorder radius="md" p="md" data-testid="history-row">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Stack gap={0} miw={0}>
                    <Anchor component={Link} to={`/app/campaigns/${p.campaign_id}`} fw={700} lineClamp={1}>
                      {p.song.title}
                    </Anchor>
                    <Text fz="sm" c="dimmed" lineClamp={1}>
                      {p.song.artist} · {videoName(p.platform)} · {t('crJoinedOn', { date: date(p.created_at) })}
                    </Text>
                  </Stack>
                  <PromotionStatusBadge status={p.status} />
                </Group>
                <Group gap="lg" mt="sm" wrap="wrap">
                  <Stat
                    fz="sm"
                    label={t('latestViewsLabel')}
                    value={latestViewsFigure(t, p.promotion_stat_latest?.views_count, p.promotion_stat_latest?.typed)}
                  />
                  <Stat
                    fz="sm"
                    label={t('viewsAt72hLabel')}
                    value={p.views_after_three_days === null ? '-' : count(p.views_after_three_days)}
                  />
                  <Stat fz="sm" label={t('crEarning')} value={earning(p)} />
                  <Anchor component={Link} to={`/app/credits/campaign-history/${p.id}`} fz="sm" ml="auto">
                    {t('crVideoDetailsLink')}
                  </Anchor>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </ListState>
      <ListPages pages={pages} value={page} onChange={setPage} />
    </Stack>
  );
}
