// A signed-in screen's first API answers are asked for by the page's first script, before the application's chunks
// ran (apps/web/src/lib/early-requests.ts), and the application takes them instead of asking again.
import { expect, type Page, test } from '@playwright/test';
import { DEMO, login } from './fixtures';

/**
 * The chunk the entry runs first (apps/web/vite.config.ts, group `early-requests`): it imports nothing, so the first
 * requests start before the application's chunks are fetched, not after the application's API client ran.
 */
const ENTRY_START = '/assets/early-requests';

/**
 * Every API GET the page makes from now on, in order, with the script file that started it (from Chromium), and only
 * those of the document loaded last: a request of the page before it, even one Chromium reports late, is not counted.
 */
async function recordApiRequests(page: Page) {
  const all: { url: string; startedBy: string; loader: string }[] = [];
  let documentLoader = '';
  const cdp = await page.context().newCDPSession(page);
  const { frameTree } = await cdp.send('Page.getFrameTree');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && event.frameId === frameTree.frame.id) documentLoader = event.loaderId;
    const url = new URL(event.request.url);
    if (event.request.method !== 'GET' || !url.pathname.startsWith('/api/')) return;
    const frames = event.initiator.stack?.callFrames ?? [];
    const script = frames.map((f) => new URL(f.url || 'about:blank').pathname).find((p) => p.startsWith('/assets/'));
    all.push({
      url: `${url.pathname}${url.search}`,
      startedBy: script?.replace(/-[\w-]{8}\.js$/, '') ?? '?',
      loader: event.loaderId,
    });
  });
  await cdp.send('Network.enable');
  return { requests: () => all.filter((r) => r.loader === documentLoader) };
}

const countsOf = (seen: { url: string }[]) => {
  const counts = new Map<string, number>();
  for (const s of seen) counts.set(s.url, (counts.get(s.url) ?? 0) + 1);
  return counts;
};

test('the creator feed asks for each of its first answers once, started before the application ran', async ({
  page,
}) => {
  await login(page, DEMO.creator);
  await page.goto('about:blank'); // nothing of the signed-in screen the login opened is still asking
  const recorded = await recordApiRequests(page);
  await page.goto('/app/campaigns');
  await expect(page.getByTestId('campaign-card').first()).toBeVisible();
  await expect(page.locator('#root [aria-disabled="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  const seen = recorded.requests();
  const counts = countsOf(seen);
  expect(counts.get('/api/campaigns?page=1&per_page=12')).toBe(1);
  // started by the entry's first chunk, not by the application's API client
  expect(seen.find((s) => s.url === '/api/campaigns?page=1&per_page=12')?.startedBy).toBe(ENTRY_START);
  // which imports nothing: it runs as soon as it and the entry are in, before the framework is fetched
  const html = await (await page.request.get('/app/campaigns')).text();
  const chunk = html.match(/\/assets\/early-requests-[\w-]{8}\.js/)?.[0] ?? 'no early-requests chunk';
  expect(await (await page.request.get(chunk)).text()).not.toMatch(/from\s*["']\.\//);
  // the creator's promotion list once: the entry asked for the same creator as the screen
  expect(seen.filter((s) => /^\/api\/creators\/\d+\/promotions\?/.test(s.url))).toHaveLength(1);
  for (const [url, n] of counts) expect(n, `${url} asked ${n} times`).toBe(1);
});

test("a musician's campaign list and campaign ask for each of their first answers once", async ({ page }) => {
  await login(page, DEMO.musician);
  await page.goto('about:blank');
  const recorded = await recordApiRequests(page);
  await page.goto('/app/musician-campaigns');
  const card = page.getByTestId('musician-campaign-card').first();
  await expect(card).toBeVisible();
  await page.waitForLoadState('networkidle');
  let seen = recorded.requests();
  let counts = countsOf(seen);
  expect(counts.get('/api/musician/campaigns?page=1&per_page=10')).toBe(1);
  for (const [url, n] of counts) expect(n, `${url} asked ${n} times`).toBe(1);

  await card.click();
  await expect(page).toHaveURL(/\/app\/musician-campaigns\/\d+$/);
  const campaignUrl = page.url();
  const id = new URL(campaignUrl).pathname.split('/').pop();
  // a first visit of the campaign's own page (the click's requests, made by the page before, are not counted)
  await page.goto('about:blank');
  await page.goto(campaignUrl);
  await expect(page.getByTestId('figure-Budget spent')).toBeVisible();
  await page.waitForLoadState('networkidle');
  seen = recorded.requests();
  counts = countsOf(seen);
  expect(counts.get(`/api/musician/campaigns/${id}?page=1&per_page=20`)).toBe(1);
  expect(seen.find((s) => s.url.startsWith(`/api/musician/campaigns/${id}?`))?.startedBy).toBe(ENTRY_START);
  for (const [url, n] of counts) expect(n, `${url} asked ${n} times`).toBe(1);
});

test('a signed-out visitor of the feed starts no API request with a token and is sent to /login', async ({ page }) => {
  const authorised: string[] = [];
  page.on('request', (request) => {
    if (request.headers().authorization) authorised.push(request.url());
  });
  await page.goto('/app/campaigns');
  await expect(page).toHaveURL(/\/login$/);
  expect(authorised).toEqual([]);
});

test("an admin's active campaign list asks for each of its first answers once, started before the application ran", async ({
  page,
}) => {
  await login(page, DEMO.admin);
  await page.goto('about:blank');
  const recorded = await recordApiRequests(page);
  await page.goto('/admin/campaigns/active');
  await expect(page.getByRole('heading', { name: 'Active Campaigns' })).toBeVisible();
  await expect(page.locator('#root [aria-disabled="true"]')).toHaveCount(0);
  await expect.poll(() => recorded.requests().some((s) => s.url.startsWith('/api/admin/campaigns?'))).toBe(true);
  await page.waitForLoadState('networkidle');
  const seen = recorded.requests();
  const counts = countsOf(seen);
  const list = '/api/admin/campaigns?per_page=5&page=1&campaign_status=active';
  expect(counts.get(list)).toBe(1);
  expect(seen.find((s) => s.url === list)?.startedBy).toBe(ENTRY_START);
  for (const [url, n] of counts) expect(n, `${url} asked ${n} times`).toBe(1);
});
