// Admin campaign journeys: create (normal and pre-release), search, edit, approve,
// update stats, end and reports.
import { isValidApproveDate } from '@hookline/shared/campaigns';
import { UPLOAD_LIMIT_BYTES } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, login, pickDate, toast } from './fixtures';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click({ force: true });
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function fillCommon(page: Page, genre: string, title?: string) {
  if (title) {
    await page.getByLabel('Song title').fill(title);
    await page.getByLabel('Artist').fill('E2E Artist');
  }
  await pickDate(page, 'Start Date', 10);
  await pickDate(page, 'End Date', 20);
  await page.getByLabel('Budget (EUR)').fill('250.5');
  await page.getByLabel('TikTok link').fill('https://www.tiktok.com/music/sound-1');
  await page.getByLabel('Hashtag 1').fill('#one');
  await page.getByLabel('Hashtag 2').fill('#two');
  await page.getByLabel('Hashtag 3').fill('#three');
  await page.getByLabel('New Genre').fill(genre);
  await choose(page, 'Territories', 'Europe');
  await choose(page, 'Max Creator Level', 'Level 3');
}

const card = (page: Page, text: string) => page.getByTestId('campaign-card').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await login(page, DEMO.admin);
});

test('creates a campaign and finds it by search', async ({ page }) => {
  const title = unique('Normal Song');
  await page.goto('/admin/create-campaign');
  await page.getByLabel('Spotify link').fill(`https://open.spotify.com/track/${Date.now()}`);
  await fillCommon(page, unique('Synth'), title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, MSG.campaignCreated)).toBeVisible();
  // the saved form offers the way to the new campaign
  await page.getByRole('link', { name: `Open E2E Artist - ${title}` }).click();
  await expect(page).toHaveURL(/campaign=\d+/);
  await expect(page.getByTestId('campaign-card')).toHaveCount(1);
  await expect(card(page, title)).toHaveCount(1);

  await page.goto('/admin/campaigns');
  await page.getByRole('textbox', { name: 'Search' }).fill(title);
  await expect(page).toHaveURL(/user=/);
  await expect(card(page, title)).toHaveCount(1);
  await expect(page.getByTestId('campaign-card')).toHaveCount(1);
});

test('creates a pre-release campaign with uploads and refuses a file over 15 MB', async ({ page }) => {
  const title = unique('Pre Song');
  await page.goto('/admin/create-campaign');
  await page.getByRole('switch', { name: 'Pre Release Campaign' }).check({ force: true });
  await page.getByLabel('Song title').fill(title);
  await page.getByLabel('Artist').fill('E2E Artist');
  const files = page.locator('input[type="file"]');
  await files.nth(0).setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(UPLOAD_LIMIT_BYTES + 1),
  });
  await expect(page.getByText(MSG.fileTooLarge).first()).toBeVisible();
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
  await files.nth(0).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(256)]);
  await files.nth(1).setInputFiles({ name: 'song.mp3', mimeType: 'audio/mpeg', buffer: mp3 });
  await fillCommon(page, unique('Indie'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, MSG.campaignCreated)).toBeVisible();

  await page.goto(`/admin/campaigns?user=${encodeURIComponent(title)}`);
  await expect(card(page, title)).toHaveCount(1);
});

test('edits a campaign', async ({ page }) => {
  await page.goto(`/admin/campaigns/active?user=${encodeURIComponent('Midnight Drive')}`);
  const c = card(page, 'Midnight Drive').first();
  await c.getByRole('button', { name: 'Edit', exact: true }).click();
  await c.getByLabel('Hashtag 3').fill('#edited');
  await c.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, MSG.campaignEdited)).toBeVisible();
});

test('approves the submitted promotion, updates stats and downloads reports', async ({ page }) => {
  await page.goto(`/admin/campaigns?user=${encodeURIComponent('Midnight Drive')}`);
  const c = card(page, 'Midnight Drive').first();
  await c.getByText(/^Submitted \(/).click();
  const row = c.getByTestId('promotion-row').filter({ hasText: 'demo_creator_2' });
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manual approve' });
  await dialog.getByLabel('Views').fill('1200');
  await dialog.getByLabel('Date').fill('2001-99-99 10:00:00');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText(MSG.invalidDateTime)).toBeVisible();
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} 00:00:01`;
  expect(isValidApproveDate(date)).toBe(true);
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();

  await c.getByRole('button', { name: 'Update Stats' }).click();
  await expect(page.getByTestId('toast').first()).toBeVisible();
  // the worker runs the refresh; the reviewed row then shows the simulator's newer views
  await expect
    .poll(
      async () => {
        await page.reload();
        const fresh = card(page, 'Midnight Drive').first();
        await fresh.getByText(/^Reviewed \(/).click();
        const text = await fresh
          .getByTestId('promotion-row')
          .filter({ hasText: 'demo_creator_2' })
          .getByText(/Latest views:/)
          .textContent();
        return Number(text?.replace(/\D/g, '') ?? 0);
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBeGreaterThan(1200);
  const updated = card(page, 'Midnight Drive').first();

  for (const format of ['CSV', 'PDF']) {
    const download = page.waitForEvent('download');
    await updated.getByRole('button', { name: `Dwnld Report ${format}` }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`\\.${format.toLowerCase()}$`));
    await expect(toast(page, MSG.reportDownloaded).first()).toBeVisible();
  }
});

test('ends a campaign and finds it under Archived', async ({ page }) => {
  const genre = unique('Ending');
  await page.goto('/admin/create-campaign');
  await page.getByLabel('Spotify link').fill(`https://open.spotify.com/track/end-${Date.now()}`);
  await fillCommon(page, unique('Rock'), genre);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, MSG.campaignCreated)).toBeVisible();

  await page.goto(`/admin/campaigns/active?user=${encodeURIComponent(genre)}`);
  const c = card(page, genre).first();
  await expect(c).toBeVisible();
  await c.getByRole('button', { name: 'End campaign' }).click();
  await c.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, MSG.campaignEnded)).toBeVisible();
  await page.goto(`/admin/campaigns/archived?user=${encodeURIComponent(genre)}`);
  await expect(card(page, genre).getByRole('button', { name: 'Archived' })).toBeDisabled();
});
