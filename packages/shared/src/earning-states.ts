// The states of a creator's earning from one video, in the order they happen, with the one set of words every role
// reads them in (the creator's history and video page, the musician's videos, the admin's rows). No schema here: the
// answers' schemas (bills.ts, campaign-answers.ts) take the states from this module.
import type { MessageKey } from './messages';

export const EARNING_STATES = ['reserved', 'earned', 'billed', 'paid'] as const;
/** `released`: a reservation given back (declined, fraud, or the 72-hour figure paid less than was set aside). */
export type EarningState = (typeof EARNING_STATES)[number] | 'released';

/** The name of each state, by catalogue key (messages.ts): the screen reads it in its language (`t(key)`). */
export const EARNING_STATE_KEYS: Record<EarningState, MessageKey> = {
  reserved: 'earningStateReserved',
  earned: 'earningStateEarned',
  billed: 'earningStateBilled',
  paid: 'earningStatePaid',
  released: 'earningStateReleased',
};

/** What each state means, in one sentence (the creator's video page, the FAQ, hints beside the badges). */
export const EARNING_STATE_HINT_KEYS: Record<EarningState, MessageKey> = {
  reserved: 'earningHintReserved',
  earned: 'earningHintEarned',
  billed: 'earningHintBilled',
  paid: 'earningHintPaid',
  released: 'earningHintReleased',
};

/** A state with what it means, as one sentence (the state, a colon, its meaning): the creator's video page. */
export const EARNING_STATE_LINE_KEYS: Record<EarningState, MessageKey> = {
  reserved: 'earningLineReserved',
  earned: 'earningLineEarned',
  billed: 'earningLineBilled',
  paid: 'earningLinePaid',
  released: 'earningLineReleased',
};

/** The tag of a history line that is not an earning: it names what the line is, never the state of a credit. */
export const EARNING_LINE_KIND_KEYS = {
  reversal: 'earningLineKindReversal',
  correction: 'earningLineKindCorrection',
  payout: 'earningLineKindPayout',
} as const satisfies Record<string, MessageKey>;
