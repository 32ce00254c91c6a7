// Paying creators outside SEPA by Stripe Connect Express (docs/engine.md "Payout methods"): the creator's connected
// account and its onboarding, and what Connect's events say of it. The calls to Stripe are in modules/stripe/connect.ts.
import { payoutMethodsFor } from '@hookline/shared/payout-methods';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { creators, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { localeOf } from '../../texts';
import { type ConnectEvent, createExpressAccount, onboardingLink } from '../stripe/connect';

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
