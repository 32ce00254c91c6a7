// The admin's campaign card's money: funded, spent, reserved and refunded. Each figure has one writer: funded is the
// campaign's budget (its funding, a musician's payment applied, top-ups and edits: fundCampaign and changeBudget),
// spent, reserved and refunded the kept campaign_figures (musicians/figures.ts; db/derived.ts checks them).
import { centsToEur } from '@hookline/shared/money';
import type { CampaignMoneyFigures } from '@hookline/shared/musician-billing';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns } from '../../db/schema';
import { notFound } from '../../errors';
import { campaignFiguresOf, figuresInEur } from '../musicians/figures';

export async function campaignCardMoney(db: DbOrTx, campaignId: number): Promise<CampaignMoneyFigures> {
  const [c] = await db
    .select({ budgetCents: campaigns.budgetCents })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!c) throw notFound('campaignMoneyNotFound');
  const { views: _views, ...figures } = figuresInEur(await campaignFiguresOf(db, campaignId));
  return { funded_eur: centsToEur(c.budgetCents), ...figures };
}
