// A musician's invoices and credit notes (docs/engine.md "Invoices to musicians"): billing details saved on the
// Billing page, a draft paid by card on the simulated Stripe Checkout, the invoice downloaded from Billing and read
// back from its PDF; the admin rejects the campaign, and the credit note is read back the same way.
import fs from 'node:fs';
import { MSG } from '@hookline/shared/messages';
import { expect, type Page, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apiToken, bearer, DEMO, login, shoot, toast } from './fixtures';

/** The text of a PDF, one string per text item joined by spaces (pdfjs-dist, as the server's tests read PDFs). */
async function pdfText(path: string) {
  const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(path)), isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

/** Clicks a document's Download PDF on the Billing page and answers the saved file's text. */
async function downloadText(page: Page, title: RegExp) {
  const row = page.getByTestId('billing-document').filter({ hasText: title });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: new RegExp(`^${MSG.billingDownloadPdf}`) }).click();
  const file = await download;
  await expect(toast(page, MSG.billingPdfDownloaded).first()).toBeVisible();
  return { name: file.suggestedFilename(), text: await pdfText((await file.path()) ?? '') };
}

test('a musician pays a draft by card, reads the invoice from Billing, and the credit note after a rejection', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Billing Song ${Date.now()}`;
  const token = await apiToken(request, DEMO.musician);
  const start = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const created = await request.post('/api/musician/drafts', {
    headers: bearer(token),
    data: {
      start_date: start,
      end_date: end,
      budget_eur: 1000,
      territories: [4],
      song: { title, artist: 'The Ledger', genre: { name: 'Pop' }, spotify_url: 'https://open.spotify.com/track/bill' },
    },
  });
  expect(created.ok()).toBe(true);
  const draftId = ((await created.json()) as { data: { id: number } }).data.id;

  const musician = await browser.newPage();
  await login(musician, DEMO.musician);

  await test.step('the musician saves billing details on the Billing page', async () => {
    await musician.goto('/app/account');
    await musician.getByRole('link', { name: MSG.billingLinkLabel, exact: true }).click();
    await expect(musician).toHaveURL(/\/app\/account\/billing$/);
    await expect(musician.getByTestId('billing-details-missing')).toBeVisible();
    await musician.getByLabel(MSG.billingLegalNameLabel, { exact: false }).fill('Ledger Music GmbH');
    await musician.getByLabel(MSG.billingStreetLabel).fill('Hauptstraße 5');
    await musician.getByLabel(MSG.billingPostcodeLabel).fill('10115');
    await musician.getByLabel(MSG.billingCityLabel).fill('Berlin');
    const country = musician.getByRole('combobox', { name: MSG.billingCountryLabel });
    await country.click();
    await country.fill('Germany');
    await musician.getByRole('option', { name: 'Germany', exact: true }).click();
    await musician.getByLabel(MSG.billingKindBusiness).check();
    await musician.getByLabel(MSG.billingVatIdLabel, { exact: false }).fill('DE136695976');
    await musician.getByRole('button', { name: MSG.billingSave }).click();
    await expect(toast(musician, MSG.billingDetailsSaved)).toHaveAttribute('data-color', 'green');
    await expect(musician.getByText(MSG.billingNoDocuments)).toBeVisible();
    await shoot(musician, 'billing-empty');
  });

  await test.step('the musician pays the draft by card on the simulated Stripe Checkout', async () => {
    await musician.goto(`/app/musician-campaigns/drafts/${draftId}/preview`);
    // 1,000 + 15 % fee = 1,150; VAT 19 % (a German business pays the platform country's VAT) = 218.50
    await expect(musician.getByTestId('price-total')).toHaveText('€1,368.50');
    await shoot(musician, 'draft-price');
    await musician.getByRole('button', { name: 'Pay by card' }).click();
    await musician.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(musician).toHaveURL(/checkout=success/);
  });

  let invoiceNumber = '';
  await test.step('Billing lists the invoice as paid; its PDF reads back', async () => {
    await musician.goto('/app/account/billing');
    const row = musician.getByTestId('billing-document').filter({ hasText: /^Invoice INV-/ });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('payment-status')).toHaveText('Paid');
    await expect(row).toContainText(`Campaign budget: ${title}`);
    const { name, text } = await downloadText(musician, /^Invoice INV-/);
    invoiceNumber = /INV-\d{4}-\d{6}/.exec(name)?.[0] ?? '';
    expect(invoiceNumber).not.toBe('');
    expect(text).toContain(`Invoice ${invoiceNumber}`);
    expect(text).toContain('Ledger Music GmbH');
    expect(text).toContain('VAT ID: DE136695976');
    expect(text).toContain(`Campaign budget: ${title}`);
    expect(text).toContain('€1,000.00');
    expect(text).toContain('Service fee');
    expect(text).toContain('VAT 19 %: €218.50');
    expect(text).toContain('Total: €1,368.50');
    await shoot(musician, 'billing-invoice');
  });

  await test.step('the admin rejects the campaign; the musician reads the credit note', async () => {
    const admin = await browser.newPage();
    await login(admin, DEMO.admin);
    await admin.goto('/admin/campaign-requests');
    const request = admin.getByTestId('review-request').filter({ hasText: title });
    await request.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject campaign' });
    await dialog.getByLabel('Reason').fill('The song is not out yet.');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(admin, 'Campaign rejected; the payment is refunded in full.')).toBeVisible();
    // the admin's campaign cards show each campaign's funded, spent, reserved and refunded
    await admin.goto('/admin/campaigns/active');
    const money = admin.getByTestId('campaign-money').first();
    await expect(money).toContainText(/^Funded: €[\d,.]+Spent: €[\d,.]+Reserved: €[\d,.]+Refunded: €[\d,.]+$/);
    await shoot(admin, 'admin-campaign-money');
    await admin.close();

    await musician.reload();
    const note = musician.getByTestId('billing-document').filter({ hasText: /^Credit note CN-/ });
    await expect(note).toHaveCount(1);
    await expect(note.getByTestId('payment-status')).toHaveText('Refunded');
    const { text } = await downloadText(musician, /^Credit note CN-/);
    expect(text).toMatch(/Credit note CN-\d{4}-\d{6}/);
    expect(text).toContain(`Corrects invoice: ${invoiceNumber}`);
    expect(text).toContain('Total: -€1,368.50');
    await shoot(musician, 'billing-credit-note');
  });
});
