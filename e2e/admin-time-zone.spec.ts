// Admin times in a browser far from UTC: an upload time typed in Berlin reads back as typed, the zone is stated
// with its offset, the server holds the matching UTC instant, and saving it unchanged does not move it.
import { MSG } from '@hookline/shared/messages';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, login, toast } from './fixtures';

test.use({ timezoneId: 'Europe/Berlin' });

const year = new Date().getFullYear();
const TYPED = `${year}-11-23 10:00:00`;
// Berlin is UTC+01:00 in November
const UTC_INSTANT = `${year}-11-23T09:00:00.000Z`;

/** The first campaign card with a pending video, its Pending tab opened. */
async function pendingRow(page: Page) {
  await page.goto('/admin/campaigns/active');
  const c = page
    .getByTestId('campaign-card')
    .filter({ hasText: /Pending Videos \([1-9]/ })
    .first();
  await c.getByText(/^Pending Videos \(/).click();
  return c.getByTestId('promotion-row').first();
}

async function storedUploadTime(page: Page, promotionText: string) {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('hookline:state') ?? '{}').user?.access_token,
  );
  const list = await page.request.get('/api/admin/campaigns?per_page=100&campaign_status=active', {
    headers: { authorization: `Bearer ${token}` },
  });
  for (const c of (await list.json()).data.items as { id: number }[]) {
    const res = await page.request.get(`/api/admin/campaigns/${c.id}/promotions?promotion_type=pending`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const items = (await res.json()).data.items as {
      video_uploaded_at: string | null;
      creator: { tiktok_username: string };
    }[];
    const found = items.find((p) => promotionText.includes(p.creator.tiktok_username));
    if (found) return found.video_uploaded_at;
  }
  return null;
}

test('an upload time typed in Berlin shows as typed and does not move when saved unchanged', async ({ page }) => {
  await login(page, DEMO.admin);
  let row = await pendingRow(page);
  await expect(page.getByText('Times in Europe/Berlin (UTC+01:00)').first()).toBeVisible();
  const who = (await row.locator('p').first().textContent()) ?? '';

  await row.getByLabel('Upload time').fill(TYPED);
  await row.getByRole('button', { name: 'Save time' }).click();
  await expect(toast(page, MSG.uploadTimeSaved)).toBeVisible();
  expect(await storedUploadTime(page, who)).toBe(UTC_INSTANT);

  // read back after a reload: the same wall-clock time, not shifted by the offset
  row = await pendingRow(page);
  await expect(row.getByLabel('Upload time')).toHaveValue(TYPED);

  // saved unchanged twice: still the same instant
  for (let i = 0; i < 2; i++) {
    await row.getByRole('button', { name: 'Save time' }).click();
    await expect(toast(page, MSG.uploadTimeSaved).last()).toBeVisible();
    row = await pendingRow(page);
    await expect(row.getByLabel('Upload time')).toHaveValue(TYPED);
  }
  expect(await storedUploadTime(page, who)).toBe(UTC_INSTANT);
});
