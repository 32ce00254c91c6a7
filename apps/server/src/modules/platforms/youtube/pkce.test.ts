// Issue 56 item 5: YouTube's Google OAuth flow uses PKCE (RFC 7636, S256). The authorize URL carries the challenge,
// the token exchange sends the verifier, and the simulator, like Google, exchanges a code asked with a challenge
// only against its verifier.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { connectThroughSimulator, rejection, walkConsent } from '../test-helpers';
import { createYouTubePlatform, pkceChallenge, pkceVerifier, YOUTUBE_REAL_ENDPOINTS } from './client';
import { YOUTUBE_SIM_PREFIX } from './simulator';

const h = useHarness();
const KEY = 'hookline-development-token-key'; // the test server's TOKEN_ENCRYPTION_KEY (its default)

describe('PKCE on the YouTube connection', () => {
  it('the authorize URL carries code_challenge = BASE64URL(SHA256(verifier)) with method S256', () => {
    const url = new URL(h.ctx.platforms.get('youtube').authorizeUrl('state-pkce-1'));
    const challenge = url.searchParams.get('code_challenge') ?? '';
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toBe(pkceChallenge(pkceVerifier(KEY, 'state-pkce-1')));
    // a verifier per state; RFC 7636: 43 to 128 unreserved characters
    expect(pkceVerifier(KEY, 'state-pkce-1')).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(pkceVerifier(KEY, 'state-pkce-2')).not.toBe(pkceVerifier(KEY, 'state-pkce-1'));
    expect(pkceVerifier('another-server-key-123', 'state-pkce-1')).not.toBe(pkceVerifier(KEY, 'state-pkce-1'));
  });

  it("RFC 7636's S256 example: the challenge of its verifier", () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it("the token exchange sends the state's verifier to Google", async () => {
    const bodies: URLSearchParams[] = [];
    const yt = createYouTubePlatform({
      endpoints: YOUTUBE_REAL_ENDPOINTS,
      clientId: 'cid',
      clientSecret: 'csecret',
      redirectUri: 'https://hookline.example/app/authorize/youtube',
      pkceKey: 'production-key-0123456789',
      fetch: async (_url, init) => {
        bodies.push(new URLSearchParams(String(init?.body)));
        return new Response(JSON.stringify({ access_token: 'at', expires_in: 3599, refresh_token: 'rt' }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const challenge = new URL(yt.authorizeUrl('st-real')).searchParams.get('code_challenge');
    await yt.exchangeCode('4/code', 'st-real');
    const verifier = bodies[0]?.get('code_verifier') ?? '';
    expect(bodies[0]?.get('grant_type')).toBe('authorization_code');
    expect(verifier).toBe(pkceVerifier('production-key-0123456789', 'st-real'));
    expect(pkceChallenge(verifier)).toBe(challenge);
  });

  it('the simulator exchanges a PKCE code only with its verifier', async () => {
    const yt = h.ctx.platforms.get('youtube');
    const location = await walkConsent({
      serverUrl: h.url,
      authorizeUrl: yt.authorizeUrl('state-pkce-3'),
      prefix: YOUTUBE_SIM_PREFIX,
      pageTitle: 'YouTube simulator',
      username: 'pkce_channel',
    });
    const code = location.searchParams.get('code') ?? '';
    // a stolen code without the verifier, or with another state's, is refused (invalid_grant)
    expect((await rejection(yt.exchangeCode(code))).code).toBe('token_expired');
    expect((await rejection(yt.exchangeCode(code, 'state-other'))).code).toBe('token_expired');
    expect((await yt.exchangeCode(code, 'state-pkce-3')).accessToken).toBeTruthy();
    // the consent page keeps the challenge for its form, and refuses a method other than S256
    const page = await fetch(
      `${h.url}${new URL(yt.authorizeUrl('state-pkce-4')).pathname}?code_challenge=x&code_challenge_method=plain`,
    );
    expect(page.status).toBe(400);
    const tokens = await connectThroughSimulator({
      serverUrl: h.url,
      platform: yt,
      prefix: YOUTUBE_SIM_PREFIX,
      pageTitle: 'YouTube simulator',
      username: 'pkce_channel_2',
      state: 'state-pkce-5',
    });
    expect(tokens.refreshToken).toBeTruthy();
  });
});
