// Journeys: a creator completes the payment settings their bills need, an admin pays the creator's open bills by a
// SEPA credit-transfer batch, and the creator sees them paid. The first uses the seeded billed2 creator
// (seed-demo.ts), whose last two monthly bills are open; the second starts from a fresh creator whose settled video
// is billed by the billing job, run now from Background Processes. admin-people.spec.ts marks another past
// biller's bill paid by hand.
import fs from 'node:fs';
import { BILL_MESSAGES } from '@hookline/shared/bills';
import { MSG } from '@hookline/shared/messages';
import { expect, type Page, test } from '@playwright/test';
import {
  apiToken,
  approveAndSettle,
  bearer,
  connectTikTok,
  createLevel2Creator,
  createOpenCampaign,
  DEMO,
  login,
  shoot,
  toast,
} from './fixtures';

const CREATOR = 'billed2@demo.hookline.test';

const invoiceRows = (page: Page) => page.getByTestId('invoice-row').filter({ hasText: 'past_biller_2' });

test('a creator completes payment settings, is paid by a SEPA batch and sees the bills paid', async ({ browser }) => {
  // two signed-in people and a dozen screens: more than one screen's default time on a busy machine
  test.setTimeout(180_000);
  const admin = await browser.newPage();
  const creator = await browser.newPage();

  await test.step('the admin cannot select bills of a creator whose payment settings are incomplete', async () => {
    await login(admin, DEMO.admin);
    await admin.goto('/admin/invoices?per_page=all');
    // every invoice on one page: drawing them all takes a busy machine longer than one assertion usually waits
    await expect(invoiceRows(admin).first()).toBeVisible({ timeout: 30_000 });
    const open = invoiceRows(admin).filter({ has: admin.getByRole('checkbox') });
    await expect(open).toHaveCount(2);
    await expect(open.first().getByRole('checkbox')).toBeDisabled();
    await expect(open.first().getByTestId('invoice-not-payable')).toHaveText(MSG.whyNotPayableYet);
    // on a phone each invoice is a card: Amount, Status and Download on screen without a sideways scroll
    await admin.setViewportSize({ width: 360, height: 800 });
    const card = open.first();
    for (const cell of [
      card.getByText(/^€/),
      card.getByTestId('invoice-status'),
      card.getByRole('button', { name: /^Download/ }),
    ]) {
      const box = await cell.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    }
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await admin.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('the creator is told what is missing and completes the payment settings', async () => {
    await login(creator, CREATOR);
    await creator.goto('/app/account/payment-settings');
    await expect(creator.getByTestId('payable')).toHaveText('Not payable');
    await expect(creator.getByTestId('payable-missing')).toContainText('legal name, address, country, tax status');
    await creator.getByRole('textbox', { name: 'Legal name' }).fill('Petra Biller');
    await creator.getByRole('textbox', { name: 'Street and house number' }).fill('Elbchaussee 2');
    await creator.getByRole('textbox', { name: 'Postcode' }).fill('22763');
    await creator.getByRole('textbox', { name: 'City' }).fill('Hamburg');
    await creator.getByRole('combobox', { name: 'Country' }).fill('Germany');
    await creator.getByRole('option', { name: 'Germany', exact: true }).click();
    await creator.getByRole('radio', { name: 'Small business (VAT exempt)' }).check();
    await expect(creator.getByRole('textbox', { name: 'Exemption note' })).not.toHaveValue('');
    await creator.getByRole('textbox', { name: 'Account holder' }).fill('Petra Biller');
    await creator.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 01');
    await creator.getByRole('button', { name: 'Save payment settings' }).click();
    await expect(creator.getByText(BILL_MESSAGES.ibanInvalid)).toBeVisible();
    await creator.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
    await creator.getByRole('textbox', { name: 'BIC (optional)' }).fill('COBADEFFXXX');
    await creator.getByRole('button', { name: 'Save payment settings' }).click();
    await expect(creator.getByTestId('payable')).toHaveText('Payable');
    await shoot(creator, 'payment-settings');
  });

  await test.step('the creator reads the open bills with their period and lines', async () => {
    await creator.goto('/app/credits/bills');
    const bills = creator.getByTestId('bill-row');
    await expect(bills.first()).toBeVisible();
    await expect(bills.filter({ hasText: 'Open' })).toHaveCount(2);
    // the period reads from its first to its last day
    await expect(bills.first()).toContainText(/1 \w{3} \d{4} – (28|29|30|31) \w{3} \d{4}/);
    await bills.first().getByRole('button', { name: 'Show lines' }).click();
    await expect(bills.first().getByTestId('bill-line').first()).toBeVisible();
    await shoot(creator, 'bills');
  });

  await test.step('the admin pays both bills by one SEPA file, then marks the batch paid', async () => {
    await admin.reload();
    const open = invoiceRows(admin).filter({ has: admin.getByRole('checkbox') });
    await expect(open).toHaveCount(2, { timeout: 30_000 }); // every invoice drawn again, as above
    for (const row of await open.all()) await row.getByRole('checkbox').check();
    await expect(admin.getByTestId('payout-selection')).toContainText('2 bills selected');
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Create SEPA file' }).click();
    expect((await download).suggestedFilename()).toMatch(/^HL-\d{14}-[0-9a-f]{8}\.xml$/);
    await expect(toast(admin, 'SEPA payout file created.')).toHaveAttribute('data-color', 'green');
    await expect(invoiceRows(admin).getByTestId('invoice-status').filter({ hasText: 'Processing' })).toHaveCount(2);
    await shoot(admin, 'invoices');

    await creator.reload();
    await expect(creator.getByTestId('bill-status').filter({ hasText: 'Payment on its way' })).toHaveCount(2);

    const batch = admin.getByTestId('batch-row').first();
    await expect(batch).toContainText('Processing');
    await batch.getByRole('button', { name: 'Mark batch paid' }).click();
    await batch.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(admin, BILL_MESSAGES.batchPaid)).toHaveAttribute('data-color', 'green');
    await expect(batch).toContainText('Paid');
    await expect(invoiceRows(admin).getByTestId('invoice-status').filter({ hasText: 'Processing' })).toHaveCount(0);
  });

  await test.step('the creator sees the bills paid', async () => {
    await creator.reload();
    const bills = creator.getByTestId('bill-row');
    await expect(bills.first()).toBeVisible();
    await expect(bills.filter({ hasText: 'Open' })).toHaveCount(0);
    await expect(creator.getByTestId('bill-status').filter({ hasText: 'Paid' }).first()).toBeVisible();
    await creator.goto('/app/credits/transaction-history');
    await expect(creator.getByTestId('earning-state').filter({ hasText: 'Paid' }).first()).toBeVisible();
    await shoot(creator, 'history');
  });
});

/** Fills the payment settings form the way a creator would, and saves it. */
async function completePaymentSettings(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Legal name' }).fill(name);
  await page.getByRole('textbox', { name: 'Street and house number' }).fill('Elbchaussee 2');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('22763');
  await page.getByRole('textbox', { name: 'City' }).fill('Hamburg');
  await page.getByRole('combobox', { name: 'Country' }).fill('Germany');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await page.getByRole('radio', { name: MSG.taxStatusPrivate }).check();
  await page.getByRole('textbox', { name: 'Account holder' }).fill(name);
  await page.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Save payment settings' }).click();
}

/** The fields of a pain.001 file the journey checks, read with the browser's own XML parser. */
const readSepa = (page: Page, xml: string) =>
  page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const all = (tag: string) => Array.from(doc.getElementsByTagNameNS('*', tag)).map((e) => e.textContent);
    return {
      namespace: doc.documentElement.namespaceURI,
      count: all('NbOfTxs'),
      sums: all('CtrlSum'),
      endToEndIds: all('EndToEndId'),
      amounts: Array.from(doc.getElementsByTagNameNS('*', 'InstdAmt')).map((e) => [
        e.getAttribute('Ccy'),
        e.textContent,
      ]),
    };
  }, xml);

