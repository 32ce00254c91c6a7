// The promotion state machine (docs/engine.md "Promotion state machine"): which move is legal from which status, by whom.
import { type MessageKey, messageText } from '@hookline/shared/catalogue';
import type { PromotionStatus } from '@hookline/shared/constants';
import { type AppError, conflict } from '../../errors';

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

/** The catalogue key of each move's action, as a refusal names it. */
const ACTION: Record<Move, MessageKey> = {
  submit: 'moveSubmit',
  approve: 'moveApprove',
  settle: 'moveSettle',
  decline: 'moveDecline',
  fraud: 'moveFraud',
  delete: 'moveDelete',
  edit_link: 'moveEditLink',
};

/** null when legal, else the refusal (answered with 409). */
export function illegal(move: Move, from: PromotionStatus, actor: Actor): AppError | null {
  const rule = RULES[move];
  const action = messageText(ACTION[move]);
  if (!rule.by.includes(actor)) return conflict('moveNotByActor', { actors: rule.by.join(' or '), action });
  if (!rule.from.includes(from)) return conflict('moveNotFromStatus', { action, status: from });
  return null;
}

export const isFinal = (s: PromotionStatus) => s === 'succeeded' || s === 'declined' || s === 'fraud';
