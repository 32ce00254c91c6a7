// The promotion state machine (docs/engine.md "Promotion state machine"): which move is legal from which status, by whom.
import type { PromotionStatus } from '@hookline/shared/constants';

export type Move = 'submit' | 'approve' | 'settle' | 'decline' | 'fraud' | 'delete' | 'edit_link';
export type Actor = 'creator' | 'admin' | 'system';

const RULES: Record<Move, { from: PromotionStatus[]; by: Actor[] }> = {
  submit: { from: ['pending'], by: ['creator'] },
  approve: { from: ['submitted'], by: ['admin'] },
  settle: { from: ['reviewed', 'approved'], by: ['admin', 'system'] },
  decline: { from: ['pending', 'submitted', 'reviewed', 'approved'], by: ['admin'] },
  fraud: { from: ['reviewed', 'approved', 'succeeded'], by: ['admin'] },
  delete: { from: ['pending', 'submitted'], by: ['creator', 'admin'] },
  edit_link: { from: ['pending', 'submitted', 'reviewed', 'approved', 'succeeded'], by: ['admin'] },
};

const VERB: Record<Move, string> = {
  submit: 'submit a video for',
  approve: 'approve',
  settle: 'record views after three days for',
  decline: 'decline',
  fraud: 'mark as fraud',
  delete: 'delete',
  edit_link: 'edit the video link of',
};

/** null when legal, else the reason (answered with 409). */
export function illegal(move: Move, from: PromotionStatus, actor: Actor): string | null {
  const rule = RULES[move];
  if (!rule.by.includes(actor)) return `Only ${rule.by.join(' or ')} can ${VERB[move]} a promotion.`;
  if (!rule.from.includes(from)) return `Cannot ${VERB[move]} a promotion that is ${from}.`;
  return null;
}

export const isFinal = (s: PromotionStatus) => s === 'succeeded' || s === 'declined' || s === 'fraud';
