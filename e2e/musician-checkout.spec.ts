// A musician's own campaign from paying to its end, on the Stripe simulator: a failing card, then a card payment
// choosing a credit for the unspent budget, an admin's approval, a creator who joins and earns, a top-up, the end
// of the campaign with the refund and the credit shown, and the next draft paid by bank transfer, which an admin
// marks received. SHOTS_DIR=… keeps each changed screen at 360 and 1280 px.
import fs from 'node:fs';
import { MSG } from '@hookline/shared/messages';
import { DRAFT_MESSAGES } from '@hookline/shared/musician-campaigns';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apiToken, approveAndSettle, bearer, DEMO, E2E_SOUND, login, shoot, toast } from './fixtures';

async function newDraft(request: APIRequestContext, token: string, title: string, budgetEur: number) {
  const start = new Date(); // approval starts it now: creators can join at once
  const res = await request.post('/api/musician/drafts', {
    headers: bearer(token),
    data: {
      description: `<p>${title}</p>`,
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 20 * 86_400_000).toISOString(),
      budget_eur: budgetEur,
      hashtags: ['#selfpaid'],
      territories: [8],
      song: {
        title,
        artist: 'Mia Melody',
        genre: { name: 'E2E Pop' },
        spotify_url: 'https://open.spotify.com/track/selfpaid',
        tiktok_url: E2E_SOUND,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const euros = (cents: number) => `€${(cents / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

test('a musician pays for a campaign, an admin approves it, a creator earns, a top-up, the end gives back the rest', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const title = `Self Paid ${stamp}`;
  const adminToken = await apiToken(request, DEMO.admin);
  const musicianToken = await apiToken(request, DEMO.musician);
  const draftId = await newDraft(request, musicianToken, title, 300);
  const musician = await browser.newPage();
  const admin = await browser.newPage();
  await login(musician, DEMO.musician);
  const preview = `/app/musician-campaigns/drafts/${draftId}/preview`;

  await test.step('a failing card: back on the draft, the musician is told and it stays unpaid', async () => {
    await musician.goto(preview);
    await expect(musician.getByTestId('price-total')).toHaveText('€410.55'); // 300 + 45 fee + 19 % VAT
    await shoot(musician, 'checkout');
    await musician.getByRole('button', { name: MSG.payByCard }).click();
    await musician.getByRole('button', { name: 'Pay with a failing card' }).click();
    await expect(musician).toHaveURL(/checkout=cancelled/);
    await musician.goto(preview);
    await expect(musician.getByTestId('payment-failed')).toHaveText(MSG.paymentFailed);
    await shoot(musician, 'checkout-failed');
  });

  await test.step('a card that pays, with the unspent budget to come back as credit', async () => {
    await musician.getByRole('radio', { name: MSG.endRefundCredit }).check();
    await musician.getByRole('button', { name: MSG.payByCard }).click();
    await musician.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(musician).toHaveURL(/checkout=success/);
    const card = musician.getByTestId('draft-card').filter({ hasText: title });
    await expect(card).toContainText('Waiting for review');
  });

  let campaignId = 0;
  await test.step('an admin approves it on Campaign Requests', async () => {
    await login(admin, DEMO.admin);
    await admin.goto('/admin/campaign-requests');
    const request_ = admin.getByTestId('review-request').filter({ hasText: title });
    await expect(request_).toContainText(MSG.payByCard);
    await shoot(admin, 'campaign-requests');
    await request_.getByRole('combobox', { name: /Max Creator Level/ }).click();
    await admin.getByRole('option', { name: /^Level 6/ }).click();
    await request_.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(admin, DRAFT_MESSAGES.approved)).toBeVisible();
    const draft = await request.get(`/api/musician/drafts/${draftId}`, { headers: bearer(musicianToken) });
    campaignId = ((await draft.json()) as { data: { campaign_id: number } }).data.campaign_id;
    expect(campaignId).toBeGreaterThan(0);
  });

  await test.step('a creator joins, posts a video and earns from it', async () => {
    const creatorToken = await apiToken(request, DEMO.creator);
    const joined = await request.post(`/api/campaigns/${campaignId}/join`, { headers: bearer(creatorToken) });
    expect(joined.status(), await joined.text()).toBe(201);
    const promotionId = ((await joined.json()) as { data: { id: number } }).data.id;
    const submitted = await request.post(`/api/promotions/${promotionId}/submit-video-url`, {
      headers: bearer(creatorToken),
      data: { video_url: `https://www.tiktok.com/@demo.dancer/video/73888${Date.now().toString().slice(-12)}` },
    });
    expect(submitted.ok(), await submitted.text()).toBe(true);
    await approveAndSettle(request, adminToken, promotionId);
    const creator = await browser.newPage();
    await login(creator, DEMO.creator);
    await creator.goto('/app/credits/transaction-history');
    const earning = creator.getByTestId('transaction-row').filter({ hasText: title });
    await expect(earning.getByTestId('earning-state')).toHaveText('Earned');
    await creator.close();
  });

  await test.step('the musician tops the campaign up by card', async () => {
    await musician.goto(`/app/musician-campaigns/${campaignId}`);
    await musician.getByRole('button', { name: 'Top up' }).click();
    await musician.getByRole('textbox', { name: 'Amount added to the budget (EUR)' }).fill('50');
    const dialog = musician.getByRole('dialog', { name: 'Top up the budget' });
    await expect(dialog.getByTestId('price-total')).toBeVisible();
    // the same choices as a draft's checkout: card, SEPA or a bank transfer, and the end-of-campaign refund
    await expect(dialog.getByRole('radio', { name: MSG.payBySepa })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: MSG.payByBankTransfer })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: MSG.endRefundOriginal })).toBeChecked();
    await dialog.getByRole('radio', { name: MSG.payByCard }).check();
    await dialog.getByRole('button', { name: MSG.payByCard }).click();
    await musician.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(musician).toHaveURL(/checkout=success/);
    const c = await request.get(`/api/admin/campaigns/${campaignId}`, { headers: bearer(adminToken) });
    expect(((await c.json()) as { data: { budget_eur: number } }).data.budget_eur).toBe(350);
  });

  await test.step('the campaign ends: the unspent budget goes back, the top-up to the card and the rest as credit', async () => {
    const ended = await request.put(`/api/admin/campaigns/${campaignId}`, {
      headers: bearer(adminToken),
      data: { archived: true },
    });
    expect(ended.ok(), await ended.text()).toBe(true);
    await musician.goto(`/app/musician-campaigns/${campaignId}`);
    const refunds = musician.getByTestId('campaign-refunds');
    await expect(refunds).toContainText(MSG.refundReasonEnd);
    await expect(refunds).toContainText(MSG.refundRailStripe);
    await expect(refunds).toContainText(MSG.refundRailCredit);
    const list = await request.get(`/api/musician/campaigns/${campaignId}/refunds`, { headers: bearer(musicianToken) });
    const items = ((await list.json()) as { data: { items: { rail: string; amount_cents: number }[] } }).data.items;
    expect(items.map((r) => r.rail).sort()).toEqual(['credit', 'stripe']);
    await shoot(musician, 'campaign-refunds');
  });

  await test.step('the credit shows in the next price; that draft is paid by bank transfer, received by an admin', async () => {
    const list = await request.get(`/api/musician/campaigns/${campaignId}/refunds`, { headers: bearer(musicianToken) });
    const credit = ((await list.json()) as { data: { items: { rail: string; amount_cents: number }[] } }).data.items
      .filter((r) => r.rail === 'credit')
      .reduce((s, r) => s + r.amount_cents, 0);
    const next = await newDraft(request, musicianToken, `Transfer ${stamp}`, 500);
    await musician.goto(`/app/musician-campaigns/drafts/${next}/preview`);
    await expect(musician.getByTestId('price-credit')).toHaveText(`−${euros(credit)}`);
    await musician.getByRole('radio', { name: MSG.payByBankTransfer }).check();
    await musician.getByRole('button', { name: MSG.payByBankTransfer }).click();
    const details = musician.getByTestId('transfer-details');
    await expect(details).toContainText('DE89 3704 0044 0532 0130 00');
    const reference = (await details.getByText(/^HL-/).textContent()) ?? '';
    expect(reference).toMatch(/^HL-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await shoot(musician, 'bank-transfer');
    // the transfer pays against its pro-forma: the PDF carries the same reference and what is left to pay
    const download = musician.waitForEvent('download');
    await details.getByRole('button', { name: MSG.bankTransferProForma }).click();
    const file = await download;
    await expect(toast(musician, MSG.billingPdfDownloaded).first()).toBeVisible();
    const pdf = await getDocument({ data: new Uint8Array(fs.readFileSync((await file.path()) ?? '')) }).promise;
    const words = (await (await pdf.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    expect(words).toContain(`Reference: ${reference}`);
    expect(words).toContain(`${MSG.billingCreditUsed}: ${euros(credit)}`);

    await admin.goto('/admin/campaign-requests');
    const row = admin.getByTestId('transfer-to-receive').filter({ hasText: reference });
    await shoot(admin, 'campaign-requests-transfers');
    await row.getByRole('button', { name: MSG.markReceived }).click();
    await expect(admin.getByText(MSG.bankTransferReceiveConfirm)).toBeVisible();
    await admin.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(admin, MSG.bankTransferReceived)).toBeVisible();
    await expect(admin.getByTestId('review-request').filter({ hasText: `Transfer ${stamp}` })).toContainText(reference);
    // a second confirmation of the same transfer is refused
    const payment = await request.get(`/api/musician/drafts/${next}/payment`, { headers: bearer(musicianToken) });
    const paymentId = ((await payment.json()) as { data: { id: number } }).data.id;
    const again = await request.post(`/api/admin/bank-transfers/${paymentId}/received`, {
      headers: bearer(adminToken),
    });
    expect(again.status()).toBe(409);
    // received: the payment has its invoice on the musician's Billing page
    await musician.goto('/app/account/billing');
    await expect(
      musician
        .getByTestId('billing-document')
        .filter({ hasText: /^Invoice INV-/ })
        .filter({ hasText: `Transfer ${stamp}` }),
    ).toHaveCount(1);
  });
});
