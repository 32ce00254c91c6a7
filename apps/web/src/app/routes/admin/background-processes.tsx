import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '../../../components/errors/load-error';
import { ListPages } from '../../../components/layout/list-pages';
import { ScreenHeader } from '../../../components/layout/screen-header';
import {
  billingRunInProgress,
  TASKS_PAGE_SIZE,
  useScheduledTasks,
} from '../../../features/admin-people/api/get-scheduled-tasks';
import { BillingRunPanel } from '../../../features/admin-people/components/billing-run-panel';
import { TasksTable } from '../../../features/admin-people/components/tasks-table';
import { usePageParam } from '../../../lib/use-query-params';

export default function BackgroundProcessesRoute() {
  const [page, setPage] = usePageParam();
  const query = useScheduledTasks(page);
  const pages = Math.ceil((query.data?.total_items ?? 0) / TASKS_PAGE_SIZE);

  return (
    <Stack>
      <ScreenHeader
        title="Background Processes"
        actions={
          <Button variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
            Refresh
          </Button>
        }
      />
      <BillingRunPanel running={billingRunInProgress(query.data?.scheduled_tasks)} />
      {query.isPending ? (
        <Stack gap={6} aria-busy="true" aria-label="Loading background processes">
          <Skeleton h={48} />
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.scheduled_tasks.length === 0 ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          <Text fw={600}>No background processes</Text>
        </Paper>
      ) : (
        <TasksTable tasks={query.data.scheduled_tasks} />
      )}
      <ListPages pages={pages} value={page} siblings={2} onChange={setPage} />
    </Stack>
  );
}
