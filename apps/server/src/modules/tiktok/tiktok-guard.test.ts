// The TikTok connection cannot be forged: the simulator only answers this app's own callback, a code links a
// profile only with the state this server issued to the same creator, and in production without TikTok keys the
// simulator is not there at all.
import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creators } from '../../db/schema';
import { PLATFORM_ENV, userWithToken } from '../../test/factories';
import { type Harness, useHarness } from '../../test/harness';

const h = useHarness();
const prod = useHarness({ NODE_ENV: 'production', ...PLATFORM_ENV });

async function consent(harness: Harness, params: Record<string, string>) {
  return fetch(`${harness.url}/tiktok-sim/consent?${new URLSearchParams(params)}`, { redirect: 'manual' });
}

async function startConnect(auth: Record<string, string>) {
  const { url } = (await h.app.inject({ url: '/api/creator/tiktok/authorize-url', headers: auth })).json();
  const authorize = new URL(url);
  const state = authorize.searchParams.get('state') ?? '';
  const res = await consent(h, {
    username: 'guarded',
    state,
    redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
  });
  const code = new URL(res.headers.get('location') ?? '', 'http://x').searchParams.get('code') ?? '';
  return { state, code };
}

describe('TikTok connection guards', () => {
  it('the simulator redirects only to this app’s callback', async () => {
    for (const redirect_uri of [
      'https://evil.example/',
      '//evil.example/app/authorize/tiktok',
      'javascript:alert(1)',
    ]) {
      const res = await consent(h, { username: 'x', state: 's', redirect_uri });
      expect(res.status, redirect_uri).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
    const own = await consent(h, {
      username: 'x',
      state: 's',
      redirect_uri: 'http://hookline.test/app/authorize/tiktok',
    });
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toMatch(/^http:\/\/hookline\.test\/app\/authorize\/tiktok\?code=/);
  });

  it('links a profile only with the state issued to the same creator, once', async () => {
    const me = await userWithToken(h.app);
    const other = await userWithToken(h.app);
    const connect = (auth: Record<string, string>, creatorId: number, body: { code: string; state: string }) =>
      h.app.inject({
        method: 'POST',
        url: '/api/creator/authorize/tiktok',
        headers: auth,
        payload: { creator_id: creatorId, country_id: 1, ...body },
      });
    const mine = await startConnect(me.auth);
    // a code opened in a fresh tab (no state, or one made up) links nothing
    const fresh = await h.app.inject({
      method: 'POST',
      url: '/api/creator/authorize/tiktok',
      headers: me.auth,
      payload: { creator_id: me.creator?.id, country_id: 1, code: mine.code },
    });
    expect(fresh.statusCode).toBe(400);
    const madeUp = await connect(me.auth, me.creator?.id ?? 0, { code: mine.code, state: 'made-up-state-123' });
    expect(madeUp.json().message).toBe(MSG.tiktokStateMismatch);
    // another creator's state does not fit either
    const theirs = await startConnect(other.auth);
    expect((await connect(me.auth, me.creator?.id ?? 0, { code: mine.code, state: theirs.state })).statusCode).toBe(
      400,
    );
    const [before] = await h.db
      .select()
      .from(creators)
      .where(eq(creators.id, me.creator?.id ?? 0));
    expect(before?.tiktokUsername).toBeNull();

    expect((await connect(me.auth, me.creator?.id ?? 0, mine)).statusCode).toBe(200);
    expect((await connect(me.auth, me.creator?.id ?? 0, mine)).statusCode).toBe(400); // used once
  });

  it('in production without TikTok keys there is no simulator, and connecting says TikTok is off', async () => {
    expect((await consent(prod, { username: 'anyone', state: 's' })).status).toBe(404);
    const creator = await userWithToken(prod.app);
    const res = await prod.app.inject({ url: '/api/creator/tiktok/authorize-url', headers: creator.auth });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(MSG.tiktokOff);
  });
});
