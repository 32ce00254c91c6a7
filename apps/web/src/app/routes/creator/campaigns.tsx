// /app/campaigns: the campaigns this creator may join (active, their territory, their level), as cards with the
// song, what they would earn at their level, days and budget left; search and genre filter kept in the URL.
import type { PromotionStatus } from '@hookline/shared/constants';
import { genreLabel } from '@hookline/shared/constants';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { ListPages } from '../../../components/layout/list-pages';
import { ListState } from '../../../components/layout/list-state';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { SupportLine } from '../../../components/support/support-link';
import { FEED_PAGE_SIZE, useFeed, useFeedGenres } from '../../../features/creator/api/get-feed';
import { usePromotions } from '../../../features/creator/api/get-promotions';
import { CardSkeleton, FeedCards } from '../../../features/creator/components/feed-cards';
import { levelOneText } from '../../../features/creator/level-text';
import { ConnectTiktokButton } from '../../../features/tiktok/components/connect-tiktok-button';
import { useCurrentUser } from '../../../features/users/api/get-me';
import { t } from '../../../lib/i18n';
import { pageOf, useQueryParams } from '../../../lib/use-query-params';
import { useSearchBox } from '../../../lib/use-search-box';

export default function CampaignsRoute() {
  const [params, setParam] = useQueryParams();
  const page = pageOf(params);
  const search = params.get('search') ?? '';
  const genreId = Number(params.get('genre')) || null;
  const searchBox = useSearchBox(search, (value) => setParam({ search: value.trim() || null, page: null }), 350);

  const creator = useCurrentUser()?.creator ?? null;
  const feed = useFeed({ page, search, genreId });
  const genres = useFeedGenres();
  const mine = usePromotions({ creatorId: creator?.id ?? 0, perPage: 100 }, Boolean(creator?.id));
  const joined = useMemo(() => {
    const map = new Map<number, PromotionStatus>();
    for (const p of mine.data?.items ?? []) map.set(p.campaign_id, p.status);
    return map;
  }, [mine.data]);

  // The answers reach the screen through a store, whose updates React renders in one go: the cards are rendered a
  // moment later instead, in a render React splits into short slices, so that a phone's main thread stays free
  // (the skeleton stays meanwhile)
  const shown = useDeferredValue(feed.data);
  const shownJoined = useDeferredValue(joined);

  const total = shown?._meta.total_items ?? 0;
  const pages = Math.ceil(total / FEED_PAGE_SIZE);
  const filtered = Boolean(search || genreId);

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('uiCampaigns')}
        actions={
          <Anchor component={Link} to="/app/faq" fz="sm">
            {t('crHowItWorks')}
          </Anchor>
        }
      />

      {creator && !creator.tiktok_connected && (
        <Alert color="violet" variant="light" title={t('crConnectYourTiktok')}>
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{t('crConnectFirstHint')}</Text>
            <ConnectTiktokButton size="xs" />
          </Stack>
        </Alert>
      )}
      {creator?.status === 'blocked' && (
        <Alert color="red" variant="light" title={t('crAccountBlocked')}>
          {t('crAccountBlockedText')}
          <SupportLine mt={4} />
        </Alert>
      )}
      {creator?.tiktok_connected && creator.level_id === 1 && creator.level.type === 'normal' && (
        <Alert color="yellow" variant="light" title={t('crWhyNothingYet')} data-testid="level-zero-notice">
          <Text fz="sm">{levelOneText({ followers: creator.tiktok_followers })}</Text>
          <Anchor component={Link} to="/app/credits/pricing" fz="sm">
            {t('crSeeYourProgress')}
          </Anchor>
        </Alert>
      )}

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('crSearch')}
          placeholder={t('crSongOrArtist')}
          {...searchBox}
          style={{ flex: '1 1 220px' }}
        />
        {/* the phone's own picker: no dropdown, list or focus trap to load before the feed can show */}
        <NativeSelect
          label={t('crGenre')}
          data={[
            { value: '', label: t('crAllGenres') },
            ...(genres.data ?? []).map((g) => ({ value: String(g.id), label: genreLabel(t, g.name) })),
          ]}
          value={genreId ? String(genreId) : ''}
          onChange={(e) => setParam({ genre: e.currentTarget.value || null, page: null })}
          style={{ flex: '0 1 200px' }}
        />
      </Group>

      <ListState
        // the cards follow the deferred answer (shown), the error and the retry the query itself
        query={{
          isPending: !shown && !feed.isError,
          isError: feed.isError,
          error: feed.error,
          data: shown,
          refetch: feed.refetch,
          isFetching: feed.isFetching,
        }}
        isEmpty={(data) => data.items.length === 0}
        loading={
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="md"
            aria-busy="true"
            aria-label={t('crLoadingCampaigns')}
          >
            <CardSkeleton />
            <CardSkeleton />
            <CardSkeleton />
          </SimpleGrid>
        }
        empty={
          <Paper withBorder radius="lg" p="xl">
            <Stack gap="xs" align="center" ta="center">
              <Text fw={700}>{filtered ? t('crNoCampaignsMatch') : t('crNoCampaignsOpen')}</Text>
              <Text c="dimmed" fz="sm" maw={420}>
                {filtered
                  ? t('crTryAnotherSearch')
                  : creator?.country
                    ? t('crNewCampaignsWeekly')
                    : t('crCampaignsByCountry')}
              </Text>
              {filtered && (
                <Button variant="light" onClick={() => setParam({ search: null, genre: null, page: null })}>
                  {t('crClearFilters')}
                </Button>
              )}
            </Stack>
          </Paper>
        }
      >
        {(data) => (
          <FeedCards
            items={data.items}
            joined={shownJoined}
            levelZero={creator?.level_id === 1 && creator.level.type === 'normal'}
          />
        )}
      </ListState>
      <ListPages pages={pages} value={page} onChange={(p) => setParam({ page: String(p) })} />
    </Stack>
  );
}
