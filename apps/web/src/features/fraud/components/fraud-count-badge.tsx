// The number of videos waiting in the fraud queue, beside its drawer entry.
import { formatCount } from '@hookline/shared/money';
import { Badge } from '@mantine/core';
import { useFraudCount } from '../api/get-fraud-count';

export function FraudCountBadge() {
  const query = useFraudCount();
  const total = query.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <Badge
      size="sm"
      color={query.data?.held ? 'red' : 'orange'}
      data-testid="fraud-count"
      aria-label={`${formatCount(total)} in the fraud queue`}
    >
      {formatCount(total)}
    </Badge>
  );
}
