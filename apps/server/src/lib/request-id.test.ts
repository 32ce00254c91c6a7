// Every answer names its request; a refusal carries the same id in its JSON, and the server's log lines of that
// request carry it too, so an error seen by a user leads to its log lines.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { useHarness } from '../test/harness';

const h = useHarness({ LOG_LEVEL: 'info' });
const behindProxy = useHarness({ TRUST_PROXY: 'true' });
let logs = '';
let logged: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs += chunk.toString();
      done();
    },
  });
  logged = await buildApp(h.ctx, { logStream: stream });
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
});

describe('request ids', () => {
  it('every answer has an x-request-id, a new one for each request', async () => {
    const a = await h.app.inject({ url: '/healthz' });
    const b = await h.app.inject({ url: '/healthz' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
  });

  it("a refusal's JSON names the same id as its header: not found, validation, unauthenticated", async () => {
    for (const request of [
      { url: '/api/nope' },
      { method: 'POST' as const, url: '/api/auth/sign-in', payload: { email: 'not-an-email' } },
      { url: '/api/musician/campaigns' },
    ]) {
      const res = await h.app.inject(request);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json().request_id).toBe(res.headers['x-request-id']);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('the log lines of a refused request carry its id', async () => {
    const res = await logged.inject({ url: '/api/creators/1/payment-settings' });
    expect(res.statusCode).toBe(401);
    const id = res.json().request_id as string;
    const lines = logs
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { reqId?: string });
    expect(lines.filter((l) => l.reqId === id).length).toBeGreaterThanOrEqual(2); // incoming and completed
  });

  it("keeps a trusted proxy's id when it is a plain token, and makes its own otherwise", async () => {
    const kept = await behindProxy.app.inject({ url: '/api/nope', headers: { 'x-request-id': 'lb-7f3a.91' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.91');
    expect(kept.json().request_id).toBe('lb-7f3a.91');
    const odd = await behindProxy.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a b<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // without a trusted proxy a caller cannot choose the id written in the logs
    const direct = await h.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.91' } });
    expect(direct.headers['x-request-id']).not.toBe('lb-7f3a.91');
  });
});
