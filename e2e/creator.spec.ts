// Creator journeys: a new creator connects TikTok through the simulator, joins a campaign, submits
// videos (wrong profile, wrong sound, then a good one), sees it reviewed after an admin approves it, cancels a
// pending promotion; a demo creator reads credits, pricing and downloads a bill; payment settings check the IBAN.
import { MSG } from '@hookline/shared/messages';
import { expect, test } from '@playwright/test';
import {
  apiToken,
  approveVideo,
  bearer,
  chooseCountry,
  createLevel2Creator,
  createOpenCampaign,
  createVerifiedCreator,
  DEMO,
  login,
  toast,
} from './fixtures';

const PASSWORD = 'creator-journey-1';
const SOUND = 'https://www.tiktok.com/music/E2E-Sound-7300000000000000001';
const XSS = '<p>Dance like nobody is watching.</p><img src=x onerror=alert(1)><a href="javascript:alert(2)">tap me</a>';

type Json = Record<string, unknown>;

test('a new creator connects TikTok, joins a campaign, submits a video and sees it reviewed', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  const admin = await apiToken(request, DEMO.admin);
  const stamp = Date.now().toString(36);
  const title = `Journey Song ${stamp}`;
  const campaign = await createOpenCampaign(request, admin, { title, description: XSS });
  // the server stored the description sanitised: no handler, no javascript: link
  expect(campaign.description).toContain('Dance like nobody is watching.');
  expect(campaign.description).not.toMatch(/onerror|javascript:/i);
  const spare = await createOpenCampaign(request, admin, {
    title: `Cancel Song ${stamp}`,
    description: '<p>Spare campaign</p>',
  });

  // a fresh creator, moved to level 2 by an admin so the campaign pays something
  const { email } = await createLevel2Creator(request, admin, PASSWORD);

  await test.step('connects TikTok through the simulator and the Connect-profile dialog', async () => {
    await login(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/app\/account$/);
    await expect(page.getByText('TikTok not connected')).toBeVisible();
    await page.getByRole('button', { name: 'Connect TikTok' }).click();
    await expect(page).toHaveURL(/\/tiktok-sim\/v2\/auth\/authorize\//);
    await page.getByRole('textbox', { name: 'TikTok username' }).fill(`e2e_${stamp}`);
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect(page).toHaveURL(/\/app\/authorize\/tiktok\?code=/);

    const dialog = page.getByRole('dialog', { name: MSG.connectTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Connect' })).toBeDisabled();
    await chooseCountry(page, 'Germany');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(toast(page, MSG.tiktokConnected)).toHaveAttribute('data-color', 'green');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/app\/account$/);
    await expect(page.getByText(`@e2e_${stamp}`)).toBeVisible();
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  });

  await test.step('the connection test reads the profile end to end', async () => {
    await page.getByRole('link', { name: 'Test connection' }).click();
    await expect(page).toHaveURL(/\/app\/tiktok-connection-testing$/);
    const result = page.getByTestId('tiktok-check');
    await expect(result).toContainText('Your TikTok connection works.');
    await expect(result).toContainText(`@e2e_${stamp}`);
    await expect(result).toContainText('Followers:');
  });

  await test.step('finds the campaign by search and opens it without running the stored payload', async () => {
    await page.goto('/app/campaigns');
    await page.getByRole('textbox', { name: 'Search' }).fill(title);
    await expect(page).toHaveURL(/search=/);
    const card = page.getByTestId('campaign-card').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(page.getByTestId('campaign-card')).toHaveCount(1);
    await expect(card.getByTestId('earn')).toHaveText('€50.00');
    await expect(card).toContainText('E2E Pop');
    await card.getByRole('link', { name: 'View campaign' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/campaigns/${campaign.id}$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const description = page.getByTestId('campaign-description');
    await expect(description).toContainText('Dance like nobody is watching.');
    await expect(description.locator('[onerror]')).toHaveCount(0);
    await expect(description.locator('a[href^="javascript"]')).toHaveCount(0);
    // give a broken image's handler time to fire, if it had survived
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);

    await expect(page.getByTestId('campaign-earn')).toHaveText('€50.00');
    await expect(page.getByRole('link', { name: 'Use this sound on TikTok' })).toHaveAttribute('href', SOUND);
    await expect(page.getByRole('link', { name: 'Open the CapCut template' })).toBeVisible();
    await page.getByRole('button', { name: 'Copy #e2ejourney' }).click();
    await expect(page.getByRole('button', { name: 'Copy #e2ejourney' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#e2ejourney');
  });

  await test.step('joins, then the server refuses a video of another profile and one with the wrong sound', async () => {
    await page.getByRole('button', { name: 'Join campaign' }).click();
    await expect(toast(page, 'You joined the campaign.')).toBeVisible();
    const own = page.getByTestId('own-promotion');
    await expect(own.getByTestId('promotion-status')).toHaveText('Pending');

    const link = page.getByRole('textbox', { name: 'TikTok video link' });
    const submit = page.getByRole('button', { name: 'Submit video link' });
    await link.fill('https://example.com/not-tiktok');
    await submit.click();
    await expect(page.getByText(MSG.submitLink)).toBeVisible();

    await link.fill(`https://www.tiktok.com/@someone_else/video/7355555555555550000`);
    await submit.click();
    await expect(toast(page, MSG.profileMismatchShown)).toHaveAttribute('data-color', 'red');
    // once: the toast, not a second copy under the field
    await expect(page.getByText(MSG.profileMismatchShown)).toHaveCount(1);

    await link.fill(`https://www.tiktok.com/@e2e_${stamp}/video/7355555555555556666`);
    await submit.click();
    await expect(toast(page, MSG.wrongSoundShown)).toHaveAttribute('data-color', 'red');
    await expect(page.getByText(MSG.wrongSoundShown)).toHaveCount(1);
    await expect(own.getByTestId('promotion-status')).toHaveText('Pending');

    await link.fill(`https://www.tiktok.com/@e2e_${stamp}/video/7355555555555551234`);
    await submit.click();
    await expect(toast(page, MSG.linkSubmitted)).toHaveAttribute('data-color', 'green');
    await expect(own.getByTestId('promotion-status')).toHaveText('Submitted');
    await expect(own).toContainText('7355555555555551234');
  });

  await test.step('an admin approves the video and the creator sees it reviewed', async () => {
    const list = await request.get(`/api/admin/campaigns/${campaign.id}/promotions`, {
      headers: bearer(admin),
      params: { promotion_type: 'submitted' },
    });
    const items = ((await list.json()) as { data: { items: (Json & { id: number; creator: Json })[] } }).data.items;
    const mine = items.find((p) => p.creator.tiktok_username === `e2e_${stamp}`);
    expect(mine).toBeTruthy();
    await approveVideo(request, admin, mine?.id, { views: 1500, likes: 120, comments: 9, shares: 4 });

    await page.reload();
    const own = page.getByTestId('own-promotion');
    await expect(own.getByTestId('promotion-status')).toHaveText('Reviewed');
    await expect(own).toContainText('1,500');
    await expect(own).toContainText('Reserved for you');
    await expect(own).toContainText('€50.00');
    await expect(own.getByRole('button', { name: 'Cancel promotion' })).toHaveCount(0);

    await page.goto('/app/credits/campaign-history');
    const row = page.getByTestId('history-row').filter({ hasText: title });
    await expect(row.getByTestId('promotion-status')).toHaveText('Reviewed');
    await expect(row).toContainText('€50.00 reserved');
  });

  await test.step('cancels a pending promotion after confirming and is sent back to the campaigns', async () => {
    await page.goto(`/app/campaigns/${spare.id}`);
    await page.getByRole('button', { name: 'Join campaign' }).click();
    const own = page.getByTestId('own-promotion');
    await expect(own.getByTestId('promotion-status')).toHaveText('Pending');
    await own.getByRole('button', { name: 'Cancel promotion' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this promotion?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(confirm).toBeHidden();
    await expect(own.getByTestId('promotion-status')).toHaveText('Pending');
    await own.getByRole('button', { name: 'Cancel promotion' }).click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, MSG.promotionCanceled)).toHaveAttribute('data-color', 'green');
    await expect(page).toHaveURL(/\/app\/campaigns$/);
    // the slot is free again
    await page.goto(`/app/campaigns/${spare.id}`);
    await expect(page.getByRole('button', { name: 'Join campaign' })).toBeVisible();
  });

  expect(dialogs).toEqual([]);
});

test('a creator with earnings reads the balance and pricing, and downloads a bill', async ({ page }) => {
  // creator4 has the seeded succeeded promotion, billed by the demo seed
  await login(page, 'creator4@demo.hookline.test');
  await page.goto('/app/credits');
  await expect(page.getByTestId('balance-billed_open_eur')).not.toHaveText('€0.00');
  await expect(page.getByTestId('balance-paid_eur')).toHaveText('€0.00');

  await page.getByRole('link', { name: /^Pricing/ }).click();
  await expect(page).toHaveURL(/\/app\/credits\/pricing$/);
  await expect(page.getByTestId('level-row')).toHaveCount(7);
  const current = page.locator('[data-testid="level-row"][data-current]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Level 4');
  await expect(current).toContainText('Your level');
  await expect(current).toContainText('€1.25');
  await expect(current).toContainText('€200.00');

  await page.goto('/app/credits/bills');
  const bill = page.getByTestId('bill-row').first();
  await expect(bill).toContainText('Open');
  const download = page.waitForEvent('download');
  await bill.getByRole('button', { name: /^Download PDF/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^hookline-bill-\d{4}-\d{5}\.pdf$/);
  await expect(toast(page, MSG.invoiceDownloaded)).toHaveAttribute('data-color', 'green');

  await page.goto('/app/credits/transaction-history');
  // one line for the video earning, with its song and its state
  const earning = page.getByTestId('transaction-row').filter({ hasText: 'Midnight Drive' });
  await expect(earning).toHaveCount(1);
  await expect(earning.getByTestId('earning-state')).toHaveText('Billed');

  await page.goto('/app/credits/campaign-history');
  await expect(page.getByTestId('history-row').filter({ hasText: 'Midnight Drive' })).toContainText('Succeeded');
});

test('campaigns and FAQ work at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, DEMO.creator);
  await expect(page).toHaveURL(/\/app\/campaigns$/);
  await expect(page.getByTestId('campaign-card').filter({ hasText: 'Golden Hour' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/app\/faq$/);
  await page.getByRole('button', { name: 'What is the 72-hour rule?' }).click();
  await expect(page.getByText(/views your video has 72 hours after you uploaded it/)).toBeVisible();
  await page.getByRole('button', { name: 'What are levels?' }).click();
  await expect(page.getByText('Level 6: €2.00 per 1,000 views, up to €500.00 a video')).toBeVisible();
});

test('payment settings refuse a wrong IBAN and make the creator payable with a valid one', async ({
  page,
  request,
}) => {
  const email = await createVerifiedCreator(request, PASSWORD);
  await login(page, email, PASSWORD);
  await page.getByRole('link', { name: 'Payment settings' }).click();
  await expect(page).toHaveURL(/\/app\/account\/payment-settings$/);
  await expect(page.getByTestId('payable')).toHaveText('Not payable');

  await page.getByRole('textbox', { name: 'Legal name' }).fill('Paula Payee');
  await page.getByRole('textbox', { name: 'Street and house number' }).fill('Elbchaussee 1');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('22763');
  await page.getByRole('textbox', { name: 'City' }).fill('Hamburg');
  await page.getByRole('combobox', { name: 'Country' }).fill('Germany');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await page.getByRole('radio', { name: 'Private person, not VAT registered' }).check();
  await page.getByRole('textbox', { name: 'Account holder' }).fill('Paula Payee');
  await page.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 01');
  await page.getByRole('button', { name: 'Save payment settings' }).click();
  await expect(page.getByText('Please enter a valid IBAN')).toBeVisible();
  await expect(page.getByTestId('payable')).toHaveText('Not payable');

  await page.getByRole('textbox', { name: 'IBAN' }).fill('de89370400440532013000');
  await page.getByRole('button', { name: 'Save payment settings' }).click();
  await expect(toast(page, MSG.userUpdated)).toHaveAttribute('data-color', 'green');
  await expect(page.getByTestId('payable')).toHaveText('Payable');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'IBAN' })).toHaveValue('DE89 3704 0044 0532 0130 00');
});
