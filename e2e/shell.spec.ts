// The signed-in shell: guards, 404 and error pages, navigation per user type and width, admin drawer.
import { expect, test } from '@playwright/test';
import { DEMO, login } from './fixtures';

test('a visitor of /app/campaigns is sent to /login', async ({ page }) => {
  await page.goto('/app/campaigns');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});

test('a first screen of each area paints its bars and loading state from the page itself, before any script', async ({
  browser,
}, testInfo) => {
  // no scripts at all: what shows is the markup the build put into the page (apps/web/src/prerender.tsx)
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto('/app/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  const bottom = page.getByTestId('bottom-bar');
  await expect(bottom).toBeVisible();
  await expect(bottom.getByRole('link', { name: 'Credits' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('prerendered-feed-360.png') });

  await page.goto('/app/musician-campaigns');
  await expect(page.getByRole('heading', { name: 'Your campaigns', level: 1 })).toBeVisible();
  await expect(page.getByTestId('bottom-bar').getByRole('link', { name: 'Credits' })).toHaveCount(0);

  await page.goto('/admin/campaigns/active');
  await expect(page.getByRole('heading', { name: 'Active Campaigns', level: 1 })).toBeVisible();
  // nothing of a real person is in a page every visitor gets
  expect(await page.content()).not.toMatch(/@demo\.hookline\.test|prerender/);
  await context.close();
});

test('an unknown route shows the 404 page with a link back to the homepage', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page Not Be Found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/app/campaigns');
  await page.screenshot({ path: testInfo.outputPath('404.png') });
});

test('bottom bar below 768px, top bar from 768px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 767, height: 900 });
  await login(page, DEMO.creator);
  await expect(page.getByTestId('bottom-bar')).toBeVisible();
  await expect(page.getByTestId('top-bar')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('nav-767.png'), fullPage: true });

  await page.setViewportSize({ width: 768, height: 900 });
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('bottom-bar')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('nav-768.png'), fullPage: true });
});

test('a creator sees Account, Campaigns and Credits, the active tab highlighted, and no Admin link', async ({
  page,
}) => {
  await login(page, DEMO.creator);
  const bar = page.getByTestId('top-bar');
  await expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/app/account');
  await expect(bar.getByRole('link', { name: 'Campaigns' })).toHaveAttribute('href', '/app/campaigns');
  await expect(bar.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/app/credits');
  await expect(bar.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');

  await bar.getByRole('link', { name: 'Credits' }).click();
  await expect(page).toHaveURL(/\/app\/credits$/);
  await expect(bar.getByRole('link', { name: 'Credits' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'Campaigns' })).not.toHaveAttribute('aria-current', 'page');
  // the active page is remembered in the client state
  await page.reload();
  await expect(bar.getByRole('link', { name: 'Credits' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/app/musician-campaigns');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
});

test('a musician sees Account and Campaigns (musician campaigns) and no Admin link', async ({ page }) => {
  await login(page, DEMO.musician);
  const bar = page.getByTestId('top-bar');
  await expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/app/account');
  await expect(bar.getByRole('link', { name: 'Campaigns' })).toHaveAttribute('href', '/app/musician-campaigns');
  await expect(bar.getByRole('link', { name: 'Credits' })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await page.goto('/app/credits');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/app/musician-campaigns');
  await page.goto('/app/nothing-here');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
});

test('a non-admin on /admin gets the generic error page', async ({ page }) => {
  await login(page, DEMO.creator);
  await page.goto('/admin/campaigns/active');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Admin Panel')).toHaveCount(0);
});

test('an admin sees the Admin link; the admin drawer has all eleven entries and Logout empties storage', async ({
  page,
}, testInfo) => {
  await login(page, DEMO.admin);
  await page.getByTestId('top-bar').getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/active$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active Campaigns' })).toBeVisible();

  const drawer = page.getByRole('navigation', { name: 'Admin navigation' });
  const entries = [
    ['Create Campaign', '/admin/create-campaign'],
    ['Create Musician', '/admin/create-musician'],
    ['Active Campaigns', '/admin/campaigns/active'],
    ['Archived Campaigns', '/admin/campaigns/archived'],
    ['Creators', '/admin/creators'],
    ['Musicians', '/admin/musicians'],
    ['Invoices', '/admin/invoices'],
    ['Background Processes', '/admin/background-processes'],
    ['Fraud Queue', '/admin/fraud'],
    ['Appeals', '/admin/appeals'],
    ['Campaign Requests', '/admin/campaign-requests'],
    ['Logout', '/admin/logout'],
  ] as const;
  await expect(drawer.getByRole('link')).toHaveCount(entries.length);
  for (const [label, href] of entries) {
    // the Fraud Queue and Appeals links also read out their counts
    const name = label === 'Fraud Queue' ? /^Fraud Queue/ : label === 'Appeals' ? /^Appeals/ : label;
    await expect(drawer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await page.screenshot({ path: testInfo.outputPath('admin.png') });

  await drawer.getByRole('link', { name: 'Creators', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();

  // the drawer collapses (it slides out of the viewport) and opens again
  const burger = page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true });
  await burger.click();
  await expect(drawer).not.toBeInViewport();
  await burger.click();
  await expect(drawer).toBeInViewport();

  await drawer.getByRole('link', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => window.localStorage.length)).toBe(0);
  await page.goto('/admin/creators');
  await expect(page).toHaveURL(/\/login$/);
});
