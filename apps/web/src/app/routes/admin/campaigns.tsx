// /admin/campaigns, /admin/campaigns/active and /admin/campaigns/archived share one screen.
import { PAGE_SIZES } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { Anchor, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDeferredValue } from 'react';
import { ListPages } from '../../../components/layout/list-pages';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { useCampaigns } from '../../../features/admin-campaigns/api/get-campaigns';
import { CampaignCard } from '../../../features/admin-campaigns/components/campaign-card';
import { errorMessage } from '../../../lib/api-client';
import { pageOf, useQueryParams } from '../../../lib/use-query-params';
import { useSearchBox } from '../../../lib/use-search-box';

const TITLES = { all: 'All Campaigns', active: 'Active Campaigns', archived: 'Archived Campaigns' } as const;

export function CampaignsScreen({ status }: { status: keyof typeof TITLES }) {
  const [params, setParam] = useQueryParams();
  const page = pageOf(params);
  const search = params.get('user') ?? '';
  const musicianId = Number(params.get('musician')) || null;
  const campaignId = Number(params.get('campaign')) || null;
  const searchBox = useSearchBox(search, (value) => setParam({ user: value.trim() || null, page: null }), 400);

  const query = useCampaigns({ status, page, search, musicianId, campaignId });
  // the cards render a moment after the answer, in a render React slices so that a phone's main thread stays free
  // (an answer arriving through the query store is otherwise rendered in one go)
  const shown = useDeferredValue(query.data);
  const total = shown?._meta.total_items ?? 0;
  const pages = Math.ceil(total / PAGE_SIZES.campaigns);

  return (
    <Stack>
      <ScreenHeader
        title={TITLES[status]}
        actions={<TextInput aria-label="Search" placeholder="Search" {...searchBox} />}
      />
      {campaignId && (
        <Group gap="xs" data-testid="one-campaign">
          <Text size="sm" c="dimmed">
            Showing one campaign.
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={() => setParam({ campaign: null, page: null })}>
            Show all campaigns
          </Anchor>
        </Group>
      )}
      {query.isError ? (
        <Text c="red">{errorMessage(query.error, MSG.somethingWentWrong)}</Text>
      ) : !shown ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading campaigns" />
        </Center>
      ) : shown.items.length === 0 ? (
        <Text c="dimmed">No campaigns found</Text>
      ) : (
        shown.items.map((c) => <CampaignCard key={c.id} campaign={c} />)
      )}
      <ListPages pages={pages} value={page} onChange={(p) => setParam({ page: String(p) })} />
    </Stack>
  );
}
