// A musician's own campaign drafts (docs/decisions/0011-campaign-drafts.md): saved, edited and deleted by
// their musician only; another musician's draft is answered as one that does not exist. Drafts live in their own
// table, so no creator feed, list or figure (all read from "campaigns") sees them.

import { eurToCents } from '@hookline/shared/money';
import type { MusicianDraft, MusicianDraftBody } from '@hookline/shared/musician-campaigns';
import { DRAFT_MESSAGES } from '@hookline/shared/musician-campaigns';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { campaignDrafts, draftPayments } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { sanitizeDescription } from '../campaigns/sanitize';
import { musicianOfUser } from '../musicians/dashboard';
import { priceFor } from './pricing';

type DraftRow = typeof campaignDrafts.$inferSelect;

export function draftAnswer(row: DraftRow): MusicianDraft {
  return {
    id: row.id,
    status: row.status as MusicianDraft['status'], // a deleted draft is never answered
    reject_reason: row.rejectReason,
    campaign_id: row.campaignId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    draft: row.body as MusicianDraft['draft'],
  };
}

/** The body as stored: the parsed request, with the description sanitised as Create Campaign does. */
const stored = (body: MusicianDraftBody) => ({ ...body, description: sanitizeDescription(body.description ?? '') });

async function musicianIdOf(db: Db, userId: number) {
  const m = await musicianOfUser(db, { userId });
  if (!m) throw notFound();
  return m.id;
}

function assertStartNotPast(body: MusicianDraftBody) {
  if (new Date(body.start_date).getTime() < Date.now() - 10 * 60_000) throw badRequest('startDateInPast');
}

export async function listDrafts(db: Db, { userId }: { userId: number }) {
  const musicianId = await musicianIdOf(db, userId);
  const rows = await db
    .select()
    .from(campaignDrafts)
    .where(and(eq(campaignDrafts.musicianId, musicianId), ne(campaignDrafts.status, 'deleted')))
    .orderBy(desc(campaignDrafts.id));
  return rows.map(draftAnswer);
}

async function ownDraft(db: Db, { userId, id }: { userId: number; id: number }) {
  const musicianId = await musicianIdOf(db, userId);
  const [row] = await db
    .select()
    .from(campaignDrafts)
    .where(
      and(eq(campaignDrafts.id, id), eq(campaignDrafts.musicianId, musicianId), ne(campaignDrafts.status, 'deleted')),
    );
  if (!row) throw notFound('draftNotFound');
  return row;
}

export async function getDraft(db: Db, o: { userId: number; id: number }) {
  return draftAnswer(await ownDraft(db, o));
}

export async function createDraft(db: Db, { userId, body }: { userId: number; body: MusicianDraftBody }) {
  assertStartNotPast(body);
  const musicianId = await musicianIdOf(db, userId);
  const [row] = await db
    .insert(campaignDrafts)
    .values({ musicianId, body: stored(body) })
    .returning();
  if (!row) throw new Error('draft insert failed');
  return draftAnswer(row);
}

export async function updateDraft(
  db: Db,
  { userId, id, body }: { userId: number; id: number; body: MusicianDraftBody },
) {
  const current = await ownDraft(db, { userId, id });
  assertStartNotPast(body);
  // only an unpaid draft changes: the status is part of the condition, so a payment racing the edit wins
  const [row] = await db
    .update(campaignDrafts)
    .set({ body: stored(body), updatedAt: new Date() })
    .where(and(eq(campaignDrafts.id, current.id), eq(campaignDrafts.status, 'draft')))
    .returning();
  if (!row) throw conflict('draftNotEditable');
  return draftAnswer(row);
}

/**
 * Deletes an unpaid draft: at once when it never went to checkout; kept as 'deleted' (out of every list) when it has
 * failed payment attempts, which stay on record; refused while a payment is under way.
 */
export async function deleteDraft(db: Db, { userId, id }: { userId: number; id: number }) {
  const current = await ownDraft(db, { userId, id });
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(campaignDrafts)
      .where(and(eq(campaignDrafts.id, current.id), eq(campaignDrafts.status, 'draft')))
      .for('update');
    if (!locked) throw conflict('draftNotEditable');
    const attempts = await tx
      .select({ status: draftPayments.status })
      .from(draftPayments)
      .where(eq(draftPayments.draftId, locked.id));
    if (attempts.some((a) => a.status === 'open')) throw conflict('draftPaymentUnderway');
    if (attempts.length > 0)
      await tx
        .update(campaignDrafts)
        .set({ status: 'deleted', updatedAt: new Date() })
        .where(eq(campaignDrafts.id, locked.id));
    else await tx.delete(campaignDrafts).where(eq(campaignDrafts.id, locked.id));
    return { message: DRAFT_MESSAGES.deleted };
  });
}

/** The price of the musician's own draft, as the checkout will charge it. */
/** The price of the musician's own draft: its budget, the configured fee, VAT by the musician's billing details. */
export async function draftPriceOf(ctx: Pick<AppContext, 'db' | 'config'>, o: { userId: number; id: number }) {
  const row = await ownDraft(ctx.db, o);
  const budget = eurToCents((row.body as { budget_eur: number }).budget_eur);
  return priceFor(ctx, { userId: o.userId, budgetCents: budget });
}
