// The number of open appeals beside the drawer's Appeals entry, so a waiting creator is seen from every screen.

import type { appealCount } from '@hookline/shared/decisions';
import { formatCount } from '@hookline/shared/money';
import { Badge } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../lib/api-client';
import { currentLocale, t } from '../../lib/i18n';

// under ['admin'], so answering an appeal (which refreshes ['admin']) refreshes this badge
export const openAppealCountQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'appeals', 'count'],
    queryFn: () => api.get<Answer<typeof appealCount>>('/api/admin/appeals/count').then((r) => r.data.open),
    meta: { silent: true },
  });

export function OpenAppealCount() {
  const count = useQuery(openAppealCountQueryOptions());
  if (!count.data) return null;
  return (
    <Badge
      size="sm"
      color="red"
      circle={count.data < 10}
      data-testid="open-appeals-count"
      aria-label={t('uiOpenAppeals', { count: formatCount(count.data, currentLocale()) })}
    >
      {formatCount(count.data, currentLocale())}
    </Badge>
  );
}
