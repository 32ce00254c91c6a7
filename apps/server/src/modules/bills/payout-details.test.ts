import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bills, creators } from '../../db/schema';
import { COMPLETE_PAYMENT_SETTINGS, createUser, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { billed, earned, post } from '../ledger/ledger';
import { PAYOUT_DETAILS_INCOMPLETE } from './payout-details';

const h = useHarness();

describe('mark paid', () => {
  it('refuses a creator whose payout details are incomplete, then pays once they are complete', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const { creator } = await createUser(h.db, {
      creator: { tiktokUsername: 'no_iban', payoutAccountHolder: 'No Iban' },
    });
    const cid = creator?.id ?? 0;
    const [bill] = await h.db
      .insert(bills)
      .values({ billNumber: 900_001, creatorId: cid, amountCents: 500 })
      .returning();
    await h.db.transaction((tx) =>
      post(tx, { kind: 'bill', creatorId: cid, billId: bill?.id, legs: [earned(cid, -500), billed(cid, 500)] }),
    );
    const pay = () => h.app.inject({ method: 'POST', url: `/api/admin/bills/${bill?.id}/pay`, headers: admin.auth });
    const refused = await pay();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAYOUT_DETAILS_INCOMPLETE);
    const [still] = await h.db
      .select()
      .from(bills)
      .where(eq(bills.id, bill?.id ?? 0));
    expect(still?.status).toBe('open');

    await h.db
      .update(creators)
      .set({ ...COMPLETE_PAYMENT_SETTINGS })
      .where(eq(creators.id, cid));
    expect((await pay()).json().data.status).toBe('paid');
  });
});
