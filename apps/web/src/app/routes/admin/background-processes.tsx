import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { LedgerCheckPanel, PlatformQuotaPanel, useAdminAlerts } from '../../../components/layout/admin-alerts';
import { ListPages } from '../../../components/layout/list-pages';
import { ListState } from '../../../components/layout/list-state';
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
  const alerts = useAdminAlerts();

  return (
    <Stack>
      <ScreenHeader
        title="Background Processes"
        actions={
          <Button
            variant="light"
            loading={query.isFetching}
            onClick={() => void Promise.all([query.refetch(), alerts.refetch()])}
          >
            Refresh
          </Button>
        }
      />
      {alerts.data?.ledger_check && <LedgerCheckPanel alert={alerts.data.ledger_check} />}
      {alerts.data?.platform_quotas.map((a) => (
        <PlatformQuotaPanel key={a.platform} alert={a} />
      ))}
      <BillingRunPanel running={billingRunInProgress(query.data?.scheduled_tasks)} />
      <ListState
        query={query}
        isEmpty={(data) => data.scheduled_tasks.length === 0}
        loading={
          <Stack gap={6} aria-busy="true" aria-label="Loading background processes">
            <Skeleton h={48} />
            <Skeleton h={48} />
            <Skeleton h={48} />
          </Stack>
        }
        empty={
          <Paper withBorder p="xl" radius="md" ta="center">
            <Text fw={600}>No background processes</Text>
          </Paper>
        }
      >
        {(data) => <TasksTable tasks={data.scheduled_tasks} />}
      </ListState>
      <ListPages pages={pages} value={page} siblings={2} onChange={setPage} />
    </Stack>
  );
}
