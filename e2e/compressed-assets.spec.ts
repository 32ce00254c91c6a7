// The built product over plain HTTP: the build's brotli and gzip copies reach a client that asks for them, the plain
// file one that does not, and a first visit of /login gets the page that preloads the login screen.
import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

/** One GET with exactly these headers (no client decoding), as bytes. */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

test('the largest script comes back in brotli, gzip or plain as asked, the encoded ones smaller', async ({
  baseURL,
}) => {
  const page = await get(`${baseURL}/login`, { accept: 'text/html' });
  expect(page.status).toBe(200);
  expect(page.headers['cache-control']).toBe('no-cache');
  const html = page.body.toString();
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/login-[\w-]+\.js">/);
  expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  // the entry itself is a few hundred bytes; React, the router and TanStack Query come in the framework chunk
  const script = html.match(/<link rel="modulepreload" crossorigin href="(\/assets\/framework-[\w-]+\.js)">/)?.[1];
  expect(script).toBeTruthy();

  const plain = await get(`${baseURL}${script}`, {});
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toMatch(/accept-encoding/i);
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const br = await get(`${baseURL}${script}`, { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.body.length).toBeLessThan(plain.body.length / 2);
  expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

  const gzip = await get(`${baseURL}${script}`, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.body.length).toBeLessThan(plain.body.length / 2);
  expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
});

test("a signed-in first screen's page fetches its scripts and whole stylesheets at low priority, the sign-in form's at normal", async ({
  baseURL,
}) => {
  const feed = (await get(`${baseURL}/app/campaigns`, { accept: 'text/html' })).body.toString();
  const preloads = feed.match(/<link rel="(modulepreload|preload)"[^>]*>/g) ?? [];
  expect(preloads.some((l) => /framework-[\w-]+\.js/.test(l))).toBe(true);
  expect(preloads.some((l) => /as="style"/.test(l))).toBe(true);
  for (const l of preloads) expect(l).toContain('fetchpriority="low"');
  // the entry, which starts the screen's API requests, keeps its normal priority
  expect(feed).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);

  const login = (await get(`${baseURL}/login`, { accept: 'text/html' })).body.toString();
  expect(login).not.toContain('fetchpriority');
});
