// The web app as a user gets it: the production build served by the server, loaded in Debian's Chromium.
// - JavaScript /login loads, gzipped (budget 150 KB), and every route chunk's gzipped size;
// - first meaningful content of /login, /app/campaigns (a creator) and /admin/campaigns/active (an admin).

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { startServer } from './server';
import { BENCH_PASSWORD, type BenchTarget, ROOT, targetFromEnv } from './target';

export const LOGIN_BUDGET_KB = 150;

export type WebResult = {
  loginJsKb: number;
  loginJsFiles: number;
  chunks: { file: string; kb: number }[];
  timings: { route: string; ms: number }[];
};

const gzKb = (buf: Buffer) => zlib.gzipSync(buf, { level: 9 }).length / 1024;

/** Milliseconds from navigation start until `ready` holds in the page. */
async function timeTo(page: Page, url: string, ready: () => boolean) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(ready, undefined, { timeout: 30_000, polling: 'raf' });
  return page.evaluate(() => performance.now());
}

// "meaningful": the screen's heading is there and nothing is still loading (no skeleton or busy region)
const screenReady = () =>
  Boolean(document.querySelector('main h1, h1')) &&
  !document.querySelector('[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root');

export async function benchWeb(target: BenchTarget): Promise<WebResult> {
  const dist = path.join(ROOT, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('build the web app first: npm run build');
  const chunks = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, kb: gzKb(fs.readFileSync(path.join(dist, 'assets', file))) }))
    .sort((a, b) => b.kb - a.kb);

  const server = await startServer(target);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    });
    // JavaScript of /login: every script response of a cold load
    const cold = await browser.newPage();
    const scripts = new Map<string, number>();
    cold.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.set(res.url(), gzKb(await res.body()));
    });
    await cold.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await cold.close();
    const loginJsKb = [...scripts.values()].reduce((a, b) => a + b, 0);

    const timings: { route: string; ms: number }[] = [];
    const signInAs = async (email: string) => {
      const context = await browser?.newContext();
      if (!context) throw new Error('no browser');
      const page = await context.newPage();
      // warm the HTTP cache as a returning user has it, then measure the login screen itself
      await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
      const loginMs = await timeTo(page, `${server.url}/login`, () =>
        Boolean(document.querySelector('button[type="submit"]')),
      );
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(BENCH_PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL(/\/(app|admin)\//);
      return { page, loginMs, context };
    };
    const creator = await signInAs('creator1@bench.test');
    timings.push({ route: '/login', ms: creator.loginMs });
    await timeTo(creator.page, `${server.url}/app/campaigns`, screenReady); // warm
    timings.push({
      route: '/app/campaigns',
      ms: await timeTo(creator.page, `${server.url}/app/campaigns`, screenReady),
    });
    await creator.context.close();
    const admin = await signInAs('admin@bench.test');
    await timeTo(admin.page, `${server.url}/admin/campaigns/active`, screenReady); // warm
    timings.push({
      route: '/admin/campaigns/active',
      ms: await timeTo(admin.page, `${server.url}/admin/campaigns/active`, screenReady),
    });
    await admin.context.close();
    for (const t of timings) console.log(`  ${t.route.padEnd(26)} first meaningful content ${t.ms.toFixed(0)} ms`);
    console.log(
      `  /login loads ${scripts.size} scripts, ${loginJsKb.toFixed(1)} KB gzipped (budget ${LOGIN_BUDGET_KB} KB)`,
    );
    return { loginJsKb, loginJsFiles: scripts.size, chunks, timings };
  } finally {
    await browser?.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchWeb(targetFromEnv());
  if (r.loginJsKb > LOGIN_BUDGET_KB) process.exitCode = 1;
}
