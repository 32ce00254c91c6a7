// /admin/creators: filters in the query string (status, levelId,
// countryName, user, page), applied by the server; 5 creator cards a page.

import { CREATOR_STATUS_FILTERS, PAGE_SIZES } from '@hookline/shared/constants';
import { formatCount } from '@hookline/shared/money';
import { Center, Pagination, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { ListState } from '../../../components/layout/list-state';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { useCreators } from '../../../features/admin-people/api/get-creators';
import type { CreatorStatusFilter } from '../../../features/admin-people/api/types';
import { CreatorCard } from '../../../features/admin-people/components/creator-card';
import { CreatorFilters, type CreatorFilterValues } from '../../../features/admin-people/components/creator-filters';
import { LevelProposalList } from '../../../features/admin-people/components/level-proposal-list';
import { pageOf, useLastPageWhenPastEnd, useQueryParams } from '../../../lib/use-query-params';

const PARAM: Record<keyof CreatorFilterValues, string> = {
  status: 'status',
  levelId: 'levelId',
  countryName: 'countryName',
  search: 'user',
};

function readFilters(params: URLSearchParams): CreatorFilterValues {
  const status = params.get('status');
  const levelId = Number(params.get('levelId'));
  return {
    status: CREATOR_STATUS_FILTERS.includes(status as CreatorStatusFilter) ? (status as CreatorStatusFilter) : null,
    levelId: Number.isInteger(levelId) && levelId >= 1 && levelId <= 7 ? levelId : null,
    countryName: params.get('countryName') || null,
    search: params.get('user') ?? '',
  };
}

export default function CreatorsRoute() {
  const [params, update] = useQueryParams();
  const page = pageOf(params);
  const filters = readFilters(params);

  const changeFilters = (changes: Partial<CreatorFilterValues>) => {
    const next: Record<string, string | null> = { page: null };
    for (const [key, value] of Object.entries(changes)) {
      next[PARAM[key as keyof CreatorFilterValues]] = value === null || value === '' ? null : String(value);
    }
    update(next);
  };

  const proposals = params.get('proposals') === 'pending';
  const query = useCreators({ page, ...filters });
  const total = query.data?._meta.total_items ?? 0;
  const pages = Math.ceil(total / PAGE_SIZES.creators);
  useLastPageWhenPastEnd(page, proposals ? 0 : pages, (p) => update({ page: String(p) }));
  const filtered = Boolean(filters.status || filters.levelId || filters.countryName || filters.search);

  return (
    <Stack>
      <ScreenHeader title="All Users" />
      <CreatorFilters value={filters} onChange={changeFilters} />
      <Switch
        label="Only pending level proposals"
        checked={proposals}
        onChange={(e) => update({ proposals: e.currentTarget.checked ? 'pending' : null, page: null })}
      />
      {proposals ? (
        <LevelProposalList />
      ) : (
        <ListState
          query={query}
          isEmpty={(data) => data.items.length === 0}
          loading={
            <Stack aria-busy="true" aria-label="Loading creators">
              <Skeleton h={180} radius="md" />
              <Skeleton h={180} radius="md" />
            </Stack>
          }
          empty={
            <Paper withBorder p="xl" radius="md" ta="center">
              <Text fw={600}>No users found</Text>
              {filtered && (
                <Text size="sm" c="dimmed">
                  Try other filters.
                </Text>
              )}
            </Paper>
          }
        >
          {(data) => (
            <>
              <Text size="sm" c="dimmed" data-testid="creators-total">
                {formatCount(total)} {total === 1 ? 'user' : 'users'}
              </Text>
              {data.items.map((u) => (
                <CreatorCard key={u.id} user={u} />
              ))}
            </>
          )}
        </ListState>
      )}
      {!proposals && pages > 1 && (
        <Center>
          <Pagination total={pages} value={page} siblings={2} onChange={(p) => update({ page: String(p) })} />
        </Center>
      )}
    </Stack>
  );
}
