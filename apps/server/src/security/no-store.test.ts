// Authenticated answers are never kept by a browser or a proxy: Cache-Control: no-store on every answer to a request
// with a valid session, on every GET route (docs/security.md).
import { describe, expect, it } from 'vitest';
import { createCampaign, PASSWORD, userWithToken } from '../test/factories';
import { useHarness } from '../test/harness';

const h = useHarness();

describe('Cache-Control on authenticated answers', () => {
  it('the identity, payment settings and a report carry no-store', async () => {
    const creator = await userWithToken(h.app);
    const admin = await userWithToken(h.app, { isAdmin: true });
    const campaign = await createCampaign(h.db);
    const answers = [
      await h.app.inject({ url: '/api/auth/me', headers: creator.auth }),
      await h.app.inject({ url: '/api/users/me', headers: creator.auth }),
      await h.app.inject({ url: `/api/creators/${creator.creator?.id}/payment-settings`, headers: creator.auth }),
      await h.app.inject({ url: `/api/admin/campaigns/${campaign.id}/report/csv`, headers: admin.auth }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body.slice(0, 100)).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // the sign-in's answer carries the new session's token
    const signIn = await h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: creator.user.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('every GET route of the API answers a signed-in caller with no-store, whatever the status', async () => {
    const creator = await userWithToken(h.app);
    const admin = await userWithToken(h.app, { isAdmin: true });
    const routes = h.app.routeList.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const r of routes) {
      const url = r.url.replace(/:format/g, 'csv').replace(/:[A-Za-z]+/g, String(creator.creator?.id ?? 1));
      for (const who of [creator.auth, admin.auth]) {
        const res = await h.app.inject({ url, headers: who });
        if (res.headers['cache-control'] !== 'no-store') missing.push(`${url} ${res.statusCode}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
