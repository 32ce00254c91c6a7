import { MSG } from '@hookline/shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../test/render';
import { ApiError, api, errorMessage, setUnauthorizedHandler } from './api-client';
import { getClientState } from './client-state';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored bearer token and JSON', async () => {
    signInAs('creator');
    const fetchMock = vi.fn(async () => json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.put('/api/users/me', { city: 'Berlin' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/me');
    expect(init.method).toBe('PUT');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer test-token', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"city":"Berlin"}');
  });

  it('throws ApiError with the server message and code', async () => {
    vi.stubGlobal('fetch', async () => json({ message: MSG.incorrectPassword, code: 'WRONG_PASSWORD' }, 400));
    const error = await api.post('/api/auth/sign-in', {}, { token: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'WRONG_PASSWORD', message: MSG.incorrectPassword });
    expect(errorMessage(error, 'fallback')).toBe(MSG.incorrectPassword);
  });

  it('keeps the catalogue key the server read its message from, and ignores one the catalogue does not have', async () => {
    vi.stubGlobal('fetch', async () =>
      json({ message: MSG.campaignNotFound, code: 'NOT_FOUND', key: 'campaignNotFound' }, 404),
    );
    const known = await api.get('/api/x').catch((e: unknown) => e);
    expect(known).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      key: 'campaignNotFound',
      message: MSG.campaignNotFound,
    });
    vi.stubGlobal('fetch', async () => json({ message: 'Gone.', code: 'NOT_FOUND', key: 'noSuchKey' }, 404));
    const unknown = await api.get('/api/x').catch((e: unknown) => e);
    expect(unknown).toMatchObject({ key: null, message: 'Gone.' });
  });

  it('falls back when the server gave no message', async () => {
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 502 }));
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(errorMessage(error, MSG.somethingWentWrong)).toBe(MSG.somethingWentWrong);
    expect(errorMessage(new Error('boom'), MSG.tryAgain)).toBe(MSG.tryAgain);
  });

  it('ends the session on a 401 of an authenticated call', async () => {
    signInAs('creator');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', async () => json({ message: MSG.unauthorized, code: 'UNAUTHORIZED' }, 401));
    await expect(api.get('/api/users/me')).rejects.toBeInstanceOf(ApiError);
    expect(getClientState().user.access_token).toBeNull();
    expect(getClientState().user.info).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps the session and shows the message on a wrong current password (403)', async () => {
    signInAs('creator');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', async () =>
      json({ message: MSG.wrongCurrentPassword, code: 'WRONG_CURRENT_PASSWORD' }, 403),
    );
    const error = await api.post('/api/auth/change-password', {}).catch((e: unknown) => e);
    expect(errorMessage(error, MSG.thereWasAnError)).toBe(MSG.wrongCurrentPassword);
    expect(getClientState().user.access_token).toBe('test-token');
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps the session when the 401 refuses a credential (wrong current password)', async () => {
    signInAs('creator');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', async () => json({ message: MSG.incorrectPassword, code: 'WRONG_PASSWORD' }, 401));
    await expect(api.post('/api/auth/change-password', {})).rejects.toMatchObject({ message: MSG.incorrectPassword });
    expect(getClientState().user.access_token).toBe('test-token');
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps the session when a call with an explicit token gets a 401', async () => {
    signInAs('creator');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', async () => json({ message: 'nope', code: 'UNAUTHORIZED' }, 401));
    await expect(api.post('/api/auth/mfa/verify', { code: '1' }, { token: 'other' })).rejects.toBeInstanceOf(ApiError);
    expect(getClientState().user.access_token).toBe('test-token');
    expect(handler).not.toHaveBeenCalled();
  });
});
