// Admin journeys for people and money: filtering creators (filters in the query string, page 2
// of a filtered list), editing a creator's deal, verifying, blocking/unblocking and deleting a creator, creating a
// musician who gets the invitation email, paging invoices and downloading one PDF, marking a bill paid, and the
// background processes. Only fresh creators and the seeded past_biller_* creators (seed-demo.ts) are changed here.
import { ADMIN_PEOPLE_MESSAGES } from '@hookline/shared/admin-people';
import { MSG } from '@hookline/shared/messages';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { createVerifiedCreator, DEMO, lastMail, linkIn, login, toast, uniqueEmail } from './fixtures';

const PASSWORD = 'e2e-people-pass-1';

const cards = (page: Page) => page.getByTestId('creator-card');
const creatorCard = (page: Page, text: string) => cards(page).filter({ hasText: text });
const search = (page: Page) => page.getByRole('textbox', { name: 'Search' });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Picks an option of a Mantine Select (the filters by default, or a Select inside `scope`). */
async function choose(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function names(page: Page) {
  return (await cards(page).getByRole('heading', { level: 3 }).allTextContents()).sort();
}

/** A creator that signed up but never opened the verification email. */
async function unverifiedCreator(request: APIRequestContext) {
  const email = uniqueEmail('unverified');
  const res = await request.post('/api/auth/sign-up', {
    data: { email, password: PASSWORD, terms: true, age: true, marketing: false },
  });
  expect(res.status()).toBe(201);
  return email;
}

test.beforeEach(async ({ page }) => {
  await login(page, DEMO.admin);
});

test('filters creators through the query string, and page 2 of a filtered list is right', async ({ page }) => {
  await page.goto('/admin/creators');
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  await search(page).fill('past_biller');
  await expect.poll(() => query(page)).toEqual({ user: 'past_biller' });
  await expect(page.getByTestId('creators-total')).toHaveText('6 users');
  await expect(cards(page)).toHaveCount(5);

  await choose(page, 'Status', 'Active');
  await choose(page, 'Country', 'Germany');
  await expect.poll(() => query(page)).toEqual({ user: 'past_biller', status: 'active', countryName: 'Germany' });
  await expect(page.getByTestId('creators-total')).toHaveText('6 users');
  const firstPage = await names(page);
  expect(firstPage).toHaveLength(5);

  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect.poll(() => query(page)).toMatchObject({ page: '2', status: 'active', countryName: 'Germany' });
  await expect(cards(page)).toHaveCount(1);
  const secondPage = await names(page);
  const everyone = [1, 2, 3, 4, 5, 6].map((i) => `Past Biller ${i}`);
  expect([...firstPage, ...secondPage].sort()).toEqual(everyone);

  // the filtered page survives a reload: it is all in the URL
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  expect(await names(page)).toEqual(secondPage);
  await expect(search(page)).toHaveValue('past_biller');

  // a new filter starts again from page 1
  await choose(page, 'Level', 'Level 2');
  await expect
    .poll(() => query(page))
    .toEqual({ user: 'past_biller', status: 'active', countryName: 'Germany', levelId: '3' });
  await expect(cards(page)).toHaveCount(2);
  expect(await names(page)).toEqual(['Past Biller 1', 'Past Biller 6']);

  await choose(page, 'Status', 'Blocked');
  await expect(page.getByText('No users found')).toBeVisible();
});

test("edits a creator's deal and country", async ({ page, request }) => {
  const email = await createVerifiedCreator(request, PASSWORD);
  await page.goto(`/admin/creators?user=${encodeURIComponent(email)}`);
  const card = creatorCard(page, email);
  await expect(card.getByTestId('creator-status')).toHaveText('incomplete');
  await card.getByRole('button', { name: 'Edit', exact: true }).click();

  const form = card.getByRole('form', { name: `Edit ${email}` });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(ADMIN_PEOPLE_MESSAGES.chooseCountry)).toBeVisible();

  await form.getByRole('textbox', { name: 'TikTok username' }).fill('deal_maker_e2e');
  await form.getByRole('textbox', { name: 'TikTok followers' }).fill('5000');
  await form.getByRole('radio', { name: 'Linear Deal' }).check();
  await form.getByRole('textbox', { name: 'Amount per 1,000 views (EUR)' }).fill('3.5');
  await form.getByRole('textbox', { name: 'Maximum amount per video (EUR)' }).fill('80');
  await choose(page, 'Level', 'Level 3', form);
  await form.getByRole('combobox', { name: /^Country/ }).fill('Germ');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, MSG.creatorEdited)).toHaveAttribute('data-color', 'green');
  await expect(form).toBeHidden();
  await expect(card.getByTestId('creator-deal')).toHaveText('Deal: Linear Deal · €3.50 / 1k, max €80.00');
  await expect(card.getByText('Country: Germany')).toBeVisible();
  await expect(card.getByText('Level: Level 3')).toBeVisible();
  await expect(card.getByText('TikTok followers: 5,000')).toBeVisible();
  await expect(card.getByTestId('creator-status')).toHaveText('active');

  await card.getByRole('button', { name: 'Edit', exact: true }).click();
  await form.getByRole('radio', { name: 'Fixed Deal' }).check();
  await form.getByRole('textbox', { name: 'Fixed amount per video (EUR)' }).fill('40');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByTestId('creator-deal')).toHaveText('Deal: Fixed Deal · €40.00 per video');

  await card.getByRole('button', { name: 'Edit', exact: true }).click();
  await form.getByRole('radio', { name: 'Normal Level' }).check();
  await expect(form.getByTestId('normal-deal')).toContainText('€1.00 per 1,000 views');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByTestId('creator-deal')).toHaveText('Deal: Normal Level');
});

