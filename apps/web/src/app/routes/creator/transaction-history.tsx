// /app/credits/transaction-history: one line per video earning with its state and song; reversals with their reason.
import { Anchor, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ListPages } from '../../../components/layout/list-pages';
import { ListState } from '../../../components/layout/list-state';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { TRANSACTIONS_PAGE_SIZE, useTransactions } from '../../../features/creator/api/get-transactions';
import { LineTags } from '../../../features/creator/components/line-tags';
import { date, eur } from '../../../features/creator/format';
import { useUserInfo } from '../../../lib/session';
import { usePageParam } from '../../../lib/use-query-params';

export default function TransactionHistoryRoute() {
  const creatorId = useUserInfo()?.creator?.id ?? 0;
  const [page, setPage] = usePageParam();
  const list = useTransactions(creatorId, page);
  const pages = Math.ceil((list.data?._meta.total_items ?? 0) / TRANSACTIONS_PAGE_SIZE);

  return (
    <Stack gap="lg">
      <ScreenHeader title="Transaction history" back={{ to: '/app/credits', label: 'Credits' }} />
      <ListState
        query={list}
        isEmpty={(data) => data.items.length === 0}
        loading={<Skeleton h={240} radius="lg" aria-label="Loading your transactions" />}
        empty={
          <Paper withBorder radius="lg" p="xl" ta="center">
            <Text fw={700}>No transactions yet</Text>
            <Text c="dimmed" fz="sm">
              Earnings appear here once a video has counted its views for 72 hours.
            </Text>
          </Paper>
        }
      >
        {(data) => (
          <Paper withBorder radius="lg">
            <Table verticalSpacing="sm" aria-label="Transactions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Video</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((t) => (
                  <Table.Tr key={t.id} data-testid="transaction-row">
                    <Table.Td>
                      <Text fz="sm" fw={600}>
                        {t.kind === 'earning'
                          ? (t.song ?? 'Video earning')
                          : t.kind === 'reversal'
                            ? `Reversed: ${t.song ?? 'video earning'}`
                            : 'Correction'}
                      </Text>
                      {t.reason && (
                        <Text fz="xs" c="red.8">
                          {t.reason}
                        </Text>
                      )}
                      <Group gap={6} mt={2}>
                        <LineTags t={t} />
                        <Text fz="xs" c="dimmed">
                          {date(t.date)}
                          {t.bill_number ? ` · bill ${t.bill_number}` : ''}
                        </Text>
                        {t.campaign_id && (
                          <Anchor component={Link} to={`/app/campaigns/${t.campaign_id}`} fz="xs">
                            Open campaign
                          </Anchor>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      fw={700}
                      c={t.amount_eur < 0 ? 'red' : 'green.8'}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {t.amount_eur > 0 ? '+' : ''}
                      {eur(t.amount_eur)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </ListState>
      <ListPages pages={pages} value={page} onChange={setPage} />
    </Stack>
  );
}
