import { PAGE_SIZES } from '@hookline/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../test/render';
import { api } from './api-client';
import { clearClientState } from './client-state';
import { startEarlyRequests } from './early-requests';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A fetch that answers each URL with its own name and records what was asked. */
function recordingFetch() {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    return json({ url, n: calls.length });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('early requests', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    window.__hooklineEarly = undefined;
    clearClientState();
  });

  it("starts a creator feed's first requests with the stored token, and the client takes them instead of asking", async () => {
    const info = signInAs('creator');
    const calls = recordingFetch();
    startEarlyRequests('/app/campaigns');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/users/me',
      '/api/auth/me',
      '/api/campaigns?page=1&per_page=12',
      '/api/campaigns?page=1&per_page=50',
      `/api/creators/${info.creator?.id}/promotions?page=1&per_page=100`, // the creator's id, not the user's
    ]);
    expect(calls[0]?.headers).toMatchObject({ Authorization: 'Bearer test-token' });

    await expect(api.get('/api/campaigns', { query: { page: 1, per_page: 12 } })).resolves.toEqual({
      url: '/api/campaigns?page=1&per_page=12',
      n: 3, // the answer started third, not a new one
    });
    expect(calls).toHaveLength(5); // taken, not asked again
    // taken once: the next identical call goes to the server
    await api.get('/api/campaigns', { query: { page: 1, per_page: 12 } });
    expect(calls).toHaveLength(6);
  });

  it('starts nothing for a signed-out visitor, another user type, or a screen without a list', () => {
    const calls = recordingFetch();
    startEarlyRequests('/app/campaigns');
    signInAs('musician');
    startEarlyRequests('/app/campaigns');
    startEarlyRequests('/app/account');
    startEarlyRequests('/app/musician-campaigns/abc');
    expect(calls).toEqual([]);
    startEarlyRequests('/app/musician-campaigns/7');
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/me', '/api/musician/campaigns/7?page=1&per_page=20']);
  });

  it("starts an admin's campaign list and the drawer's counts, for an admin only", () => {
    const calls = recordingFetch();
    signInAs('creator');
    startEarlyRequests('/admin/campaigns/active');
    expect(calls).toEqual([]);
    signInAs('creator', { admin: true });
    startEarlyRequests('/admin/campaigns/active');
    expect(calls.map((c) => c.url)).toEqual([
      `/api/admin/campaigns?per_page=${PAGE_SIZES.campaigns}&page=1&campaign_status=active`,
      '/api/admin/appeals/count',
      '/api/admin/fraud/count',
    ]);
  });

  it('asks again when the started answer was for another token, has expired or failed', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    signInAs('musician');
    const calls = recordingFetch();
    startEarlyRequests('/app/musician-campaigns');
    expect(calls).toHaveLength(2);

    await api.get('/api/auth/me', { token: 'another-token' });
    expect(calls).toHaveLength(3);

    vi.advanceTimersByTime(16_000);
    await api.get('/api/musician/campaigns', { query: { page: 1, per_page: 10 } });
    expect(calls).toHaveLength(4);

    window.__hooklineEarly = new Map([
      [
        '/api/auth/me',
        { token: 'test-token', expiresAt: Number.POSITIVE_INFINITY, response: Promise.reject(new Error('offline')) },
      ],
    ]);
    await expect(api.get('/api/auth/me')).resolves.toMatchObject({ url: '/api/auth/me' });
    expect(calls).toHaveLength(5);
  });
});
