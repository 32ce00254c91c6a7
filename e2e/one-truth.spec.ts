// One truth on every screen: a settled video's state and views read the same for its creator, the musician and the
// admin; a declined video's note is shown with its reason; a fraud reversal is tagged as a reversal; the demo
// creator's TikTok connection reads connected on the account, the connection test and pricing.
import { expect, type Page, test } from '@playwright/test';
import { DEMO, login } from './fixtures';

const SETTLED = 'creator4@demo.hookline.test';
const DECLINED = 'creator5@demo.hookline.test';
const FRAUD = 'creator6@demo.hookline.test';

async function openOwnVideo(page: Page) {
  await page.goto('/app/credits/campaign-history');
  await page.getByRole('link', { name: 'Video details' }).first().click();
  await expect(page).toHaveURL(/\/app\/credits\/campaign-history\/\d+$/);
}

test('a settled video on an open bill reads Billed, with the same latest views, for creator, musician and admin', async ({
  browser,
}) => {
  const creator = await browser.newPage();
  await login(creator, SETTLED);
  await openOwnVideo(creator);
  await expect(creator.getByTestId('video-bill')).toContainText('Billed');
  await expect(creator.getByTestId('video-bill')).not.toContainText(/paid out/i);
  const latest =
    (await creator
      .getByTestId('video-views-chart')
      .getByText(/^Latest views: /)
      .textContent()) ?? '';
  const views = latest.replace('Latest views: ', '');
  await creator.goto('/app/credits/campaign-history');
  await expect(creator.getByTestId('history-row').first()).toContainText(`Latest views${views}`);
  await expect(creator.getByTestId('history-row').first()).toContainText('Billed');

  const musician = await browser.newPage();
  await login(musician, DEMO.musician);
  await musician.goto('/app/musician-campaigns');
  await musician
    .getByRole('link', { name: /Midnight Drive/ })
    .first()
    .click();
  const row = musician.getByTestId('videos').getByTestId('video-row').filter({ hasText: '@demo_creator_4' });
  await expect(row.locator('td:nth-child(4)')).toHaveText(views);
  await expect(row.getByTestId('video-state')).toHaveText('Billed');
  // the total is the sum of the rows it stands for
  const rows = musician.getByTestId('videos').getByTestId('video-row');
  // the Views column of the wide table
  const cells = await rows.locator('td:nth-child(4)').allTextContents();
  // a typed figure carries its note ("6,000 (typed by an admin)"): only the digits count
  const sum = cells.map((t) => Number(t.replace(/[^0-9]/g, ''))).reduce((a, b) => a + b, 0);
  expect(cells.length).toBeGreaterThan(1);
  await expect(musician.getByTestId('figure-Views')).toHaveText(sum.toLocaleString('en'));

  // the campaign by its id (/admin/campaigns?campaign=ID): earlier journeys add campaigns that push it off page 1
  const campaignId = musician.url().match(/\/(\d+)(?:[?#]|$)/)?.[1];
  expect(campaignId).toBeTruthy();
  const admin = await browser.newPage();
  await login(admin, DEMO.admin);
  await admin.goto(`/admin/campaigns?campaign=${campaignId}`);
  const card = admin.getByTestId('campaign-card').filter({ hasText: 'Midnight Drive' }).first();
  await card.getByText(/^Succeeded \(/).click();
  const adminRow = card.getByTestId('promotion-row').filter({ hasText: 'demo_creator_4' });
  await expect(adminRow.getByTestId('earning-state')).toHaveText('Billed');
});

test('a declined video shows its note with its reason, and a fraud reversal is tagged as one', async ({ page }) => {
  await login(page, DECLINED);
  await openOwnVideo(page);
  await expect(page.getByTestId('decision-reason')).toHaveText('Another reason');
  await expect(page.getByTestId('decision-note')).toContainText('The song is only heard for two seconds');

  await page
    .getByRole('button', { name: /Logout|Log out/ })
    .first()
    .click()
    .catch(() => undefined);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, FRAUD);
  await page.goto('/app/credits/transaction-history');
  const reversal = page.getByTestId('transaction-row').filter({ hasText: 'Reversed' });
  await expect(reversal.getByTestId('earning-kind')).toHaveText('Reversal');
  await expect(reversal.getByTestId('earning-state')).toHaveCount(0);
});

test('the demo creator is connected on the account, the connection test and pricing', async ({ page }) => {
  await login(page, DEMO.creator);
  await expect(page).toHaveURL(/\/app\/campaigns$/);
  await page.goto('/app/account');
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await page.goto('/app/tiktok-connection-testing');
  await expect(page.getByTestId('tiktok-check')).toContainText('Your TikTok connection works.');
  await page.goto('/app/credits/pricing');
  await expect(page.getByTestId('level-progress')).toContainText('You are at Level 2');
  await expect(page.getByTestId('level-progress')).not.toContainText('Connect your TikTok profile');
  await expect(page.getByTestId('level-progress')).toContainText('2,600 of 8,000');
});