test('verifies, blocks and unblocks, and deletes a creator', async ({ page, request, browser }) => {
  const email = await unverifiedCreator(request);
  await page.goto('/admin/creators');
  await search(page).fill(email);
  const card = creatorCard(page, email);
  await expect(cards(page)).toHaveCount(1);

  await card.getByRole('button', { name: 'Verify User' }).click();
  await expect(toast(page, MSG.userEdited)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Verify User' })).toHaveCount(0);

  const notifications = card.getByRole('switch', { name: 'Email notifications' });
  await expect(notifications).toBeChecked();
  // Mantine's switch input is visually hidden behind its track: click the input itself
  await notifications.dispatchEvent('click');
  await expect(notifications).not.toBeChecked();

  await card.getByRole('button', { name: 'Block', exact: true }).click();
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, MSG.creatorStatusUpdated)).toHaveAttribute('data-color', 'green');
  await expect(card.getByTestId('creator-status')).toHaveText('blocked');
  await choose(page, 'Status', 'Blocked');
  await expect(creatorCard(page, email)).toHaveCount(1);

  // a blocked creator still signs in but cannot work; the Videos tab is empty for a fresh one
  const creator = await browser.newPage();
  await login(creator, email, PASSWORD);
  await creator.close();

  await card.getByRole('button', { name: 'Unblock' }).click();
  await expect(card).toHaveCount(0); // no longer blocked: gone from the blocked filter
  await choose(page, 'Status', 'Incomplete');
  await expect(creatorCard(page, email).getByRole('button', { name: 'Block', exact: true })).toBeVisible();
  await page.reload();
  await expect(creatorCard(page, email).getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();

  const again = creatorCard(page, email);
  await again.getByText('Videos', { exact: true }).click();
  await expect(again.getByText('No videos yet')).toBeVisible();
  await again.getByText('Details', { exact: true }).click();
  await expect(again.getByTestId('creator-details')).toContainText(email);

  await again.getByRole('button', { name: 'Delete' }).click();
  await again.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, MSG.userDeleted)).toHaveAttribute('data-color', 'green');
  await expect(creatorCard(page, email)).toHaveCount(0);

  const signIn = await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
  expect(((await signIn.json()) as { message: string }).message).toBe(MSG.accountDisabled);
});

