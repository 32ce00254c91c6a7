// /app/credits/bills: the creator's self-billing invoices (GET /api/creators/{id}/bills) with PDF download.
import { Stack, Text } from '@mantine/core';
import { ListPages } from '../../../components/layout/list-pages';
import { ListState } from '../../../components/layout/list-state';
import { EmptyList, RowsLoading } from '../../../components/layout/list-states';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { BILLS_PAGE_SIZE, useBills } from '../../../features/creator/api/get-bills';
import { BillRow } from '../../../features/creator/components/bill-row';
import { t } from '../../../lib/i18n';
import { useUserInfo } from '../../../lib/session';
import { usePageParam } from '../../../lib/use-query-params';

export default function BillsRoute() {
  const creatorId = useUserInfo()?.creator?.id ?? 0;
  const [page, setPage] = usePageParam();
  const bills = useBills(creatorId, page);
  const pages = Math.ceil((bills.data?._meta.total_items ?? 0) / BILLS_PAGE_SIZE);

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('crBills')} back={{ to: '/app/credits', label: t('uiCredits') }} />
      <Text c="dimmed" fz="sm">
        {t('crBillsIntro')}
      </Text>
      <ListState
        query={bills}
        isEmpty={(data) => data.items.length === 0}
        loading={<RowsLoading label={t('crLoadingBills')} />}
        empty={<EmptyList title={t('crNoBillsYet')}>{t('crFirstBillHint')}</EmptyList>}
      >
        {(data) => (
          <Stack gap="sm">
            {data.items.map((b) => (
              <BillRow key={b.id} bill={b} creatorId={creatorId} />
            ))}
          </Stack>
        )}
      </ListState>
      <ListPages pages={pages} value={page} onChange={setPage} />
    </Stack>
  );
}