test('a new creator is billed by the billing job run now, paid by a SEPA batch, and sees the bill paid', async ({
  browser,
  request,
}) => {
  // a creator and an admin through ten screens, and a job the worker picks up: minutes on a busy machine
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const username = `e2e_bill_${stamp}`;
  const password = 'bills-journey-1';
  const title = `Billed Song ${stamp}`;
  const adminToken = await apiToken(request, DEMO.admin);
  const campaign = await createOpenCampaign(request, adminToken, { title });

  // a fresh creator at Level 2, set by an admin so the campaign pays something
  const { email, token: creatorToken } = await createLevel2Creator(request, adminToken, password);

  const creator = await browser.newPage();
  const admin = await browser.newPage();

  await test.step('the creator connects TikTok', async () => {
    await login(creator, email, password);
    await connectTikTok(creator, username);
  });

  await test.step('joins the campaign, submits a video, and an admin approves it and adds its views at 72 h', async () => {
    const joined = await request.post(`/api/campaigns/${campaign.id}/join`, { headers: bearer(creatorToken) });
    expect(joined.status()).toBe(201);
    const promotionId = ((await joined.json()) as { data: { id: number } }).data.id;
    const submitted = await request.post(`/api/promotions/${promotionId}/submit-video-url`, {
      headers: bearer(creatorToken),
      data: { video_url: `https://www.tiktok.com/@${username}/video/7377777777777771234` },
    });
    expect(submitted.ok(), await submitted.text()).toBe(true);
    await approveAndSettle(request, adminToken, promotionId);
    await creator.goto('/app/credits/transaction-history');
    const earning = creator.getByTestId('transaction-row').filter({ hasText: title });
    await expect(earning.getByTestId('earning-state')).toHaveText('Earned');
  });

  await test.step('the creator is told what is missing and completes the payment settings', async () => {
    await creator.goto('/app/account/payment-settings');
    await expect(creator.getByTestId('payable')).toHaveText('Not payable');
    await expect(creator.getByTestId('payable-missing')).toContainText('legal name, address, country, tax status');
    await completePaymentSettings(creator, `Bill Journey ${stamp}`);
    await expect(creator.getByTestId('payable')).toHaveText('Payable');
    await shoot(creator, 'run-now-payment-settings');
  });

  await test.step('an admin runs the billing job now from Background Processes, after confirming', async () => {
    await login(admin, DEMO.admin);
    await admin.goto('/admin/background-processes');
    const panel = admin.getByTestId('billing-run');
    await panel.getByRole('button', { name: 'Run billing now' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Run billing now?' });
    await expect(dialog).toContainText('Earnings already on a bill are never billed again.');
    await shoot(admin, 'billing-run-dialog', false);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(admin, BILL_MESSAGES.billingRunQueued)).toHaveAttribute('data-color', 'green');
    await expect(dialog).toBeHidden();
    // the list follows the run until it has finished, and shows what it did
    const run = admin.getByTestId('task-row').filter({ hasText: "Generate creators' bills now" }).first();
    await expect(run.getByTestId('task-state')).toHaveText('completed', { timeout: 30_000 });
    await expect(run).toContainText('"created":');
    await expect(panel.getByRole('button', { name: 'Run billing now' })).toBeEnabled();
    await shoot(admin, 'background-processes', false);
  });

  let number = '';
  let amount = '';
  await test.step('the bill appears for the creator with its line', async () => {
    await creator.goto('/app/credits/bills');
    const bill = creator.getByTestId('bill-row');
    await expect(bill).toHaveCount(1);
    await expect(bill.getByTestId('bill-status')).toHaveText('Open');
    await expect(bill).toContainText('€30.00');
    number = ((await bill.getByText(/^Bill \d{4}-\d{5}$/).textContent()) ?? '').replace('Bill ', '');
    amount = '30.00';
    await bill.getByRole('button', { name: 'Show lines' }).click();
    const line = bill.getByTestId('bill-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(title);
    await expect(line).toContainText('40,000');
    await shoot(creator, 'run-now-bill');
  });

  await test.step('the admin pays it by a SEPA file whose transfer names the bill, then marks the batch paid', async () => {
    // the newest bill is on the first page
    await admin.goto('/admin/invoices');
    const row = admin.getByTestId('invoice-row').filter({ hasText: username });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await expect(row).toContainText(number);
    await row.getByRole('checkbox', { name: `Select invoice ${number} for payout` }).check();
    await expect(admin.getByTestId('payout-selection')).toContainText('1 bill selected · €30.00');
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Create SEPA file' }).click();
    const file = await download;
    await expect(toast(admin, 'SEPA payout file created.')).toHaveAttribute('data-color', 'green');
    const xml = fs.readFileSync((await file.path()) ?? '', 'utf8');
    // one transfer: the group header and the payment information count it and sum it to the cent
    expect(await readSepa(admin, xml)).toEqual({
      namespace: 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09',
      count: ['1', '1'],
      sums: [amount, amount],
      endToEndIds: [number],
      amounts: [['EUR', amount]],
    });
    await expect(row.getByTestId('invoice-status')).toHaveText('Processing');
    await row.scrollIntoViewIfNeeded();
    await shoot(admin, 'run-now-invoices', false);

    await creator.reload();
    await expect(creator.getByTestId('bill-status')).toHaveText('Payment on its way');

    const batch = admin.getByTestId('batch-row').filter({ hasText: file.suggestedFilename().replace(/\.xml$/, '') });
    await expect(batch).toContainText('Processing');
    await batch.getByRole('button', { name: 'Mark batch paid' }).click();
    await batch.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(admin, BILL_MESSAGES.batchPaid)).toHaveAttribute('data-color', 'green');
    await expect(batch).toContainText('Paid');
    await expect(row.getByTestId('invoice-status')).toHaveText('Paid');
  });

  await test.step('the creator sees the bill paid, and the earning paid in the history', async () => {
    await creator.reload();
    await expect(creator.getByTestId('bill-status')).toHaveText('Paid');
    await shoot(creator, 'run-now-bill-paid');
    await creator.goto('/app/credits/transaction-history');
    const earning = creator.getByTestId('transaction-row').filter({ hasText: title });
    await expect(earning.getByTestId('earning-state')).toHaveText('Paid');
  });
});
