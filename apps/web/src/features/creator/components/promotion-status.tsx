// A promotion's status as the creator reads it (docs/engine.md "Promotion state machine").

import type { MessageKey } from '@hookline/shared/catalogue';
import type { PromotionStatus } from '@hookline/shared/constants';
import { Badge, type BadgeProps } from '@mantine/core';
import { t } from '../../../lib/i18n';

/** Each status's label, badge colour and what it means for the creator: catalogue keys, read at render time. */
const STATUS: Record<PromotionStatus, readonly [label: MessageKey, color: string, hint: MessageKey]> = {
  pending: ['crStatusPending', 'blue', 'crStatusPendingHint'],
  submitted: ['crStatusSubmitted', 'yellow', 'crStatusSubmittedHint'],
  reviewed: ['crStatusReviewed', 'violet', 'crStatusReviewedHint'],
  approved: ['crStatusReviewed', 'violet', 'crStatusReviewedHint'],
  succeeded: ['crStatusSucceeded', 'green', 'crStatusSucceededHint'],
  declined: ['crStatusDeclined', 'red', 'crStatusDeclinedHint'],
  fraud: ['crStatusFraud', 'red', 'crStatusFraudHint'],
};

export const statusHint = (status: PromotionStatus) => {
  const hint = STATUS[status]?.[2];
  return hint ? t(hint) : '';
};

export function PromotionStatusBadge({ status, ...props }: { status: PromotionStatus } & BadgeProps) {
  const s = STATUS[status] as (typeof STATUS)[PromotionStatus] | undefined;
  const [label, color] = s ?? [undefined, 'gray'];
  return (
    <Badge color={color} variant="light" data-testid="promotion-status" {...props}>
      {label ? t(label) : status}
    </Badge>
  );
}
