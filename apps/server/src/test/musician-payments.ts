// Test helpers for musicians' own campaigns: a draft, its checkout on the Stripe simulator, signed events, and the
// simulator's bank-side actions (a late SEPA outcome, a dispute).
import { eq } from 'drizzle-orm';
import { draftPayments } from '../db/schema';
import { simulatorKeys } from '../modules/stripe/sim-keys';
import { simulatorEvent, simulatorSession } from '../modules/stripe/simulator';
import { userWithToken } from './factories';
import type { Harness } from './harness';

const inHours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

export const draftBody = (budgetEur: number, title = 'Rail Song') => ({
  start_date: inHours(1),
  end_date: inHours(24 * 30),
  budget_eur: budgetEur,
  territories: [4],
  song: { title, artist: 'The Waves', genre: { name: 'Pop' }, spotify_url: 'https://open.spotify.com/track/rail' },
});

type Musician = Awaited<ReturnType<typeof userWithToken>>;

export async function newDraft(h: Harness, budgetEur = 1000, me?: Musician) {
  const who = me ?? (await userWithToken(h.app, { userType: 'musician' }));
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/musician/drafts',
    headers: who.auth,
    payload: draftBody(budgetEur),
  });
  return { me: who, id: res.json().data.id as number };
}

/** Starts a checkout; answers the session id and the hosted page's path. */
export async function checkout(h: Harness, me: Musician, draftId: number, body?: object) {
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/musician/drafts/${draftId}/checkout`,
    headers: me.auth,
    ...(body ? { payload: body } : {}),
  });
  if (res.statusCode !== 200) return { res, sessionId: '', pagePath: '' };
  const url = new URL(res.json().data.url as string);
  return { res, sessionId: url.pathname.split('/').at(-1) as string, pagePath: url.pathname };
}

/** Presses a button of the simulator's hosted page. */
export const payOnPage = (h: Harness, pagePath: string, outcome: string) =>
  h.app.inject({
    method: 'POST',
    url: pagePath,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

export const webhook = (h: Harness, e: { payload: string; signature: string }) =>
  h.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
    payload: e.payload,
  });

/** A session as Stripe would send it once paid (for events made by hand: replays, late or reordered ones). */
export const paidSession = (sessionId: string, intent: string) => ({
  ...simulatorSession(sessionId),
  status: 'complete',
  payment_status: 'paid',
  payment_intent: intent,
});

export const sendEvent = (h: Harness, type: string, object: object, o: { id?: string; secret?: string } = {}) =>
  webhook(h, simulatorEvent(h.ctx, type, object, o));

/** The simulator's bank side, with its key: the late outcome of a processing debit, or a dispute. */
export const simulatorBank = (h: Harness, path: string, body: string) =>
  fetch(`${h.url}/stripe-sim/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${simulatorKeys(h.dataDir).secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body,
  });

export const paymentsOfDraft = async (h: Harness, draftId: number) =>
  h.db.select().from(draftPayments).where(eq(draftPayments.draftId, draftId)).orderBy(draftPayments.id);

/** The musician's documents as their Billing page lists them: invoices, credit notes, then pro-formas. */
export const documentsOf = async (h: Harness, me: Musician) =>
  (await h.app.inject({ url: '/api/musician/billing/documents', headers: me.auth })).json().data.items as {
    kind: 'invoice' | 'credit_note' | 'pro_forma';
    payment_id: number;
    total_cents: number;
    pdf_url: string;
  }[];

/** A payment's documents of one kind: their totals, oldest first. */
export const totalsOf = async (h: Harness, me: Musician, paymentId: number, kind: 'invoice' | 'credit_note') =>
  (await documentsOf(h, me))
    .filter((d) => d.payment_id === paymentId && d.kind === kind)
    .map((d) => d.total_cents)
    .reverse();
