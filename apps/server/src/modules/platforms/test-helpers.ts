// Shared by the platform tests: walking a simulator's consent page like a browser, connecting an account through
// the API, and counting HTTP calls.
import { expect } from 'vitest';
import type { Harness } from '../../test/harness';
import { INSTAGRAM_SIM_PREFIX } from './instagram/sim-media';
import { isPlatformError, type PlatformError, type ShortVideoPlatform } from './types';
import { YOUTUBE_SIM_PREFIX } from './youtube/simulator';

/**
 * Opens the consent page an authorize URL names (on the test server, whatever origin the URL carries), submits the
 * username and returns the redirect's address.
 */
export async function walkConsent(o: {
  serverUrl: string;
  authorizeUrl: string;
  prefix: string;
  pageTitle: string;
  username: string;
}) {
  const authorize = new URL(o.authorizeUrl);
  const page = await fetch(`${o.serverUrl}${authorize.pathname}${authorize.search}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(o.pageTitle);
  const consent = await fetch(
    `${o.serverUrl}${o.prefix}/consent?${new URLSearchParams({
      username: o.username,
      state: authorize.searchParams.get('state') ?? '',
      redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
      // the consent page's hidden field, as a browser submits it (YouTube's PKCE challenge)
      ...(authorize.searchParams.has('code_challenge')
        ? { code_challenge: authorize.searchParams.get('code_challenge') ?? '' }
        : {}),
    })}`,
    { redirect: 'manual' },
  );
  expect(consent.status).toBe(302);
  return new URL(consent.headers.get('location') ?? '');
}

/** A fetch that records every URL it is asked for. */
export function countingFetch() {
  const urls: URL[] = [];
  const f: typeof fetch = (input, init) => {
    urls.push(new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url));
    return fetch(input, init);
  };
  return { fetch: f, urls, reset: () => urls.splice(0) };
}

/**
 * The connect round trip against a platform's simulator: the consent page with `state`, the redirect back to the
 * platform's callback with the same state, and the code exchanged for tokens.
 */
export async function connectThroughSimulator(o: {
  serverUrl: string;
  platform: ShortVideoPlatform;
  prefix: string;
  pageTitle: string;
  username: string;
  state: string;
}) {
  const location = await walkConsent({
    serverUrl: o.serverUrl,
    authorizeUrl: o.platform.authorizeUrl(o.state),
    prefix: o.prefix,
    pageTitle: o.pageTitle,
    username: o.username,
  });
  expect(location.pathname).toBe(`/app/authorize/${o.platform.id}`);
  expect(location.searchParams.get('state')).toBe(o.state);
  return o.platform.exchangeCode(location.searchParams.get('code') ?? '', o.state);
}

/** The PlatformError a call failed with (the test fails when it succeeded or failed otherwise). */
export async function rejection(p: Promise<unknown>) {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(isPlatformError(e)).toBe(true);
  return e as PlatformError;
}

/** The Instagram and YouTube simulators' consent pages (their prefix and title). */
export const SIM_CONSENT = {
  instagram: { prefix: INSTAGRAM_SIM_PREFIX, title: 'Instagram simulator' },
  youtube: { prefix: YOUTUBE_SIM_PREFIX, title: 'YouTube simulator' },
} as const;

type ApiServer = Pick<Harness, 'app' | 'url'>;

/**
 * A creator starts connecting Instagram or YouTube through the API: the consent link with this server's state, the
 * simulator's consent page walked as `username`; answers the code and state the callback carries.
 */
export async function startConnect(
  h: ApiServer,
  auth: Record<string, string>,
  platform: 'instagram' | 'youtube',
  username: string,
) {
  const res = await h.app.inject({ url: `/api/creator/platforms/${platform}/authorize-url`, headers: auth });
  expect(res.statusCode).toBe(200);
  const location = await walkConsent({
    serverUrl: h.url,
    authorizeUrl: res.json().url,
    prefix: SIM_CONSENT[platform].prefix,
    pageTitle: SIM_CONSENT[platform].title,
    username,
  });
  expect(location.pathname).toBe(`/app/authorize/${platform}`);
  return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
}

/** The callback's code and state posted back: the connect call as /app/authorize/<platform> makes it. */
export const finishConnect = (h: ApiServer, auth: Record<string, string>, platform: string, payload: object) =>
  h.app.inject({ method: 'POST', url: `/api/creator/platforms/${platform}/authorize`, headers: auth, payload });

/** The whole connect round trip through the API; the test fails unless it connects. */
export async function connectAccount(
  h: ApiServer,
  auth: Record<string, string>,
  platform: 'instagram' | 'youtube',
  username: string,
) {
  const done = await finishConnect(h, auth, platform, await startConnect(h, auth, platform, username));
  expect(done.statusCode, done.body).toBe(200);
  return done;
}
