// Every pair of conflicting actions on one promotion, fired at once from each starting state, several rounds: the
// result must be what one of the two serial orders gives (the loser answers 409, or 404 once deleted), and the
// ledger invariants of docs/engine.md must hold after every round. Runs on PGlite and, with DATABASE_URL, PostgreSQL.
import type { PromotionStatus } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns, promotions } from '../../db/schema';
import { AppError } from '../../errors';
import { createCampaign, createPromotion, createUser } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { deleteCampaign } from '../campaigns/campaigns';
import { checkDerived } from '../ledger/derived-check';
import { checkLedger } from '../ledger/invariants';
import { editVideo } from './edit-video';
import { approve, archiveCampaign, decline, deletePromotion, markFraud, settlePromotion } from './engine';
import { submitVideo } from './submit';
import { type Actor, illegal, type Move } from './transitions';

const h = useHarness();
let creator: { id: number; userId: number };
const USERNAME = 'race_user';
const token = (kind: 'at' | 'rt') => `sim-${kind}.${Buffer.from(USERNAME).toString('base64url')}`;

beforeAll(async () => {
  const made = await createUser(h.db, {
    creator: {
      levelId: 3, // cap €50
      tiktokUsername: USERNAME,
      tiktokAccessToken: token('at'),
      tiktokRefreshToken: token('rt'),
      tiktokTokenExpiresAt: new Date(Date.now() + 24 * 3_600_000),
    },
  });
  if (!made.creator) throw new Error('no creator');
  creator = { id: made.creator.id, userId: made.user.id };
});

const ACTIONS = ['submit', 'approve', 'decline', 'fraud', 'addViews', 'editLink', 'delete', 'archive'] as const;
type Action = (typeof ACTIONS)[number];
type Round = { promotionId: number; campaignId: number };

const stat = { views_count: 50, likes_count: 5, comments_count: 1, shares_count: 1 };
const run: Record<Action, (r: Round) => Promise<unknown>> = {
  submit: (r) =>
    submitVideo(h.ctx, {
      promotionId: r.promotionId,
      userId: creator.userId,
      videoUrl: `https://www.tiktok.com/@${USERNAME}/video/7355555555555555555`,
    }),
  approve: (r) => approve(h.db, { promotionId: r.promotionId, uploadedAt: new Date(Date.now() - 3_600_000), stat }),
  decline: (r) => decline(h.db, { promotionId: r.promotionId }),
  fraud: (r) => markFraud(h.db, { promotionId: r.promotionId }),
  addViews: (r) => settlePromotion(h.db, { promotionId: r.promotionId, viewsAfterThreeDays: 12_345, actor: 'admin' }),
  editLink: (r) =>
    editVideo(h.db, { id: r.promotionId, videoUrl: `https://www.tiktok.com/@${USERNAME}/video/7366666666666666666` }),
  delete: (r) => deletePromotion(h.db, { promotionId: r.promotionId, actor: 'creator', creatorId: creator.id }),
  archive: (r) => archiveCampaign(h.db, r.campaignId),
};

// The model: what a serial order of actions does, from the transition table (transitions.ts) and the budget rule.
type State = { status: PromotionStatus | 'deleted'; archived: boolean };
const MOVE: Record<Exclude<Action, 'archive'>, [Move, Actor, PromotionStatus | 'deleted' | null]> = {
  submit: ['submit', 'creator', 'submitted'],
  approve: ['approve', 'admin', 'reviewed'],
  decline: ['decline', 'admin', 'declined'],
  fraud: ['fraud', 'admin', 'fraud'],
  addViews: ['settle', 'admin', 'succeeded'],
  editLink: ['edit_link', 'admin', null],
  delete: ['delete', 'creator', 'deleted'],
};

function apply(s: State, a: Action): [State, boolean] {
  if (a === 'archive') return [{ ...s, archived: true }, true];
  if (s.status === 'deleted') return [s, false];
  const [move, actor, to] = MOVE[a];
  if (illegal(move, s.status, actor)) return [s, false];
  if (a === 'approve' && s.archived) return [s, false]; // archiving released the whole budget
  return [{ ...s, status: to ?? s.status }, true];
}

