// The admin's review of paid drafts (docs/engine.md "Musicians' own campaigns"). Approve creates the campaign through the admin's own
// createCampaign (from then on it is an admin-created campaign in every respect) and moves the paid budget from
// musician_prepaid to the campaign's funding; Reject refunds the payment in full through the rail it came by
// (refunds.ts) and keeps the reason, which the musician reads on the draft.
import { campaignCreateBody } from '@hookline/shared/campaigns';
import type { MusicianDraftBody } from '@hookline/shared/musician-campaigns';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { campaignDrafts, draftPayments, musicians, paymentRefunds } from '../../db/schema';
import { badRequest, conflict, notFound, schemaRefusal } from '../../errors';
import { createCampaign } from '../campaigns/campaigns';
import { disputeHold } from './disputes';
import { draftAnswer } from './drafts';
import { applyPayment, paidPaymentOf } from './payments';
import { refundInFull, sendStripeRefunds } from './refunds';

type Ctx = Pick<AppContext, 'db' | 'config' | 'selfUrl'>;

/** The queue: paid drafts, oldest first, with their musician and payment. */
export async function reviewQueue(db: Db) {
  const rows = await db
    .select({ draft: campaignDrafts, stageName: musicians.stageName, payment: draftPayments })
    .from(campaignDrafts)
    .innerJoin(musicians, eq(musicians.id, campaignDrafts.musicianId))
    .innerJoin(
      draftPayments,
      and(eq(draftPayments.draftId, campaignDrafts.id), inArray(draftPayments.status, ['paid'])),
    )
    .where(eq(campaignDrafts.status, 'paid'))
    .orderBy(asc(draftPayments.paidAt), asc(campaignDrafts.id));
  return rows.map((r) => ({
    ...draftAnswer(r.draft),
    musician: { id: r.draft.musicianId, stage_name: r.stageName },
    payment: {
      budget_cents: r.payment.budgetCents,
      fee_cents: r.payment.feeCents,
      vat_cents: r.payment.vatCents,
      total_cents: r.payment.totalCents,
      paid_at: r.payment.paidAt?.toISOString() ?? null,
      rail: r.payment.rail,
      reference: r.payment.reference,
      disputed_cents: r.payment.disputedCents,
      dispute_status: r.payment.disputeStatus,
      dispute_due_by: r.payment.disputeDueBy?.toISOString() ?? null,
    },
  }));
}

async function lockPaidDraft(tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: number) {
  const [draft] = await tx.select().from(campaignDrafts).where(eq(campaignDrafts.id, id)).for('update');
  if (!draft) throw notFound('draftNotFound');
  if (draft.status !== 'paid') throw conflict('draftNotInReview');
  return draft;
}

export async function approveDraft(ctx: Ctx, { id, maxLevelId }: { id: number; maxLevelId: number }) {
  return ctx.db.transaction(async (tx) => {
    const draft = await lockPaidDraft(tx, id);
    const [payment] = await tx
      .select()
      .from(draftPayments)
      .where(and(eq(draftPayments.draftId, id), eq(draftPayments.status, 'paid')));
    if (!payment) throw conflict('draftNotInReview');
    // money that a dispute holds or took cannot fund a campaign
    const held = disputeHold(payment);
    if (held) throw conflict(held);
    // nor money refunded at Stripe meanwhile
    const [refunded] = await tx
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id))
      .limit(1);
    if (refunded) throw conflict('paymentRefundedNoFunding');
    const body = draft.body as MusicianDraftBody;
    // a start that passed while the draft waited for review: the campaign starts now
    const start = new Date(Math.max(new Date(body.start_date).getTime(), Date.now()));
    if (new Date(body.end_date) <= start) throw badRequest('draftEndPassed');
    const parsed = campaignCreateBody.safeParse({
      ...body,
      start_date: start.toISOString(),
      max_level_id: maxLevelId,
      musician_id: draft.musicianId,
    });
    if (!parsed.success) throw schemaRefusal(parsed.error.issues[0]?.message);
    if (Math.round(parsed.data.budget_eur * 100) !== payment.budgetCents) throw conflict('draftBudgetChanged');
    // createCampaign runs in a savepoint of this transaction: the campaign, its funding and the move below commit
    // together or not at all
    const campaignId = await createCampaign(tx as unknown as Db, parsed.data);
    await applyPayment(tx, payment, campaignId);
    const [row] = await tx
      .update(campaignDrafts)
      .set({ status: 'approved', campaignId, updatedAt: new Date() })
      .where(eq(campaignDrafts.id, id))
      .returning();
    return { draft: draftAnswer(row as typeof campaignDrafts.$inferSelect), campaignId };
  });
}

export async function rejectDraft(ctx: Ctx, { id, reason }: { id: number; reason: string }) {
  const { answer, refunds } = await ctx.db.transaction(async (tx) => {
    await lockPaidDraft(tx, id);
    const payment = await paidPaymentOf(tx, id);
    const refunds = payment ? await refundInFull(tx, ctx.config, payment, 'rejected') : [];
    const [row] = await tx
      .update(campaignDrafts)
      .set({ status: 'rejected', rejectReason: reason, updatedAt: new Date() })
      .where(eq(campaignDrafts.id, id))
      .returning();
    return { answer: draftAnswer(row as typeof campaignDrafts.$inferSelect), refunds };
  });
  // the money leaves after the commit; a Stripe refund that fails here stays pending and the job sends it
  await sendStripeRefunds(
    ctx,
    refunds.map((r) => r.id),
  );
  return { draft: answer };
}
