// Paying creators by PayPal Payouts, against the PayPal simulator, through the client the payout seam calls: the
// token, a bill's batch and its repetition, the item's outcomes with their signed webhooks, and the configuration.
import { MSG } from '@hookline/shared/messages';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { PLATFORM_ENV } from '../../test/factories';
import type { Harness } from '../../test/harness';
import { useHarness } from '../../test/harness';
import {
  PayPalRefusal,
  parsePayPalEvent,
  payBill,
  payoutBatch,
  payoutItem,
  paypalValue,
  verifyWebhook,
} from './client';
import { OUTCOME_EVENTS, PAYPAL_SIM_PREFIX, paypalSimulatorEvents, paypalSimulatorKeys } from './simulator';

const h = useHarness();
const prodOff = useHarness({ NODE_ENV: 'production', ...PLATFORM_ENV });

const basic = (h: Harness) => {
  const k = paypalSimulatorKeys(h.dataDir);
  return `Basic ${Buffer.from(`${k.clientId}:${k.clientSecret}`).toString('base64')}`;
};
const token = async (h: Harness) => {
  const res = await fetch(`${h.url}${PAYPAL_SIM_PREFIX}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: basic(h), 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  return ((await res.json()) as { access_token: string }).access_token;
};
const outcome = (h: Harness, itemId: string, body: object) =>
  fetch(`${h.url}${PAYPAL_SIM_PREFIX}/items/${itemId}/outcome`, {
    method: 'POST',
    headers: { authorization: basic(h), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('PayPal Payouts against the simulator', () => {
  it('hands out a Bearer token for the client credentials only', async () => {
    const wrong = await fetch(`${h.url}${PAYPAL_SIM_PREFIX}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('someone:else').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
    const res = await fetch(`${h.url}${PAYPAL_SIM_PREFIX}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: basic(h), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 32_400,
      access_token: expect.any(String),
    });
    // without a token the API answers 401
    const none = await fetch(`${h.url}${PAYPAL_SIM_PREFIX}/v1/payments/payouts/X`);
    expect(none.status).toBe(401);
  });

  it('pays a bill as one batch in EUR; the same bill again answers the first batch, never a second payment', async () => {
    const paid = await payBill(h.ctx, { billNumber: 4101, email: 'creator@example.com', amountCents: 12_345 });
    expect(paid.repeated).toBe(false);
    const batch = await payoutBatch(h.ctx, paid.batchId);
    expect(batch).toEqual({
      batchId: paid.batchId,
      status: 'PENDING',
      items: [{ itemId: paid.itemId, status: 'PENDING' }],
    });
    const item = await payoutItem(h.ctx, paid.itemId ?? '');
    expect(item).toMatchObject({ batchId: paid.batchId, status: 'PENDING', billNumber: 4101 });

    // PayPal's own answers: 201 with the batch header, and the refusal of a repeated sender_batch_id
    const bearer = `Bearer ${await token(h)}`;
    const raw = await fetch(`${h.url}${PAYPAL_SIM_PREFIX}/v1/payments/payouts/${paid.batchId}`, {
      headers: { authorization: bearer },
    });
    expect(await raw.json()).toMatchObject({
      batch_header: {
        payout_batch_id: paid.batchId,
        sender_batch_header: { sender_batch_id: 'bill-4101-1' },
        amount: { currency: 'EUR', value: '123.45' },
      },
      items: [
        {
          payout_item: {
            recipient_type: 'EMAIL',
            receiver: 'creator@example.com',
            sender_item_id: '4101',
            amount: { value: '123.45', currency: 'EUR' },
          },
        },
      ],
    });
    const again = await fetch(`${h.url}${PAYPAL_SIM_PREFIX}/v1/payments/payouts`, {
      method: 'POST',
      headers: { authorization: bearer, 'content-type': 'application/json' },
      body: JSON.stringify({
        sender_batch_header: { sender_batch_id: 'bill-4101-1' },
        items: [
          {
            recipient_type: 'EMAIL',
            receiver: 'x@example.com',
            amount: { value: '1.00', currency: 'EUR' },
            sender_item_id: '1',
          },
        ],
      }),
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ name: 'USER_BUSINESS_ERROR', details: [{ field: 'SENDER_BATCH_ID' }] });

    const retried = await payBill(h.ctx, { billNumber: 4101, email: 'creator@example.com', amountCents: 12_345 });
    expect(retried).toEqual({ batchId: paid.batchId, itemId: paid.itemId, repeated: true });
    const fresh = await fetch(`${h.url}${PAYPAL_SIM_PREFIX}/v1/payments/payouts`, {
      method: 'POST',
      headers: { authorization: bearer, 'content-type': 'application/json' },
      body: JSON.stringify({
        sender_batch_header: { sender_batch_id: 'other-1' },
        items: [
          {
            recipient_type: 'EMAIL',
            receiver: 'x@example.com',
            amount: { value: '1.00', currency: 'EUR' },
            sender_item_id: '1',
          },
        ],
      }),
    });
    expect(fresh.status).toBe(201);
    expect(await fresh.json()).toMatchObject({
      batch_header: { batch_status: 'PENDING', payout_batch_id: expect.any(String) },
    });
  });

  it('refuses an item PayPal would refuse, with its VALIDATION_ERROR', async () => {
    const err = await payBill(h.ctx, { billNumber: 4102, email: 'not an email', amountCents: 100 }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PayPalRefusal);
    expect(err).toMatchObject({ errorName: 'VALIDATION_ERROR', status: 400 });
    expect(() => paypalValue(0)).toThrow(RangeError);
    expect(paypalValue(5)).toBe('0.05');
    expect(paypalValue(100_000)).toBe('1000.00');
  });

  it.each(Object.entries(OUTCOME_EVENTS))(
    '%s sends %s, signed as PayPal signs, read as the bill’s outcome',
    async (status, type) => {
      const billNumber = 4200 + Object.keys(OUTCOME_EVENTS).indexOf(status);
      const { itemId } = await payBill(h.ctx, { billNumber, email: `c${billNumber}@example.com`, amountCents: 5000 });
      const res = await outcome(h, itemId ?? '', { status });
      expect(res.status).toBe(200);
      const sent = paypalSimulatorEvents.at(-1);
      expect(sent?.type).toBe(type);
      const event = JSON.parse(sent?.body ?? '{}');
      expect(event).toMatchObject({
        event_type: type,
        resource_type: 'payouts_item',
        resource: { payout_item_id: itemId, transaction_status: status },
      });
      expect(sent?.headers).toMatchObject({
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-transmission-id': expect.any(String),
      });
      expect(await verifyWebhook(h.ctx, sent?.headers ?? {}, sent?.body ?? '')).toBe(true);
      // an altered body or a missing header is not PayPal's
      expect(
        await verifyWebhook(
          h.ctx,
          sent?.headers ?? {},
          (sent?.body ?? '').replace('5000', '9000').replace('50.00', '90.00'),
        ),
      ).toBe(false);
      expect(
        await verifyWebhook(h.ctx, { ...sent?.headers, 'paypal-transmission-sig': undefined }, sent?.body ?? ''),
      ).toBe(false);
      const read = parsePayPalEvent(event);
      expect(read).toMatchObject({ billNumber, itemId, kind: `item_${type.split('.').at(-1)?.toLowerCase()}` });
      if (status === 'SUCCESS') expect(read).toMatchObject({ reason: undefined });
      else expect(read).toMatchObject({ reason: expect.stringMatching(/^[A-Z_]+$/) });
      expect((await payoutItem(h.ctx, itemId ?? '')).status).toBe(status);
    },
  );

  it('the verification refuses an event signed for another webhook id', async () => {
    const { itemId } = await payBill(h.ctx, { billNumber: 4300, email: 'c4300@example.com', amountCents: 700 });
    await outcome(h, itemId ?? '', { status: 'FAILED', error_name: 'RECEIVER_COUNTRY_NOT_ALLOWED' });
    const sent = paypalSimulatorEvents.at(-1);
    expect(parsePayPalEvent(JSON.parse(sent?.body ?? '{}'))).toMatchObject({
      kind: 'item_failed',
      reason: 'RECEIVER_COUNTRY_NOT_ALLOWED',
    });
    const h2 = sent?.headers ?? {};
    const res = await fetch(`${h.url}${PAYPAL_SIM_PREFIX}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token(h)}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        auth_algo: h2['paypal-auth-algo'],
        cert_url: h2['paypal-cert-url'],
        transmission_id: h2['paypal-transmission-id'],
        transmission_sig: h2['paypal-transmission-sig'],
        transmission_time: h2['paypal-transmission-time'],
        webhook_id: 'SOMEOTHERWEBHOOK',
        webhook_event: JSON.parse(sent?.body ?? '{}'),
      }),
    });
    expect(await res.json()).toEqual({ verification_status: 'FAILURE' });
    // the item's outcome needs the client's credentials
    const anon = await fetch(`${h.url}${PAYPAL_SIM_PREFIX}/items/${itemId}/outcome`, { method: 'POST' });
    expect(anon.status).toBe(401);
    expect(parsePayPalEvent({ event_type: 'PAYMENT.PAYOUTSBATCH.SUCCESS', resource: {} })).toEqual({ kind: 'ignored' });
  });
});

