// A promotion's status as the creator reads it (docs/engine.md "Promotion state machine").
import type { PromotionStatus } from '@hookline/shared/constants';
import { Badge, type BadgeProps } from '@mantine/core';

const STATUS: Record<PromotionStatus, { label: string; color: string; hint: string }> = {
  pending: {
    label: 'Pending',
    color: 'blue',
    hint: 'You joined. Post your video on your linked TikTok profile with the sound, then submit its link.',
  },
  submitted: {
    label: 'Submitted',
    color: 'yellow',
    hint: 'We checked your video and it is waiting for a review by the Hookline team.',
  },
  reviewed: {
    label: 'Reviewed',
    color: 'violet',
    hint: 'Approved. Your earning is reserved; views are counted until 72 hours after upload.',
  },
  approved: {
    label: 'Reviewed',
    color: 'violet',
    hint: 'Approved. Your earning is reserved; views are counted until 72 hours after upload.',
  },
  succeeded: {
    label: 'Succeeded',
    color: 'green',
    hint: 'Done: your earning for this video is in your credits.',
  },
  declined: { label: 'Declined', color: 'red', hint: 'This video was not accepted for the campaign.' },
  fraud: { label: 'Fraud', color: 'red', hint: 'This video was marked as fraud and is not paid.' },
};

export const statusHint = (status: PromotionStatus) => STATUS[status]?.hint ?? '';

export function PromotionStatusBadge({ status, ...props }: { status: PromotionStatus } & BadgeProps) {
  const s = STATUS[status] ?? { label: status, color: 'gray' };
  return (
    <Badge color={s.color} variant="light" data-testid="promotion-status" {...props}>
      {s.label}
    </Badge>
  );
}
