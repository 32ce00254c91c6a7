// Issue 56 item 1: the webhook accepts only events signed with the secret of this instance. The simulator's secret
// is random per data folder (none is written in the source), a configured Stripe key admits Stripe's events only,
// production without keys admits none, and a Stripe-Signature dated beyond the tolerance either way is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stripeEvents } from '../../db/schema';
import { PLATFORM_ENV } from '../../test/factories';
import type { Harness } from '../../test/harness';
import { useHarness } from '../../test/harness';
import { checkout, newDraft, paidSession, paymentsOfDraft, simulatorBank, webhook } from '../../test/musician-payments';
import { stripeWebhooks } from './client';
import { SIM_KEYS_FILE, simulatorKeys } from './sim-keys';
import { simulatorEvent } from './simulator';

const sim = useHarness();
const keyed = useHarness({ STRIPE_SECRET_KEY: 'sk_test_configured', STRIPE_WEBHOOK_SECRET: 'whsec_configured' });
const prodOff = useHarness({ NODE_ENV: 'production', ...PLATFORM_ENV });

/** The secret main wrote in the source: whoever read the code could sign with it. */
const SOURCE_SECRET = 'whsec_hookline_simulator';
const now = () => Math.floor(Date.now() / 1000);

const recorded = async (h: Harness, id: string) =>
  (await h.db.select().from(stripeEvents).where(eq(stripeEvents.id, id))).length;

describe('the simulator signs with a secret of its data folder', () => {
  it('two data folders get different keys; a folder keeps its own (owner-only file)', () => {
    const a = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-simkeys-'));
    const b = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-simkeys-'));
    try {
      const ka = simulatorKeys(a);
      expect(ka.webhookSecret).toMatch(/^whsec_sim_[0-9a-f]{48}$/);
      expect(ka.secretKey).toMatch(/^sk_test_sim_[0-9a-f]{48}$/);
      expect(simulatorKeys(b)).not.toEqual(ka);
      expect(JSON.parse(fs.readFileSync(path.join(a, SIM_KEYS_FILE), 'utf8'))).toEqual(ka);
      expect(fs.statSync(path.join(a, SIM_KEYS_FILE)).mode & 0o077).toBe(0);
      expect(ka.webhookSecret).not.toBe(SOURCE_SECRET);
    } finally {
      fs.rmSync(a, { recursive: true, force: true });
      fs.rmSync(b, { recursive: true, force: true });
    }
  });

  it("a musician's event forged with the source's secret is refused: the checkout stays unpaid", async () => {
    const { me, id } = await newDraft(sim, 684);
    const { sessionId } = await checkout(sim, me, id);
    const forged = simulatorEvent(sim.ctx, 'checkout.session.completed', paidSession(sessionId, `pi_forged_${id}`), {
      id: `evt_forged_${id}`,
      secret: SOURCE_SECRET,
    });
    const res = await webhook(sim, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.stripeSignatureMismatch);
    expect((await paymentsOfDraft(sim, id))[0]?.status).toBe('open');
    expect(await recorded(sim, `evt_forged_${id}`)).toBe(0);
    // the simulator's own event (its data folder's secret) is the one that pays
    const own = simulatorEvent(sim.ctx, 'checkout.session.completed', paidSession(sessionId, `pi_own_${id}`));
    expect((await webhook(sim, own)).statusCode).toBe(200);
    expect((await paymentsOfDraft(sim, id))[0]?.status).toBe('paid');
  });

  it("the simulator's bank side takes the data folder's key, not the source's", async () => {
    const res = await fetch(`${sim.url}/stripe-sim/disputes`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_hookline_simulator',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'payment_intent=pi_none',
    });
    expect(res.status).toBe(401);
    // with the folder's key the request is heard (no such payment)
    expect((await simulatorBank(sim, 'disputes', 'payment_intent=pi_none')).status).toBe(404);
  });

  it('a Stripe-Signature dated 600 s ahead is refused; one 60 s ahead (clock skew) passes', async () => {
    const ahead = simulatorEvent(sim.ctx, 'customer.created', {}, { id: 'evt_ahead_600', timestamp: now() + 600 });
    expect((await webhook(sim, ahead)).statusCode).toBe(400);
    expect(await recorded(sim, 'evt_ahead_600')).toBe(0);
    const stale = simulatorEvent(sim.ctx, 'customer.created', {}, { id: 'evt_stale_600', timestamp: now() - 600 });
    expect((await webhook(sim, stale)).statusCode).toBe(400);
    const skewed = simulatorEvent(sim.ctx, 'customer.created', {}, { id: 'evt_ahead_60', timestamp: now() + 60 });
    expect((await webhook(sim, skewed)).statusCode).toBe(200);
    expect(await recorded(sim, 'evt_ahead_60')).toBe(1);
  });
});

describe('where Stripe keys are configured', () => {
  it("the simulator's events are refused, by its folder's secret or the source's; Stripe's pass", async () => {
    for (const secret of [simulatorKeys(keyed.dataDir).webhookSecret, SOURCE_SECRET]) {
      const id = `evt_sim_${secret.slice(0, 12)}`;
      const e = simulatorEvent(keyed.ctx, 'checkout.session.completed', { id: 'cs_x' }, { id, secret });
      expect((await webhook(keyed, e)).statusCode).toBe(400);
      expect(await recorded(keyed, id)).toBe(0);
    }
    // no simulator is mounted
    expect((await keyed.app.inject({ url: '/stripe-sim/checkout/cs_x' })).statusCode).toBe(404);
    const stripes = simulatorEvent(keyed.ctx, 'customer.created', {}, { id: 'evt_real', secret: 'whsec_configured' });
    expect((await webhook(keyed, stripes)).statusCode).toBe(200);
    expect(await recorded(keyed, 'evt_real')).toBe(1);
  });

  it('production without keys accepts no event at all (card payments are off)', async () => {
    const payload = JSON.stringify({ id: 'evt_prod_forged', object: 'event', type: 'checkout.session.completed' });
    const signature = stripeWebhooks.generateTestHeaderString({ payload, secret: SOURCE_SECRET });
    const res = await webhook(prodOff, { payload, signature });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(MSG.cardPaymentsOff);
    expect(await recorded(prodOff, 'evt_prod_forged')).toBe(0);
  });
});
