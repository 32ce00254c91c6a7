// Money leaves the platform only towards a creator whose payout details are complete: the one check that
// "Mark paid" makes, kept alone here so that payment settings can change what "complete" means in one place.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creators } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { isPayable } from '../users/user-info';

export const PAYOUT_DETAILS_INCOMPLETE =
  'This creator’s payment settings (legal name, address, tax status, account holder and IBAN) are incomplete: the bill cannot be marked paid.';

export async function assertPayoutDetailsComplete(db: DbOrTx, creatorId: number) {
  const [c] = await db.select().from(creators).where(eq(creators.id, creatorId));
  if (!c) throw notFound('Creator not found.');
  if (!isPayable(c)) throw conflict(PAYOUT_DETAILS_INCOMPLETE);
}
