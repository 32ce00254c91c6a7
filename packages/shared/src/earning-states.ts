// The states of a creator's earning from one video, in the order they happen, with the one set of words every role
// reads them in (the creator's history and video page, the musician's videos, the admin's rows). No schema here: the
// answers' schemas (bills.ts, campaign-answers.ts) take the states from this module.

export const EARNING_STATES = ['reserved', 'earned', 'billed', 'paid'] as const;
/** `released`: a reservation given back (declined, fraud, or the 72-hour figure paid less than was set aside). */
export type EarningState = (typeof EARNING_STATES)[number] | 'released';

export const EARNING_STATE_LABELS: Record<EarningState, string> = {
  reserved: 'Reserved',
  earned: 'Earned',
  billed: 'Billed',
  paid: 'Paid',
  released: 'Released',
};

/** What each state means, in one sentence (the creator's video page, the FAQ, hints beside the badges). */
export const EARNING_STATE_HINTS: Record<EarningState, string> = {
  reserved: 'Set aside at approval until the views at 72 h',
  earned: 'Settled, on the next monthly bill',
  billed: 'On a bill, waiting for payout',
  paid: 'Paid out',
  released: 'Given back to the campaign',
};

/** The tag of a history line that is not an earning: it names what the line is, never the state of a credit. */
export const EARNING_LINE_KIND_LABELS = {
  reversal: 'Reversal',
  correction: 'Correction',
  payout: 'Payout',
} as const;
