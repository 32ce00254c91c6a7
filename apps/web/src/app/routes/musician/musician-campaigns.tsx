// /app/musician-campaigns: the musician's own campaigns (active first), paged; each page is kept in client state
// per page number with its meta, so coming back shows it at once while it refreshes.
import { Alert, Button, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListPages } from '../../../components/layout/list-pages';
import { ListState } from '../../../components/layout/list-state';
import { EmptyList } from '../../../components/layout/list-states';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { useDrafts } from '../../../features/musician/api/drafts';
import { MUSICIAN_PAGE_SIZE, useMusicianCampaigns } from '../../../features/musician/api/get-musician-campaigns';
import { BillingDetailsFirst } from '../../../features/musician/components/billing-details-first';
import { MusicianCampaignCard } from '../../../features/musician/components/musician-campaign-card';
import { t } from '../../../lib/i18n';
import { usePageParam } from '../../../lib/use-query-params';
import { DraftsList } from '../../musician-drafts/drafts-list';

export default function MusicianCampaignsRoute() {
  const [page, setPage] = usePageParam();
  const campaigns = useMusicianCampaigns(page);
  const drafts = useDrafts();
  const [search] = useSearchParams();
  const checkout = search.get('checkout');
  // the draft a checkout came back from (Stripe's cancel and success links name it)
  const draftId = Number(search.get('draft')) || null;
  // the cards render a moment after the answer, in a render React slices so that a phone's main thread stays free
  // (an answer arriving through the query store is otherwise rendered in one go)
  const shown = useDeferredValue(campaigns.data);
  const total = shown?.meta.total_items ?? 0;
  const pages = Math.ceil(total / MUSICIAN_PAGE_SIZE);
  // the page's answer (shown a moment later) or, when there is none, the error with a retry
  const failed = campaigns.isError && !campaigns.data;
  const refetch = () => campaigns.refetch();

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('muYourCampaigns')}
        actions={
          <Button component={Link} to="/app/musician-campaigns/drafts/new">
            {t('muNewCampaign')}
          </Button>
        }
      />
      {checkout === 'success' && (
        <Alert color="green" variant="light" title={t('muCheckoutPaidTitle')}>
          {t('muCheckoutPaid')}
        </Alert>
      )}
      {checkout === 'cancelled' && (
        <Alert color="orange" variant="light" title={t('muCheckoutCancelledTitle')} data-testid="checkout-cancelled">
          <Stack gap="sm" align="flex-start">
            {t('muCheckoutCancelled')}
            {draftId && (
              <Button component={Link} to={`/app/musician-campaigns/drafts/${draftId}/preview`} size="xs">
                {t('muPayAgain')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <BillingDetailsFirst />
      <ListState query={drafts} isEmpty={(items) => items.length === 0} loading={null} empty={null}>
        {(items) => <DraftsList drafts={items} />}
      </ListState>
      {drafts.data && drafts.data.length > 0 && total > 0 && (
        <Title order={2} fz="lg">
          {t('muCampaignsHeading')}
        </Title>
      )}
      <ListState
        query={{ isPending: !shown && !failed, isError: failed, error: campaigns.error, data: shown, refetch }}
        isEmpty={(answer) => answer.meta.total_items === 0}
        loading={
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={190} radius="lg" />
            ))}
          </SimpleGrid>
        }
        empty={<EmptyList title={t('muNoCampaignsTitle')}>{t('muNoCampaigns')}</EmptyList>}
      >
        {(answer) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {answer.items.map((c) => (
                <MusicianCampaignCard key={c.id} campaign={c} />
              ))}
            </SimpleGrid>
            <ListPages pages={pages} value={page} siblings={2} onChange={setPage} />
          </>
        )}
      </ListState>
    </Stack>
  );
}
