// A musician's first hour, alone (docs/decisions/0015-musician-sign-up.md): signs up on /signup choosing the
// musician account, verifies the email, is asked for billing details first and adds them, creates a campaign whose
// Spotify link fills title, artist and cover, pays it on the Stripe simulator's checkout page, and finds the
// invoice email with its PDF in /dev/mailbox. SHOTS_DIR=… keeps each changed screen at 360 and 1280 px.
import { MSG } from '@hookline/shared/messages';
import { DRAFT_MESSAGES } from '@hookline/shared/musician-campaigns';
import { expect, test } from '@playwright/test';
import { lastMail, linkIn, login, pickDate, shoot, toast, uniqueEmail } from './fixtures';

const PASSWORD = 'musician-signup-e2e-1';

type Mail = { id: number; to: string; subject: string; text: string; attachments: { filename: string; url: string }[] };

test('a musician signs up alone, adds billing details, creates a campaign from a Spotify link, pays and gets the invoice', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('newmusician');
  const stageName = `Nova ${Date.now().toString(36)}`;

  await test.step('signs up on /signup as a musician, with a stage name', async () => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: MSG.landingSignupCreator })).toHaveAttribute('href', '/signup');
    await shoot(page, 'landing');
    await page.getByRole('link', { name: MSG.landingSignupMusician }).click();
    await expect(page).toHaveURL(/\/signup\?as=musician/);
    await expect(page.getByRole('radio', { name: MSG.authSignupAsMusician })).toBeChecked();
    await page.getByRole('textbox', { name: 'Stage name' }).fill(stageName);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('checkbox', { name: /older than 13/ }).check();
    await shoot(page, 'signup-musician');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(toast(page, MSG.signupSuccess)).toBeVisible();
  });

  await test.step('verifies the email and lands on Account, asked for billing details first', async () => {
    await page.goto(linkIn((await lastMail(request, email)).text));
    await expect(page.getByTestId('verify-result')).toHaveText(MSG.emailVerified);
    await login(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/app\/account$/);
    await expect(page.getByText(stageName).first()).toBeVisible();
    const ask = page.getByTestId('billing-details-first');
    await expect(ask).toContainText(MSG.muBillingDetailsFirst);
    await shoot(page, 'account-billing-first');
    await ask.getByRole('link', { name: MSG.muAddBillingDetails }).click();
    await expect(page).toHaveURL(/\/app\/account\/billing$/);
  });

  await test.step('adds the billing details', async () => {
    await page.getByRole('textbox', { name: MSG.billingLegalNameLabel }).fill(stageName);
    await page.getByRole('textbox', { name: MSG.billingStreetLabel }).fill('Hauptstraße 1');
    await page.getByRole('textbox', { name: MSG.billingPostcodeLabel }).fill('10115');
    await page.getByRole('textbox', { name: MSG.billingCityLabel }).fill('Berlin');
    const country = page.getByRole('combobox', { name: MSG.billingCountryLabel });
    await country.click();
    await country.fill('Germany');
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    await page.getByLabel(MSG.billingKindConsumer).check();
    await page.getByRole('button', { name: MSG.billingSave }).click();
    await expect(toast(page, MSG.billingDetailsSaved)).toBeVisible();
    await page.goto('/app/musician-campaigns');
    await expect(
      page.getByRole('button', { name: MSG.muNewCampaign }).or(page.getByRole('link', { name: MSG.muNewCampaign })),
    ).toBeVisible();
    await expect(page.getByTestId('billing-details-first')).toHaveCount(0);
  });

  let title = '';
  await test.step('creates a campaign: the Spotify link fills title, artist and cover', async () => {
    await page.goto('/app/musician-campaigns/drafts/new');
    const spotify = page.getByRole('textbox', { name: MSG.cfSpotifyLink });
    await spotify.fill(`https://open.spotify.com/track/5nT${Date.now().toString(36)}Qz`);
    await spotify.blur();
    await expect(page.getByTestId('spotify-filled')).toBeVisible();
    await expect(page.getByTestId('spotify-cover')).toBeVisible();
    const titleField = page.getByRole('textbox', { name: MSG.cfSongTitle });
    await expect(titleField).not.toHaveValue('');
    await expect(page.getByRole('textbox', { name: MSG.cfArtist })).not.toHaveValue('');
    title = await titleField.inputValue();
    await shoot(page, 'new-campaign-spotify');
    await pickDate(page, MSG.cfStartDate, 10);
    await pickDate(page, MSG.cfEndDate, 20);
    await page.getByRole('textbox', { name: MSG.cfBudget }).fill('300');
    await page
      .getByRole('textbox', { name: MSG.cfTiktokLink })
      .fill('https://www.tiktok.com/music/First-Hour-7300000000000000001');
    await page.getByRole('textbox', { name: 'Hashtag 1' }).fill('#firsthour');
    await page.getByRole('textbox', { name: MSG.cfNewGenre }).fill('E2E Pop');
    await page.getByRole('combobox', { name: MSG.cfTerritories, exact: true }).click({ force: true });
    await page.getByRole('option', { name: 'all', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: MSG.muSaveDraft }).click();
    await expect(toast(page, DRAFT_MESSAGES.saved)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/musician-campaigns$/);
  });

  await test.step('pays it by card on the Stripe simulator', async () => {
    const card = page.getByTestId('draft-card').filter({ hasText: title });
    await card.getByRole('link', { name: MSG.muPreview }).click();
    await expect(page.getByTestId('price-total')).toHaveText('€410.55'); // 300 + 45 fee + 19 % German VAT
    await expect(page.getByTestId('vat-no-details')).toHaveCount(0); // the details decide it now
    await page.getByRole('button', { name: MSG.payByCard }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/checkout=success/);
    await expect(page.getByTestId('draft-card').filter({ hasText: title })).toContainText('Waiting for review');
  });

  await test.step('finds the invoice email with its PDF in /dev/mailbox', async () => {
    let mail: Mail | undefined;
    await expect
      .poll(
        async () => {
          const res = await request.get('/api/dev/outbox', { params: { to: email, per_page: 20 } });
          const items = ((await res.json()) as { data: { items: Mail[] } }).data.items;
          mail = items.find((m) => m.subject.startsWith('Your invoice INV-'));
          return Boolean(mail);
        },
        { message: `the invoice email to ${email}`, timeout: 60_000 },
      )
      .toBe(true);
    const number = mail?.subject.replace('Your invoice ', '') ?? '';
    expect(mail?.text).toContain(`Your invoice ${number} is attached to this email as a PDF.`);
    const file = `hookline-invoice-${number}.pdf`;
    expect(mail?.attachments.map((a) => a.filename)).toEqual([file]);
    await page.goto('/dev/mailbox');
    const entry = page.locator('article').filter({ hasText: `Your invoice ${number}` });
    await expect(entry.getByRole('link', { name: file })).toBeVisible();
    await shoot(page, 'mailbox-invoice', false, [1280]);
    const pdf = await request.get(mail?.attachments[0]?.url ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test('before billing details the checkout says which VAT rule applies; a failed card leads back with Pay again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('newmusician');
  const signedUp = await request.post('/api/auth/sign-up', {
    data: {
      email,
      password: PASSWORD,
      terms: true,
      age: true,
      account_type: 'musician',
      stage_name: `Lune ${Date.now().toString(36)}`,
    },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const token = new URL(linkIn((await lastMail(request, email)).text), 'http://x').searchParams.get('verify');
  expect((await request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
  const session = (
    (await (await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } })).json()) as {
      token: string;
    }
  ).token;
  const start = new Date();
  const draft = await request.post('/api/musician/drafts', {
    headers: { Authorization: `Bearer ${session}` },
    data: {
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 20 * 86_400_000).toISOString(),
      budget_eur: 300,
      territories: [8],
      song: {
        title: 'No Details Yet',
        artist: 'Lune',
        genre: { name: 'E2E Pop' },
        spotify_url: 'https://open.spotify.com/track/nodetails',
      },
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const draftId = ((await draft.json()) as { data: { id: number } }).data.id;

  await login(page, email, PASSWORD);
  await page.goto(`/app/musician-campaigns/drafts/${draftId}/preview`);
  const note = page.getByTestId('vat-no-details');
  await expect(note).toHaveText(
    `${MSG.billingVatNoDetails.replace('{country}', 'DE').replace('{rate}', '19')}${MSG.muAddBillingDetails}`,
  );
  await shoot(page, 'checkout-no-details');
  await page.getByRole('button', { name: MSG.payByCard }).click();
  await page.getByRole('button', { name: 'Pay with a failing card' }).click();
  await expect(page).toHaveURL(new RegExp(`draft=${draftId}.*checkout=cancelled`));
  const cancelled = page.getByTestId('checkout-cancelled');
  await expect(cancelled).toBeVisible();
  await shoot(page, 'checkout-cancelled');
  await cancelled.getByRole('link', { name: MSG.muPayAgain }).click();
  await expect(page).toHaveURL(new RegExp(`/app/musician-campaigns/drafts/${draftId}/preview$`));
  await expect(page.getByTestId('payment-failed')).toHaveText(MSG.paymentFailed);
  await expect(page.getByRole('button', { name: MSG.payByCard })).toBeEnabled();
});
