// How the built web app and large API answers travel: pre-compressed copies chosen by Accept-Encoding, caching per
// kind of file, the per-screen page for a first visit, and compressed JSON above 1 KB.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './test/harness';

let webDist: string;
// a hashed asset as the build leaves it: the file and its brotli and gzip copies (apps/web/build/precompress.ts)
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;

beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.mkdirSync(path.join(webDist, 'routes'));
  const write = (file: string, text: string) => {
    fs.writeFileSync(path.join(webDist, file), text);
    fs.writeFileSync(path.join(webDist, `${file}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(webDist, `${file}.gz`), zlib.gzipSync(text));
  };
  write('assets/index-abc123.js', script);
  write('index.html', '<!doctype html><title>Hookline SPA</title>');
  write('routes/login.html', '<!doctype html><title>Hookline login</title><link rel="modulepreload" href="/a.js">');
  write(
    'routes/routes.json',
    JSON.stringify([
      { path: '/login', file: 'routes/login.html' },
      { path: '/app/musician-campaigns/:id', file: 'routes/login.html' },
    ]),
  );
});
afterAll(() => {
  fs.rmSync(webDist, { recursive: true, force: true });
});
// after the folder's hooks: the app starts once the folder is written and stops before it is removed
const h = useHarness(() => ({ WEB_DIST: webDist }));

const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ url, headers });

describe('web assets', () => {
  it('sends the brotli copy to a client that accepts br, smaller and decoding to the file', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.payload).toBe(script);
    const identity = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.payload).toBe(script);
  });

  it('lets browsers keep hashed assets for a year and revalidate every page', async () => {
    const asset = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/login', '/app/campaigns', '/index.html']) {
      const page = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('br');
    }
  });

  it('answers a first visit with the page that preloads that screen, index.html elsewhere', async () => {
    const page = async (url: string) => (await get(url, { accept: 'text/html' })).payload;
    expect(await page('/login')).toContain('modulepreload');
    expect(await page('/login?next=1')).toContain('Hookline login');
    expect(await page('/app/musician-campaigns/42')).toContain('Hookline login');
    expect(await page('/app/musician-campaigns')).toContain('Hookline SPA');
    expect(await page('/signup')).toContain('Hookline SPA');
  });
});

describe('API answers', () => {
  it('compresses an answer above 1 KB for a client that accepts it, and only then', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/api/docs/json', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer plain', async () => {
    const res = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
