// /admin/fraud (Fraud Queue): videos whose fraud score reaches FRAUD.QUEUE_SCORE and wait for a decision,
// highest score first; the page lives in the query string.
import { FRAUD } from '@hookline/shared/fraud';
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { ListPages } from '../../../components/layout/list-pages';
import { ListState } from '../../../components/layout/list-state';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { FRAUD_PAGE_SIZE, useFraudQueue } from '../../../features/fraud/api/get-fraud-queue';
import { FRAUD_QUEUE_EMPTY, FraudQueueCard } from '../../../features/fraud/components/fraud-queue';
import { pageOf, useQueryParams } from '../../../lib/use-query-params';

export default function FraudQueueRoute() {
  const [params, setParam] = useQueryParams();
  const page = pageOf(params);
  const query = useFraudQueue(page);
  const total = query.data?._meta.total_items ?? 0;
  const pages = Math.ceil(total / FRAUD_PAGE_SIZE);
  return (
    <Stack>
      <ScreenHeader title="Fraud Queue" />
      <Text size="sm" c="dimmed">
        Scores from {FRAUD.QUEUE_SCORE} up, highest first. A reviewed video scoring {FRAUD.HOLD_SCORE} or more is held:
        it is paid only once released.
      </Text>
      <ListState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        loading={
          <Stack aria-label="Loading the fraud queue">
            <Skeleton h={140} radius="md" />
            <Skeleton h={140} radius="md" />
          </Stack>
        }
        empty={
          <Paper withBorder p="lg" radius="md">
            <Text c="dimmed">{FRAUD_QUEUE_EMPTY}</Text>
          </Paper>
        }
      >
        {(data) => (
          <Stack gap="sm">
            {data.items.map((item) => (
              <FraudQueueCard key={item.promotion_id} item={item} />
            ))}
          </Stack>
        )}
      </ListState>
      <ListPages pages={pages} value={page} onChange={(p) => setParam({ page: p === 1 ? null : String(p) })} />
    </Stack>
  );
}
