// A transaction line's tags: an earning by its state in the words every role reads, any other line by its kind.
import { EARNING_LINE_KIND_KEYS, EARNING_STATE_KEYS } from '@hookline/shared/earning-states';
import { Badge } from '@mantine/core';
import { t as text } from '../../../lib/i18n';
import type { Transaction } from '../api/types';

export const STATE_COLOURS = {
  reserved: 'gray',
  earned: 'blue',
  billed: 'violet',
  paid: 'green',
  released: 'gray',
} as const;

export const KIND_COLOURS = { reversal: 'red', correction: 'orange', payout: 'green' } as const;

/**
 * A line's tags: an earning by its state; any other line by what it is (a reversal is never tagged as the credit it
 * takes back), with its bill's state once it is on one.
 */
export function LineTags({ t }: { t: Transaction }) {
  const state = (
    <Badge size="xs" variant="light" color={STATE_COLOURS[t.state]} data-testid="earning-state">
      {text(EARNING_STATE_KEYS[t.state])}
    </Badge>
  );
  if (t.kind === 'earning') return state;
  return (
    <>
      <Badge size="xs" variant="light" color={KIND_COLOURS[t.kind]} data-testid="earning-kind">
        {text(EARNING_LINE_KIND_KEYS[t.kind])}
      </Badge>
      {(t.state === 'billed' || t.state === 'paid') && state}
    </>
  );
}
