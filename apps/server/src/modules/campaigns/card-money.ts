// The admin's campaign card's money: funded, spent, reserved and refunded. Each figure has one writer: funded is the
// campaign's budget (its funding, a musician's payment applied, top-ups and edits: fundCampaign and changeBudget),
// spent, reserved and refunded the kept campaign_figures (musicians/figures.ts; db/derived.ts checks them).
import { centsToEur } from '@hookline/shared/money';
import type { CampaignMoneyFigures } from '@hookline/shared/musician-billing';
import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { campaigns } from '../../db/schema';
import { notFound } from '../../errors';
import { campaignFiguresOf, figuresInEur } from '../musicians/figures';

export async function campaignCardMoney(db: DbOrTx, campaignId: number): Promise<CampaignMoneyFigures> {
  const [c] = await db
    .select({ budgetCents: campaigns.budgetCents, heldAt: campaigns.heldAt })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!c) throw notFound('campaignMoneyNotFound');
  const { views: _views, ...figures } = figuresInEur(await campaignFiguresOf(db, campaignId));
  const [due] = await rawRows<{ due_by: string | Date | null }>(
    db,
    sql`select min(p.dispute_due_by) as due_by from draft_payments p left join campaign_drafts d on d.id = p.draft_id
        where p.dispute_status = 'open'
          and (p.campaign_id = ${campaignId} or (d.campaign_id = ${campaignId} and p.applied_at is not null))`,
  );
  return {
    funded_eur: centsToEur(c.budgetCents),
    ...figures,
    held: c.heldAt !== null,
    dispute_due_by: due?.due_by ? new Date(due.due_by).toISOString() : null,
  };
}
