// /app/credits/transaction-history: one line per video earning with its state and song; reversals with their reason.
import { Anchor, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ListPages } from '../../../components/layout/list-pages';
import { ListState } from '../../../components/layout/list-state';
import { EmptyList } from '../../../components/layout/list-states';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { TRANSACTIONS_PAGE_SIZE, useTransactions } from '../../../features/creator/api/get-transactions';
import { LineTags } from '../../../features/creator/components/line-tags';
import { date, eur } from '../../../features/creator/format';
import { t } from '../../../lib/i18n';
import { useUserInfo } from '../../../lib/session';
import { usePageParam } from '../../../lib/use-query-params';

export default function TransactionHistoryRoute() {
  const creatorId = useUserInfo()?.creator?.id ?? 0;
  const [page, setPage] = usePageParam();
  const list = useTransactions(creatorId, page);
  const pages = Math.ceil((list.data?._meta.total_items ?? 0) / TRANSACTIONS_PAGE_SIZE);

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('crTransactionHistory')} back={{ to: '/app/credits', label: t('uiCredits') }} />
      <ListState
        query={list}
        isEmpty={(data) => data.items.length === 0}
        loading={<Skeleton h={240} radius="lg" aria-label={t('crLoadingTransactions')} />}
        empty={<EmptyList title={t('crNoTransactionsYet')}>{t('crTransactionsHint')}</EmptyList>}
      >
        {(data) => (
          <Paper withBorder radius="lg">
            <Table verticalSpacing="sm" aria-label={t('crTransactions')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('crVideo')}</Table.Th>
                  <Table.Th ta="right">{t('crAmount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((line) => (
                  <Table.Tr key={line.id} data-testid="transaction-row">
                    <Table.Td>
                      <Text fz="sm" fw={600}>
                        {line.kind === 'earning'
                          ? (line.song ?? t('crVideoEarning'))
                          : line.kind === 'reversal'
                            ? line.song
                              ? t('crReversedSong', { song: line.song })
                              : t('crReversedVideoEarning')
                            : t('crCorrection')}
                      </Text>
                      {line.reason && (
                        <Text fz="xs" c="red.8">
                          {line.reason}
                        </Text>
                      )}
                      <Group gap={6} mt={2}>
                        <LineTags t={line} />
                        <Text fz="xs" c="dimmed">
                          {date(line.date)}
                          {line.bill_number ? ` · ${t('crBillNumber', { number: line.bill_number })}` : ''}
                        </Text>
                        {line.campaign_id && (
                          <Anchor component={Link} to={`/app/campaigns/${line.campaign_id}`} fz="xs">
                            {t('crOpenCampaign')}
                          </Anchor>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      fw={700}
                      c={line.amount_eur < 0 ? 'red' : 'green.8'}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {line.amount_eur > 0 ? '+' : ''}
                      {eur(line.amount_eur)}
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
