// Shared by the platform tests: walking a simulator's consent page like a browser, and counting HTTP calls.
import { expect } from 'vitest';

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