describe('PayPal configuration', () => {
  it('the simulator outside production without a client id; the id, secret and webhook id only together', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).paypalSimulator).toBe(true);
    const prod = loadConfig({ NODE_ENV: 'production', APP_URL: 'https://hookline.example', ...PLATFORM_ENV });
    expect(prod.paypalSimulator).toBe(false);
    expect(prod.paypal).toBeUndefined();
    const keyed = loadConfig({
      NODE_ENV: 'test',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 's',
      PAYPAL_WEBHOOK_ID: 'W1',
    });
    expect(keyed.paypalSimulator).toBe(false);
    expect(keyed.paypal).toEqual({ clientId: 'id', clientSecret: 's', webhookId: 'W1' });
    expect(() => loadConfig({ NODE_ENV: 'test', PAYPAL_CLIENT_ID: 'id', PAYPAL_WEBHOOK_ID: 'W1' })).toThrow(
      /PAYPAL_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' })).toThrow(
      /PAYPAL_WEBHOOK_ID/,
    );
  });

  it('production without PayPal keys: payouts by PayPal are off (503 with a message), no simulator is served', async () => {
    const err = await payBill(prodOff.ctx, { billNumber: 1, email: 'c@example.com', amountCents: 100 }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ status: 503, message: MSG.paypalPayoutsOff });
    expect((await prodOff.app.inject({ method: 'POST', url: `${PAYPAL_SIM_PREFIX}/v1/oauth2/token` })).statusCode).toBe(
      404,
    );
  });
});
