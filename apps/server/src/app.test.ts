import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, useHarness } from './test/harness';

let webDist: string;
beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Hookline SPA</title>');
});
afterAll(() => {
  fs.rmSync(webDist, { recursive: true, force: true });
});
// after the folder's hooks: the app starts once the folder is written and stops before it is removed
const h = useHarness(() => ({ WEB_DIST: webDist }));

describe('server skeleton', () => {
  it('answers liveness and readiness', async () => {
    expect((await h.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await h.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });

  it('readyz answers 503 when the database is unreachable, healthz stays 200', async () => {
    const other = await createHarness();
    await other.ctx.database.close();
    expect((await other.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect((await other.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await other.close();
  });

  it('sends security headers on every response', async () => {
    const res = await h.app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    for (const d of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "style-src 'self' 'unsafe-inline'",
    ]) {
      expect(csp).toContain(d);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // only over https
  });

  it('uses { message, code } for unknown API paths, malformed JSON and validation errors', async () => {
    const unknown = await h.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'Not found.',
      code: 'NOT_FOUND',
      key: 'notFound',
      request_id: expect.any(String),
    });
    const signIn = (request: { headers?: Record<string, string>; payload: string | object }) =>
      h.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...request });
    const malformed = await signIn({ headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION');
    const wrongType = await signIn({ headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(wrongType.statusCode).toBe(415);
    const extra = await signIn({ payload: { email: 'a@b.co', password: 'x', is_admin: true } });
    expect(extra.statusCode).toBe(400);
  });

  it('requires a session on API routes by default', async () => {
    expect((await h.app.inject({ url: '/api/users/me' })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/api/countries' })).json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const doc = await h.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/auth/sign-in');
    expect((await h.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('falls back to the SPA for HTML requests outside /api', async () => {
    for (const url of ['/', '/login', '/app/campaigns', '/no/such/page']) {
      const res = await h.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Hookline SPA');
    }
    expect((await h.app.inject({ url: '/no/such/file.js', headers: { accept: '*/*' } })).statusCode).toBe(404);
  });
});
