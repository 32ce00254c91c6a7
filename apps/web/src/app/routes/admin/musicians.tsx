// /admin/musicians: 20 cards a page; the page comes from the query parameter page (default 1),
// pagination shows only when the total is not zero, with 2 neighbouring pages.
import { PAGE_SIZES } from '@hookline/shared/constants';
import { Button, Center, Pagination, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ListState } from '../../../components/layout/list-state';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { useMusicians } from '../../../features/admin-people/api/get-musicians';
import { MusicianCard } from '../../../features/admin-people/components/musician-card';
import { useLastPageWhenPastEnd, usePageParam } from '../../../lib/use-query-params';

export default function MusiciansRoute() {
  const [page, setPage] = usePageParam();
  const query = useMusicians(page);
  const total = query.data?._meta.total_items ?? 0;
  const pages = Math.ceil(total / PAGE_SIZES.adminMusicians);
  useLastPageWhenPastEnd(page, pages, setPage);

  return (
    <Stack>
      <ScreenHeader
        title="Musicians"
        actions={
          <Button component={Link} to="/admin/create-musician" variant="light">
            Create Musician
          </Button>
        }
      />
      <ListState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        loading={
          <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label="Loading musicians">
            <Skeleton h={110} radius="md" />
            <Skeleton h={110} radius="md" />
          </SimpleGrid>
        }
        empty={
          <Paper withBorder p="xl" radius="md" ta="center">
            <Text fw={600}>No musicians found</Text>
          </Paper>
        }
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {data.items.map((m) => (
              <MusicianCard key={m.id} musician={m} />
            ))}
          </SimpleGrid>
        )}
      </ListState>
      {total !== 0 && (
        <Center>
          <Pagination total={pages} value={page} siblings={2} onChange={setPage} />
        </Center>
      )}
    </Stack>
  );
}
