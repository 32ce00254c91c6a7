// Idempotency keys whose request died: a claim with no stored answer is "still being processed" for a bounded
// time only, then a retry takes it over and runs (docs/engine.md "Idempotency keys"). The killed process itself is
// in idempotency-kill.test.ts.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, promotions } from '../db/schema';
import { createCampaign, createPromotion, createUser, userWithToken } from '../test/factories';
import { useHarness } from '../test/harness';
import { IDEMPOTENCY_CLAIM_SECONDS, requestHashOf, STILL_PROCESSING } from './idempotency';

const h = useHarness();

describe('an Idempotency-Key whose request died', () => {
  it('answers "still being processed" for a bounded time, then the retry runs once', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const campaign = await createCampaign(h.db, { budgetCents: 50_000 });
    const { creator } = await createUser(h.db, { creator: { levelId: 4 } });
    const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator?.id ?? 0 });
    const url = `/api/admin/promotions/${p.id}`;
    const payload = {
      status: 'reviewed',
      video_uploaded_at: `${new Date().getFullYear()}-01-02 10:00:00`,
      promotion_stat: { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 },
    };
    // what a process killed in the middle of this request leaves: the key claimed, no answer, nothing committed
    await h.db.insert(idempotencyKeys).values({
      key: 'died-1',
      userId: admin.user.id,
      route: `PUT ${url}`,
      requestHash: requestHashOf(`PUT ${url}`, payload),
    });
    const retry = () =>
      h.app.inject({ method: 'PUT', url, headers: { ...admin.auth, 'idempotency-key': 'died-1' }, payload });
    const early = await retry();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(STILL_PROCESSING);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect((await h.db.select().from(promotions).where(eq(promotions.id, p.id)))[0]?.status).toBe('submitted');

    // the bound passes: the retry takes the key over and runs, and its answer is stored for the next one
    await h.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - ${IDEMPOTENCY_CLAIM_SECONDS + 1} * interval '1 second'` })
      .where(eq(idempotencyKeys.key, 'died-1'));
    const ran = await retry();
    expect(ran.statusCode, ran.body).toBe(200);
    expect((await h.db.select().from(promotions).where(eq(promotions.id, p.id)))[0]?.status).toBe('reviewed');
    const again = await retry();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(ran.json());
  });
});
