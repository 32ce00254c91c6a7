// A creator connects Instagram and YouTube (simulated) from the account, and submits a Reel and a Short
// to campaigns that accept them; the campaign page shows the platforms it accepts. Screenshots of the account at
// 360 and 1280 px go to test-results/platforms/.
import { MSG } from '@hookline/shared/messages';
import { expect, type Page, test } from '@playwright/test';
import { simMedia, simReelUrl } from '../apps/server/src/modules/platforms/instagram/sim-media';
import {
  apiToken,
  bearer,
  chooseCountry,
  createLevel2Creator,
  createOpenCampaign,
  DEMO,
  login,
  toast,
} from './fixtures';

const PASSWORD = 'platform-journey-1';

async function connect(page: Page, name: 'Instagram' | 'YouTube', field: string, username: string) {
  await page.getByRole('button', { name: `Connect ${name}` }).click();
  await page.getByRole('textbox', { name: field }).fill(username);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/authorize/${name.toLowerCase()}\\?`));
  const dialog = page.getByRole('dialog', { name: `Connect ${name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(toast(page, MSG.platformConnected).last()).toHaveAttribute('data-color', 'green');
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByText(`${name}: @${username}`)).toBeVisible();
}

test('a creator connects Instagram and YouTube and submits a Reel and a Short', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await apiToken(request, DEMO.admin);
  const stamp = Date.now().toString(36);
  const reels = await createOpenCampaign(request, admin, {
    title: `Reels Song ${stamp}`,
    platforms: ['instagram', 'youtube'],
  });
  const shorts = await createOpenCampaign(request, admin, { title: `Shorts Song ${stamp}`, platforms: ['youtube'] });
  const { email, token } = await createLevel2Creator(request, admin, PASSWORD);

  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/account$/);
  // joining a campaign still needs TikTok (its connect sets the country the feed's territories use)
  await page.getByRole('button', { name: 'Connect TikTok' }).click();
  await page.getByRole('textbox', { name: 'TikTok username' }).fill(`tt_${stamp}`);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await chooseCountry(page, 'Germany');
  await page.getByRole('dialog', { name: MSG.connectTitle }).getByRole('button', { name: 'Connect' }).click();
  await expect(toast(page, MSG.tiktokConnected)).toHaveAttribute('data-color', 'green');
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByText('Instagram not connected')).toBeVisible();
  await connect(page, 'Instagram', 'Instagram username', `reels_${stamp}`);
  await connect(page, 'YouTube', 'YouTube channel name', `shorts_${stamp}`);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/platforms/account-${width}.png`, fullPage: true });
  }

  const submitOn = async (campaignId: number, link: string) => {
    const joined = await request.post(`/api/campaigns/${campaignId}/join`, { headers: bearer(token) });
    expect(joined.status()).toBe(201);
    await page.goto(`/app/campaigns/${campaignId}`);
    await page.getByRole('textbox', { name: 'Video link' }).fill(link);
    await page.getByRole('button', { name: 'Submit video link' }).click();
    await expect(toast(page, MSG.linkSubmitted).last()).toHaveAttribute('data-color', 'green');
  };

  await page.goto(`/app/campaigns/${reels.id}`);
  await expect(page.getByTestId('platforms')).toHaveText(/Instagram\s*YouTube/);
  await submitOn(reels.id, simReelUrl(simMedia(`reels_${stamp}`)[0] ?? ''));
  await submitOn(shorts.id, 'https://www.youtube.com/shorts/e2eShort001');
});
