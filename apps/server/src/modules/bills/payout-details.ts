// Money leaves the platform only towards a creator whose payout details are complete: the one check that
// "Mark paid" makes, kept alone here so that payment settings can change what "complete" means in one place.
import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creators } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { settingsComplete } from './payment-settings';

export const PAYOUT_DETAILS_INCOMPLETE = MSG.payoutDetailsIncomplete;

export async function assertPayoutDetailsComplete(db: DbOrTx, creatorId: number) {
  const [c] = await db.select().from(creators).where(eq(creators.id, creatorId));
  if (!c) throw notFound('creatorNotFound');
  if (!settingsComplete(c)) throw conflict('payoutDetailsIncomplete');
}