function serialOutcomes(start: State, a: Action, b: Action) {
  const outcomes: string[] = [];
  for (const [x, y, flip] of [[a, b, false] as const, [b, a, true] as const]) {
    const [s1, ok1] = apply(start, x);
    const [s2, ok2] = apply(s1, y);
    const [okA, okB] = flip ? [ok2, ok1] : [ok1, ok2];
    outcomes.push(`${okA}/${okB} → ${s2.status}${s2.archived ? ' (archived)' : ''}`);
  }
  return outcomes;
}

async function setUp(start: 'pending' | 'submitted' | 'reviewed'): Promise<Round> {
  const campaign = await createCampaign(h.db, { budgetCents: 20_000 });
  const p = await createPromotion(h.db, {
    campaignId: campaign.id,
    creatorId: creator.id,
    status: start === 'reviewed' ? 'submitted' : start,
  });
  if (start === 'reviewed') await run.approve({ promotionId: p.id, campaignId: campaign.id });
  return { promotionId: p.id, campaignId: campaign.id };
}

/** A lost race answers 409 (404 once the promotion is gone) with a message; anything else is a failure. */
function outcome(r: PromiseSettledResult<unknown>) {
  if (r.status === 'fulfilled') return true;
  const e = r.reason;
  if (e instanceof AppError && (e.status === 409 || e.status === 404) && e.message.length > 0) return false;
  throw e;
}

const ROUNDS = Number(process.env.RACE_ROUNDS ?? 3);
const PAIRS = ACTIONS.flatMap((a, i) => ACTIONS.slice(i).map((b) => [a, b] as const));

describe('concurrent promotion actions', () => {
  for (const start of ['pending', 'submitted', 'reviewed'] as const) {
    it(`every pair of actions at once from ${start} ends as one serial order would, with the books balanced`, async () => {
      const mismatches: string[] = [];
      for (const [a, b] of PAIRS) {
        for (let round = 0; round < ROUNDS; round++) {
          const r = await setUp(start);
          const [ra, rb] = await Promise.allSettled([run[a](r), run[b](r)]);
          const [row] = await h.db.select().from(promotions).where(eq(promotions.id, r.promotionId));
          const [c] = await h.db.select().from(campaigns).where(eq(campaigns.id, r.campaignId));
          const actual = `${outcome(ra)}/${outcome(rb)} → ${row?.status ?? 'deleted'}${c?.status === 'archived' ? ' (archived)' : ''}`;
          const allowed = serialOutcomes({ status: start, archived: false }, a, b);
          if (!allowed.includes(actual))
            mismatches.push(`${a} + ${b}: ${actual}, expected one of ${allowed.join(' | ')}`);
          const differences = await checkLedger(h.db, { campaignId: r.campaignId });
          if (differences.length) mismatches.push(`${a} + ${b}: ${JSON.stringify(differences)}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }

  it('leaves the whole ledger balanced, and every stored derived table equal to its sources', async () => {
    expect(await checkLedger(h.db)).toEqual([]);
    expect(await checkDerived(h.db)).toEqual([]);
  });
});

describe('a deleted campaign', () => {
  const submit = (r: Round) => run.submit(r);
  it('refuses a video submitted after it was deleted, and nothing is written', async () => {
    const r = await setUp('pending');
    await deleteCampaign(h.db, { id: r.campaignId });
    await expect(submit(r)).rejects.toMatchObject({ status: 409, message: MSG.submitCampaignDeleted });
    const [row] = await h.db.select().from(promotions).where(eq(promotions.id, r.promotionId));
    expect(row).toMatchObject({ status: 'pending', videoUrl: null });
  });

  it('delete and submit at once: a submission only stands when it came before the deletion', async () => {
    for (let round = 0; round < Math.max(ROUNDS, 5); round++) {
      const r = await setUp('pending');
      const [submitted, deleted] = await Promise.allSettled([submit(r), deleteCampaign(h.db, { id: r.campaignId })]);
      expect(deleted.status).toBe('fulfilled');
      const [row] = await h.db.select().from(promotions).where(eq(promotions.id, r.promotionId));
      const [c] = await h.db.select().from(campaigns).where(eq(campaigns.id, r.campaignId));
      if (submitted.status === 'fulfilled') {
        expect(row?.status).toBe('submitted');
        expect(row?.updatedAt.getTime()).toBeLessThanOrEqual(c?.deletedAt?.getTime() ?? 0);
      } else {
        expect(submitted.reason).toMatchObject({ status: 409, message: MSG.submitCampaignDeleted });
        expect(row?.status).toBe('pending');
      }
    }
  });
});
