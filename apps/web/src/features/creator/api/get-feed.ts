// GET /api/campaigns: the campaigns this creator may join (active, their territory, their level), one page.
import type { creatorFeedList } from '@hookline/shared/campaign-answers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export const FEED_PAGE_SIZE = 12;
/** The API's largest page: enough to list every genre the creator can choose from. */
const GENRE_SCAN_SIZE = 50;

export type FeedParams = { page: number; search: string; genreId: number | null };

export const getFeed = (p: FeedParams, perPage = FEED_PAGE_SIZE) =>
  api
    .get<Answer<typeof creatorFeedList>>('/api/campaigns', {
      query: {
        page: p.page,
        per_page: perPage,
        search_string: p.search.trim() || undefined,
        genre_id: p.genreId ?? undefined,
      },
    })
    .then((r) => r.data);

export const feedQueryKey = ['creator', 'feed'] as const;

export const feedQueryOptions = (p: FeedParams) =>
  queryOptions({ queryKey: [...feedQueryKey, p], queryFn: () => getFeed(p), placeholderData: keepPreviousData });

export const useFeed = (p: FeedParams) => useQuery(feedQueryOptions(p));

/** The genres of the campaigns open to this creator, for the genre filter. */
export const feedGenresQueryOptions = () =>
  queryOptions({
    queryKey: [...feedQueryKey, 'genres'],
    queryFn: async () => {
      const page = await getFeed({ page: 1, search: '', genreId: null }, GENRE_SCAN_SIZE);
      const byId = new Map<number, string>();
      for (const c of page.items) if (c.song.genre) byId.set(c.song.genre.id, c.song.genre.name);
      return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
    },
    meta: { silent: true },
  });

export const useFeedGenres = () => useQuery(feedGenresQueryOptions());