test('creates a musician who receives the invitation, sets a password and signs in', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('musician');
  const stageName = `AAA E2E ${Date.now().toString(36)}`;
  await page.goto('/admin/musicians');
  await page.getByRole('link', { name: 'Create Musician' }).first().click();
  await expect(page).toHaveURL(/\/admin\/create-musician$/);

  const form = page.getByRole('form', { name: 'Create Musician' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Stage Name' }).fill(stageName);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, MSG.musicianCreated)).toHaveAttribute('data-color', 'green');

  // the same email again: a clear error
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Stage Name' }).fill('Someone else');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, MSG.emailTaken)).toHaveAttribute('data-color', 'red');
  await expect(form.getByText(MSG.emailTaken)).toBeVisible();

  const mail = await lastMail(request, email, 'You have been invited to Hookline');
  expect(mail.text).toContain(stageName);

  await page.goto('/admin/musicians');
  const card = page.getByTestId('musician-card').filter({ hasText: stageName });
  await expect(card).toContainText(email);
  await card.getByRole('link', { name: 'Campaigns' }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\?musician=\d+$/);
  await expect(page.getByText('No campaigns found')).toBeVisible();

  const musician = await browser.newPage();
  await musician.goto(linkIn(mail.text));
  await musician.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await musician.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await musician.getByRole('button', { name: 'Set password' }).click();
  await expect(musician).toHaveURL(/\/login$/);
  await login(musician, email, PASSWORD);
  await expect(musician).toHaveURL(/\/app\/account$/);
  await musician.close();
});

test('pages invoices 25 / 50 / All, downloads a PDF and marks a bill paid', async ({ page }) => {
  await page.goto('/admin/invoices');
  const rows = page.getByTestId('invoice-row');
  await expect(rows).toHaveCount(25);
  const totalText = await page.getByTestId('invoices-total').textContent();
  const total = Number(totalText?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(25);
  expect(total).toBeLessThanOrEqual(50);
  for (const header of ['Invoice', 'Lastname', 'Tiktok username', 'Amount', 'date', 'Status', 'Download']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(rows.first()).toContainText('€');
  // the first cell holds the payout checkbox, the second the invoice number
  const firstOfPageOne = await rows.first().locator('td').nth(1).textContent();

  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect.poll(() => query(page)).toEqual({ page: '2' });
  await expect(rows).toHaveCount(total - 25);
  await expect(rows.first().locator('td').nth(1)).not.toHaveText(firstOfPageOne ?? '');

  const sizes = page.getByTestId('invoice-page-size');
  await sizes.getByText('50', { exact: true }).click();
  await expect.poll(() => query(page)).toEqual({ per_page: '50' });
  await expect(rows).toHaveCount(total);
  await expect(page.getByRole('button', { name: '2', exact: true })).toHaveCount(0);
  await sizes.getByText('All', { exact: true }).click();
  await expect.poll(() => query(page)).toEqual({ per_page: 'all' });
  await expect(rows).toHaveCount(total);
  await sizes.getByText('25', { exact: true }).click();
  await expect(rows).toHaveCount(25);

  const bill = rows.filter({ hasText: 'past_biller' }).first();
  const number = (await bill.locator('td').nth(1).textContent()) ?? '';
  const download = page.waitForEvent('download');
  await bill.getByRole('button', { name: `Download invoice ${number}` }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(toast(page, MSG.invoiceDownloaded)).toHaveAttribute('data-color', 'green');

  // the seeded past_biller bills of last month are open; creator4's bill (other journeys) and past_biller_2's
  // (the bills journey completes that creator's payment settings first) are left alone
  const open = rows
    .filter({ hasText: /past_biller_[13-6]/ })
    .filter({ has: page.getByRole('button', { name: 'Mark paid' }) });
  const billNumber = (await open.first().locator('td').nth(1).textContent()) ?? '';
  const target = rows.filter({ has: page.locator('td', { hasText: new RegExp(`^${billNumber}$`) }) });
  await expect(target).toHaveCount(1);
  await target.getByRole('button', { name: 'Mark paid' }).click();
  await target.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Bill marked as paid.')).toHaveAttribute('data-color', 'green');
  await expect(target).toContainText('Paid');
  await expect(target.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
});

test('lists the background processes with their state', async ({ page }) => {
  await page.goto('/admin/background-processes');
  await expect(page.getByRole('heading', { name: 'Background Processes' })).toBeVisible();
  for (const header of ['Task ID', 'Description', 'Metadata']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const refresh = page.getByTestId('task-row').filter({ hasText: 'Refresh stats of reviewed videos' }).first();
  await expect(refresh).toBeVisible();
  await expect(refresh.getByTestId('task-state')).toHaveText(/queued|active|completed|failed/);
  await expect(
    page.getByTestId('task-row').filter({ hasText: "Generate creators' monthly bills" }).first(),
  ).toBeVisible();
});

test('the creators list works at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/creators?user=past_biller');
  await expect(cards(page)).toHaveCount(5);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('/admin/invoices');
  await expect(page.getByTestId('invoice-row')).toHaveCount(25);
  const invoicesOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(invoicesOverflow).toBeLessThanOrEqual(0);
});
