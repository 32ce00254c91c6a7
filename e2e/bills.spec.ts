// Journey: a creator completes the payment settings their bills need, an admin pays the creator's open bills by a
// SEPA credit-transfer batch, and the creator sees them paid. Uses the seeded billed2 creator (seed-demo.ts), whose
// last two monthly bills are open; admin-people.spec.ts marks another past biller's bill paid by hand.
import { BILL_MESSAGES } from '@hookline/shared/bills';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, login, toast } from './fixtures';

const CREATOR = 'billed2@demo.hookline.test';
const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const invoiceRows = (page: Page) => page.getByTestId('invoice-row').filter({ hasText: 'past_biller_2' });

test('a creator completes payment settings, is paid by a SEPA batch and sees the bills paid', async ({ browser }) => {
  const admin = await browser.newPage();
  const creator = await browser.newPage();

  await test.step('the admin cannot select bills of a creator whose payment settings are incomplete', async () => {
    await login(admin, DEMO.admin);
    await admin.goto('/admin/invoices?per_page=all');
    await expect(invoiceRows(admin).first()).toBeVisible();
    const open = invoiceRows(admin).filter({ has: admin.getByRole('checkbox') });
    await expect(open).toHaveCount(2);
    await expect(open.first().getByRole('checkbox')).toBeDisabled();
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
    await expect(open).toHaveCount(2);
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
