// Shared by the platform tests: walking a simulator's consent page like a browser, and counting HTTP calls.
import { expect } from 'vitest';
import { isPlatformError, type PlatformError, type ShortVideoPlatform } from './types';

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
  return o.platform.exchangeCode(location.searchParams.get('code') ?? '');
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
