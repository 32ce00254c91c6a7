// One truth on every screen: a settled video's state and views read the same for its creator, the musician and the
// admin, and so do a corrected video's and a paid video's; a declined video's note is shown with its reason; a fraud
// reversal is tagged as a reversal; the demo creator's TikTok connection reads connected on the account, the
// connection test and pricing.
import { MSG } from '@hookline/shared/messages';
import { expect, type Page, test } from '@playwright/test';
import {
  apiToken,
  approveVideo,
  bearer,
  createOpenCampaign,
  creatorWithVideo,
  DEMO,
  demoMusicianId,
  login,
  toast,
} from './fixtures';

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

test('a corrected and a paid video read the same figures and state words for their creator, the musician and the admin', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await apiToken(request, DEMO.admin);
  const stamp = Date.now().toString(36);
  const title = `One Truth ${stamp}`;
  const campaign = await createOpenCampaign(request, admin, { title, musicianId: await demoMusicianId(request) });
  const password = 'one-truth-journey-1';
  // Level 2 (level id 3): EUR 0.75 per 1,000 views up to EUR 50, so 40,000 views pay EUR 30 and 20,000 pay EUR 15
  const scene = { admin, campaignId: campaign.id, password, levelId: 3 };
  const paid = await creatorWithVideo(request, {
    ...scene,
    username: `paid_${stamp}`,
    videoId: '7300000000000031234',
    iban: 'DE89370400440532013000',
  });
  const corrected = await creatorWithVideo(request, {
    ...scene,
    username: `corrected_${stamp}`,
    videoId: '7300000000000041234',
  });
  const settle = async (promotionId: number) => {
    const res = await request.put(`/api/admin/promotions/${promotionId}`, {
      headers: bearer(admin),
      data: { views_after_three_days: 40_000 },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };

  await test.step('one video is settled, billed by a billing run and its bill paid', async () => {
    await approveVideo(request, admin, paid.promotionId, { views: 1_500, likes: 120 });
    await settle(paid.promotionId);
    const run = await request.post('/api/admin/billing-runs', { headers: bearer(admin) });
    expect(run.status(), await run.text()).toBe(202);
    let billId = 0;
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/creators/${paid.creatorId}/bills`, { headers: bearer(paid.token) });
          const items = ((await res.json()) as { data: { items: { id: number }[] } }).data.items;
          billId = items[0]?.id ?? 0;
          return items.length;
        },
        { timeout: 30_000, message: "the billing run's bill" },
      )
      .toBe(1);
    const pay = await request.post(`/api/admin/bills/${billId}/pay`, { headers: bearer(admin) });
    expect(pay.ok(), await pay.text()).toBe(true);
  });

  const adminPage = await browser.newPage();
  const succeededRow = async (username: string) => {
    await adminPage.goto(`/admin/campaigns?campaign=${campaign.id}`);
    const card = adminPage.getByTestId('campaign-card').filter({ hasText: title }).first();
    await card.getByText(/^Succeeded \(/).click();
    return card.getByTestId('promotion-row').filter({ hasText: username });
  };

  await test.step('the other is settled on 40,000 views, then an admin corrects them to 20,000', async () => {
    await approveVideo(request, admin, corrected.promotionId, { views: 2_500, likes: 200 });
    await settle(corrected.promotionId);
    await login(adminPage, DEMO.admin);
    const row = await succeededRow(`corrected_${stamp}`);
    await row.getByRole('button', { name: 'Correct views' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Correct views at 72 h' });
    await dialog.getByLabel('Views at 72 h').fill('20000');
    await dialog.getByLabel('Reason').fill('The 72-hour read counted a re-upload twice.');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await expect(toast(adminPage, 'Views corrected.')).toBeVisible();
    await expect(dialog.getByTestId('correction')).toContainText('40,000 → 20,000');
    await adminPage.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  const videos = [
    { who: paid, username: `paid_${stamp}`, views72: '40,000', earning: '€30.00', state: MSG.earningStatePaid },
    {
      who: corrected,
      username: `corrected_${stamp}`,
      views72: '20,000',
      earning: '€15.00',
      state: MSG.earningStateEarned,
    },
  ];
  const latest = new Map<string, string>();

  for (const v of videos) {
    await test.step(`${v.username}: the creator's video page, campaign history and transaction history`, async () => {
      const page = await browser.newPage();
      await login(page, v.who.email, password);
      await page.goto(`/app/credits/campaign-history/${v.who.promotionId}`);
      await expect(page.getByTestId('video-views-72h')).toContainText(v.views72);
      await expect(page.getByTestId('video-settled')).toContainText(v.earning);
      await expect(page.getByTestId('video-bill')).toContainText(`${v.state}:`);
      const text = (await page.getByTestId('video-latest-views').textContent()) ?? '';
      latest.set(v.username, text.replace(`${MSG.latestViewsLabel}: `, ''));

      await page.goto('/app/credits/campaign-history');
      const row = page.getByTestId('history-row').filter({ hasText: title });
      await expect(row).toContainText(`${MSG.viewsAt72hLabel}${v.views72}`);
      await expect(row).toContainText(`${MSG.latestViewsLabel}${latest.get(v.username)}`);
      await expect(row).toContainText(`${v.earning} · ${v.state}`);

      await page.goto('/app/credits/transaction-history');
      const earning = page
        .getByTestId('transaction-row')
        .filter({ hasText: title })
        .filter({ has: page.getByTestId('earning-state') });
      await expect(earning.getByTestId('earning-state')).toHaveText(v.state);
      await page.close();
    });
  }

  await test.step("the musician's videos, top videos and figures", async () => {
    const page = await browser.newPage();
    await login(page, DEMO.musician);
    await page.goto(`/app/musician-campaigns/${campaign.id}`);
    for (const table of ['videos', 'top-videos']) {
      for (const v of videos) {
        const row = page
          .getByTestId(table)
          .getByTestId('video-row')
          .filter({ hasText: `@${v.username}` });
        await expect(row.locator('td:nth-child(4)')).toHaveText(latest.get(v.username) ?? '');
        await expect(row.getByTestId('video-state')).toHaveText(v.state);
      }
    }
    // the totals are the sums of the rows they stand for
    const sum = videos
      .map((v) => Number((latest.get(v.username) ?? '').replace(/[^0-9]/g, '')))
      .reduce((a, b) => a + b, 0);
    await expect(page.getByTestId('figure-Views')).toHaveText(sum.toLocaleString('en'));
    await expect(page.getByTestId('figure-Budget spent')).toHaveText(/^€45\.00 of /);
    await page.close();
  });

  await test.step("the admin's Succeeded tab", async () => {
    for (const v of videos) {
      const row = await succeededRow(v.username);
      await expect(row.getByTestId('views-at-72h')).toContainText(v.views72);
      await expect(row.getByTestId('latest-views')).toHaveText(`${MSG.latestViewsLabel}: ${latest.get(v.username)}`);
      await expect(row).toContainText(`Earned: ${v.earning}`);
      await expect(row.getByTestId('earning-state')).toHaveText(v.state);
    }
  });
});
