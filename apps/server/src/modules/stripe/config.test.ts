// Stripe's configuration: the simulator outside production without keys, the keys only together.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { PLATFORM_ENV } from '../../test/factories';

describe('Stripe configuration', () => {
  it('runs the simulator in development and tests without keys, never in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).stripeSimulator).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).stripe).toBeUndefined();
    const prod = loadConfig({ NODE_ENV: 'production', APP_URL: 'https://hookline.example', ...PLATFORM_ENV });
    expect(prod.stripeSimulator).toBe(false);
  });

  it('real keys replace the simulator; a secret key needs its webhook signing secret', () => {
    const c = loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(c.stripeSimulator).toBe(false);
    expect(c.stripe).toEqual({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' });
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('the service fee is configurable, in cents', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', SERVICE_FEE_PERCENT: '12.5', SERVICE_FEE_MIN_EUR: '9.99' }).serviceFee,
    ).toEqual({
      percent: 12.5,
      minCents: 999,
    });
  });
});
