// Paying creators outside SEPA by Stripe Connect Express (docs/engine.md "Payout methods"): the creator's connected
// account and its onboarding, and what Connect's events say of it. The calls to Stripe are in modules/stripe/connect.ts.
import type { BillStatus } from '@hookline/shared/bills';
import { payoutMethodsFor } from '@hookline/shared/payout-methods';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { bills, creators, users } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { localeOf } from '../../texts';
import { payoutMethod } from '../payouts/registry';
import {
  type ConnectEvent,
  ConnectRefusal,
  createExpressAccount,
  onboardingLink,
  transferBill,
} from '../stripe/connect';
import { createPayoutBatch, payBill } from './payouts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'selfUrl'>;

/**
 * The creator's link to Stripe's hosted onboarding: their Express account is made once (the idempotency key names
 * the creator, so two clicks at once get the same account) and reused afterwards; the creator is paid by Stripe from
 * now on, and payable once Stripe says the account's payouts are on.
 */
export async function startStripeOnboarding(ctx: Ctx, o: { creatorId: number }): Promise<{ url: string }> {
  const [row] = await ctx.db
    .select({ creator: creators, email: users.email, language: users.language })
    .from(creators)
    .innerJoin(users, eq(users.id, creators.userId))
    .where(eq(creators.id, o.creatorId));
  if (!row) throw notFound('creatorNotFound');
  const { creator } = row;
  const country = creator.addressCountry;
  if (!country || !payoutMethodsFor(country).includes('stripe')) throw badRequest('stripePayoutsNotOffered');
  let account = creator.stripeAccountId;
  if (!account) {
    ({ account } = await createExpressAccount(ctx, {
      creatorId: creator.id,
      email: row.email,
      country,
      idempotencyKey: `creator-${creator.id}-express-account`,
    }));
  }
  await ctx.db
    .update(creators)
    .set({ stripeAccountId: account, payoutMethod: 'stripe' })
    .where(eq(creators.id, creator.id));
  const back = `${ctx.config.appUrl}/app/account/payment-settings`;
  const { url } = await onboardingLink(ctx, {
    account,
    returnUrl: back,
    refreshUrl: back,
    locale: localeOf(row.language),
  });
  return { url };
}

/**
 * What a Connect event about an account does to its creator: payable once Stripe turned its payouts on, unpayable
 * when the creator disconnected it. Setting the same value again changes nothing, so a repeated event is harmless.
 */
export async function applyConnectAccountEvent(
  tx: DbOrTx,
  e: Extract<ConnectEvent, { kind: 'account_payable' | 'deauthorized' }>,
) {
  const rows = await tx
    .update(creators)
    .set({ stripePayoutsEnabled: e.kind === 'account_payable' })
    .where(eq(creators.stripeAccountId, e.account))
    .returning({ id: creators.id });
  return rows.length > 0 ? (e.kind === 'account_payable' ? 'account-payable' : 'account-deauthorized') : 'ignored';
}

/**
 * Pays an open (or returned) bill of a creator paid by Stripe: one transfer to their connected account, booked as
 * paid (`bill_paid`: the transfer is the platform's payment; a reversal or a failed payout returns it later). The
 * bill is claimed first under its row lock (processing, no transfer id yet), so a second request for it finds it
 * taken; the call to Stripe runs outside any transaction (Stripe's answer and its webhook need the database). The
 * idempotency key names the bill and its attempt (a returned bill's next attempt is a new key), so a retry after a
 * lost answer gets Stripe's first transfer back instead of a second one.
 */
export async function payStripeBill(ctx: Ctx, o: { billId: number; now?: Date }) {
  const now = o.now ?? new Date();
  const claimed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ bill: bills, creator: creators })
      .from(bills)
      .innerJoin(creators, eq(creators.id, bills.creatorId))
      .where(eq(bills.id, o.billId))
      .for('update', { of: bills });
    if (!row) throw notFound('billNotFound');
    const { bill, creator } = row;
    if (bill.status === 'paid') throw conflict('billAlreadyPaid');
    if (bill.status !== 'open' && bill.status !== 'returned') throw conflict('billNotOpen');
    if (creator.payoutMethod !== 'stripe' || !creator.stripeAccountId || !payoutMethod('stripe').isPayable(creator))
      throw badRequest('billNotPayable');
    await tx.update(bills).set({ status: 'processing' }).where(eq(bills.id, bill.id));
    return { bill, account: creator.stripeAccountId };
  });
  const { bill, account } = claimed;
  const attempt = bill.returnedAt ? `r${bill.returnedAt.getTime()}` : 'first';
  let transferId: string;
  try {
    ({ transferId } = await transferBill(ctx, {
      account,
      amountCents: bill.amountCents,
      billId: bill.id,
      idempotencyKey: `bill-${bill.id}-${attempt}`,
    }));
  } catch (err) {
    // Stripe refused (the account is not payable after all, or gone): nothing was paid, the bill is as it was
    await ctx.db.update(bills).set({ status: bill.status }).where(eq(bills.id, bill.id));
    if (err instanceof ConnectRefusal) throw badRequest('billNotPayable');
    throw err;
  }
  return ctx.db.transaction(async (tx) => {
    await tx.update(bills).set({ stripeTransferId: transferId }).where(eq(bills.id, bill.id));
    const paid = await payBill(tx, bill, now);
    if (!paid) throw new Error('bill vanished');
    return paid;
  });
}

/**
 * Pays the bills an admin selected, each by its creator's method: the SEPA ones go into one batch file as
 * createPayoutBatch makes it (processing), the Stripe ones are transferred one by one (paid). Everything is checked
 * first (each bill open or returned, its creator payable by their method), so a refusal writes nothing; a transfer
 * Stripe still refuses after that leaves its bill open, and the answer says so.
 */
export async function payBills(ctx: Ctx, o: { billIds: number[]; adminId: number }) {
  const ids = [...new Set(o.billIds)];
  const rows = await ctx.db
    .select({ bill: bills, creator: creators })
    .from(bills)
    .innerJoin(creators, eq(creators.id, bills.creatorId))
    .where(inArray(bills.id, ids));
  if (rows.length !== ids.length) throw notFound('billNotFound');
  if (rows.some((r) => r.bill.status !== 'open' && r.bill.status !== 'returned')) throw conflict('billNotOpen');
  const stripe = rows.filter((r) => r.creator.payoutMethod === 'stripe');
  if (stripe.some((r) => !payoutMethod('stripe').isPayable(r.creator))) throw badRequest('billNotPayable');
  const sepa = rows.filter((r) => r.creator.payoutMethod !== 'stripe');
  const answer: { bill_id: number; method: 'sepa' | 'stripe'; state: BillStatus }[] = [];
  if (sepa.length) {
    await createPayoutBatch(ctx, { billIds: sepa.map((r) => r.bill.id), adminId: o.adminId });
    for (const r of sepa) answer.push({ bill_id: r.bill.id, method: 'sepa', state: 'processing' });
  }
  for (const r of stripe) {
    const state = await payStripeBill(ctx, { billId: r.bill.id }).then(
      (b) => b.status,
      (err: unknown) => {
        if (err instanceof AppError && err.key === 'billNotPayable') return r.bill.status;
        throw err;
      },
    );
    answer.push({ bill_id: r.bill.id, method: 'stripe', state });
  }
  return answer;
}
