// A musician's billing details: who their invoices are addressed to, and what decides the VAT of their payments
// (vat.ts). Saved from the Billing page; read when a price is made and when a document is issued.
import type { BillingDetails, billingDetailsBody } from '@hookline/shared/musician-billing';
import { normalizeVatId } from '@hookline/shared/musician-billing';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { type DocumentParty, musicianBillingDetails, musicians, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { Buyer } from './vat';

type Row = typeof musicianBillingDetails.$inferSelect;

const answer = (r: Row): BillingDetails => ({
  legal_name: r.legalName,
  street: r.street,
  postcode: r.postcode,
  city: r.city,
  country: r.country,
  is_business: r.isBusiness,
  vat_id: r.vatId,
  updated_at: r.updatedAt.toISOString(),
});

async function musicianIdOf(db: DbOrTx, userId: number) {
  const [m] = await db.select({ id: musicians.id }).from(musicians).where(eq(musicians.userId, userId));
  if (!m) throw notFound();
  return m.id;
}

async function rowOf(db: DbOrTx, musicianId: number) {
  const [r] = await db.select().from(musicianBillingDetails).where(eq(musicianBillingDetails.musicianId, musicianId));
  return r ?? null;
}

export async function billingDetailsOf(db: DbOrTx, userId: number) {
  const r = await rowOf(db, await musicianIdOf(db, userId));
  return r ? answer(r) : null;
}

export async function saveBillingDetails(db: DbOrTx, o: { userId: number; body: z.output<typeof billingDetailsBody> }) {
  const musicianId = await musicianIdOf(db, o.userId);
  const values = {
    legalName: o.body.legal_name,
    street: o.body.street,
    postcode: o.body.postcode,
    city: o.body.city,
    country: o.body.country,
    isBusiness: o.body.is_business,
    vatId: o.body.is_business && o.body.vat_id ? normalizeVatId(o.body.vat_id) : null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(musicianBillingDetails)
    .values({ musicianId, ...values })
    .onConflictDoUpdate({ target: musicianBillingDetails.musicianId, set: values })
    .returning();
  return answer(row as Row);
}

/** What decides the VAT for the musician signed in as `userId` (vat.ts); null without billing details. */
export async function buyerOf(db: DbOrTx, userId: number): Promise<Buyer> {
  const r = await rowOf(db, await musicianIdOf(db, userId));
  return r ? { country: r.country, isBusiness: r.isBusiness, vatId: r.vatId } : null;
}

/** The buyer as a document states it: the billing details, or else the account's name and email. */
export async function buyerParty(db: DbOrTx, musicianId: number): Promise<DocumentParty> {
  const r = await rowOf(db, musicianId);
  if (r)
    return {
      name: r.legalName,
      address: [r.street, `${r.postcode} ${r.city}`],
      country: r.country,
      vat_id: r.vatId,
    };
  const [m] = await db
    .select({ stageName: musicians.stageName, first: users.firstName, last: users.lastName, email: users.email })
    .from(musicians)
    .innerJoin(users, eq(users.id, musicians.userId))
    .where(eq(musicians.id, musicianId));
  const name = [m?.first, m?.last].filter(Boolean).join(' ') || m?.stageName || '';
  return { name, address: [m?.email ?? ''].filter(Boolean), country: null, vat_id: null };
}
