// Hookline in its creators' languages (docs/decisions/0012-languages.md): the pre-rendered /login and /signup in the
// visitor's language before any script ran, the picker switching the screen at once and the choice kept on reload;
// and in German, Spanish and Brazilian Portuguese the journeys of docs/decisions/0012-languages.md: sign-up with its email, the feed,
// submitting a video, credits and bills, and a musician's dashboard.
import { type MessageKey, type MessageParams, messageText } from '@hookline/shared/catalogue';
import { MIN_AGE } from '@hookline/shared/constants';
import { LANGUAGE_NAMES, type Locale } from '@hookline/shared/languages';
import { de } from '@hookline/shared/locales/de';
import { es } from '@hookline/shared/locales/es';
import { MSG } from '@hookline/shared/messages';
import { formatEur } from '@hookline/shared/money';
import { loadAllLanguages } from '@hookline/shared/translations';
import { expect, type Page, test } from '@playwright/test';
import {
  apiToken,
  bearer,
  createOpenCampaign,
  DEMO,
  lastMail,
  levelAndLinkTikTok,
  linkIn,
  login,
  toast,
  uniqueEmail,
} from './fixtures';

test('the pre-rendered /login and /signup are in the visitor’s language: the cookie, else Accept-Language', async ({
  request,
}) => {
  const german = await (
    await request.get('/login', { headers: { accept: 'text/html', 'accept-language': 'de-DE' } })
  ).text();
  expect(german).toContain('<html lang="de"');
  expect(german).toContain(`${de.authLoginSubtitle}`);
  const chosen = await (
    await request.get('/signup', { headers: { accept: 'text/html', 'accept-language': 'de', cookie: 'hl_lang=es' } })
  ).text();
  expect(chosen).toContain('<html lang="es"');
  expect(chosen).toContain(`${es.authSignupTitle}`);
  const english = await (
    await request.get('/login', { headers: { accept: 'text/html', 'accept-language': 'fr' } })
  ).text();
  expect(english).toContain('<html lang="en"');
  expect(english).toContain(MSG.authLoginSubtitle);
});

test('the picker on /login shows it in the chosen language at once, and keeps it on reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: MSG.authLogIn, exact: true })).toBeVisible();
  await page.getByTestId('language-picker').selectOption('de');
  await expect(page.getByRole('button', { name: de.authLogIn, exact: true })).toBeVisible();
  await expect(page.getByText(de.authLoginSubtitle ?? '')).toBeVisible();
  await page.reload();
  // painted in German from the first frame (the server's German page), and still German once the scripts ran
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('[aria-disabled="true"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: de.authLogIn, exact: true })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'hl_lang')?.value).toBe('de');
});

// The journeys in each language: a visitor whose browser speaks the language signs up on the
// sign-up screen in it and gets the verification email in it; as a creator they see the feed, submit a video and open
// credits and bills in it; a musician who chose the language opens their dashboard in it. Every text is looked up in
// the language's catalogue (packages/shared/src/locales/<tag>.ts through messageText), never written here.
const JOURNEY_PASSWORD = 'language-journey-1';

/** Each language Hookline speaks besides English, with a browser language tag that should pick it. */
const JOURNEY_LANGUAGES: { locale: Exclude<Locale, 'en'>; browser: string }[] = [
  { locale: 'de', browser: 'de-DE' },
  { locale: 'es', browser: 'es-MX' },
  { locale: 'pt-BR', browser: 'pt-BR' },
];

loadAllLanguages();

/** Logs in through the form written in `locale`, and waits for the signed-in shell. */
async function loginIn(page: Page, text: Text, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: text('authEmail'), exact: true }).fill(email);
  await page.getByLabel(text('authPassword'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text('authLogIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/app\//);
}

type Text = (key: MessageKey, params?: MessageParams) => string;

for (const { locale, browser } of JOURNEY_LANGUAGES) {
  test.describe(`in ${LANGUAGE_NAMES[locale]}`, () => {
    test.use({ locale: browser });

    test(`a creator signs up, sees the feed, submits a video, opens credits and bills; a musician opens their dashboard (${locale})`, async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      const text: Text = (key, params) => messageText(key, params, locale);
      const admin = await apiToken(request, DEMO.admin);
      const stamp = `${locale.toLowerCase()}-${Date.now().toString(36)}`;
      const email = uniqueEmail(`lang-${locale.toLowerCase()}`);

      await test.step('signs up on the sign-up screen in the browser’s language', async () => {
        await page.goto('/signup');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByText(text('authSignupTitle'))).toBeVisible();
        await expect(page.locator('[aria-disabled="true"]')).toHaveCount(0);
        await page.getByRole('textbox', { name: text('authEmail'), exact: true }).fill(email);
        await page.getByLabel(text('authPassword'), { exact: true }).fill(JOURNEY_PASSWORD);
        await page.getByLabel(text('authConfirmPassword'), { exact: true }).fill(JOURNEY_PASSWORD);
        const terms = text('authAcceptTermsLinks', { terms: text('authTermsLink'), privacy: text('authPrivacyLink') });
        await page.getByRole('checkbox', { name: terms }).check();
        await page.getByRole('checkbox', { name: text('authAgeConfirm', { minAge: MIN_AGE }) }).check();
        await page.getByRole('button', { name: text('authSignUp'), exact: true }).click();
        await expect(toast(page, text('signupSuccess'))).toBeVisible();
      });

      await test.step('the verification email is in the language, and its link verifies the address', async () => {
        const mail = await lastMail(request, email);
        expect(mail.subject).toBe(text('mailVerifySubject'));
        expect(mail.text).toContain(text('mailVerifyBody'));
        expect(mail.text).toContain(text('mailVerifyAction'));
        await page.goto(linkIn(mail.text));
        await expect(page.getByTestId('verify-result')).toContainText(text('emailVerified'));
      });

      // the scene through the API: a campaign, and the creator at Level 2 linked to the TikTok simulator
      const title = `Sprache ${stamp}`;
      const campaign = await createOpenCampaign(request, admin, { title, hashtag: '#langjourney' });
      const username = `lang_${stamp.replace(/\W/g, '_')}`;
      await levelAndLinkTikTok(request, {
        admin,
        token: await apiToken(request, email, JOURNEY_PASSWORD),
        username,
        levelId: 3,
      });

      await test.step('sees the feed, with what the campaign pays in the language’s format', async () => {
        await loginIn(page, text, email, JOURNEY_PASSWORD);
        await expect(page).toHaveURL(/\/app\/campaigns$/);
        await expect(page.getByRole('heading', { name: text('uiCampaigns'), exact: true })).toBeVisible();
        const card = page.getByTestId('campaign-card').filter({ hasText: title });
        await expect(card.getByTestId('earn')).toHaveText(formatEur(50, locale));
        await card.getByRole('link', { name: text('crViewCampaign') }).click();
        await expect(page).toHaveURL(new RegExp(`/app/campaigns/${campaign.id}$`));
      });

      await test.step('joins the campaign and submits a video', async () => {
        await page.getByRole('button', { name: text('crJoinCampaign') }).click();
        await expect(toast(page, text('campaignJoined'))).toBeVisible();
        await page
          .getByRole('textbox', { name: text('crTiktokVideoLink') })
          .fill(`https://www.tiktok.com/@${username}/video/7355555555555551234`);
        await page.getByRole('button', { name: text('crSubmitVideoLink') }).click();
        await expect(toast(page, text('linkSubmitted'))).toBeVisible();
        await expect(page.getByTestId('own-promotion').getByTestId('promotion-status')).toHaveText(
          text('crStatusSubmitted'),
        );
      });

      await test.step('opens credits and bills', async () => {
        await page.goto('/app/credits');
        await expect(page.getByRole('heading', { name: text('uiCredits'), exact: true })).toBeVisible();
        await expect(page.getByTestId('balance-paid_eur')).toHaveText(formatEur(0, locale));
        await page.getByRole('link', { name: text('crBills') }).click();
        await expect(page).toHaveURL(/\/app\/credits\/bills$/);
        await expect(page.getByRole('heading', { name: text('crBills'), exact: true })).toBeVisible();
        await expect(page.getByText(text('crNoBillsYet'))).toBeVisible();
      });

      await test.step('a musician who chose the language opens their dashboard from an English browser', async () => {
        // invited by an admin, their password set through the invitation, the language saved in their account
        const musicianEmail = uniqueEmail(`musician-${locale.toLowerCase()}`);
        const created = await request.post('/api/admin/musicians', {
          headers: bearer(admin),
          data: { email: musicianEmail, stage_name: `Stage ${stamp}` },
        });
        expect(created.status()).toBe(201);
        const musicianId = ((await created.json()) as { data: { id: number } }).data.id;
        const invite = await lastMail(request, musicianEmail);
        const token = new URL(linkIn(invite.text), 'http://x').searchParams.get('token');
        const reset = await request.post('/api/auth/reset-password', { data: { token, password: JOURNEY_PASSWORD } });
        expect(reset.ok(), await reset.text()).toBe(true);
        const saved = await request.put('/api/users/me', {
          headers: bearer(await apiToken(request, musicianEmail, JOURNEY_PASSWORD)),
          data: { language: locale },
        });
        expect(saved.ok(), await saved.text()).toBe(true);
        const song = `Dashboard ${stamp}`;
        await createOpenCampaign(request, admin, { title: song, musicianId });

        const english = await browser.newContext({ baseURL, locale: 'en-US' });
        const musician = await english.newPage();
        await login(musician, musicianEmail, JOURNEY_PASSWORD);
        // a musician lands on Account after signing in; their dashboard is their campaigns
        await musician.goto('/app/musician-campaigns');
        await expect(musician.locator('html')).toHaveAttribute('lang', locale);
        await expect(musician.getByRole('heading', { name: text('muYourCampaigns'), exact: true })).toBeVisible();
        const card = musician.getByTestId('musician-campaign-card').filter({ hasText: song });
        await expect(card).toContainText(text('muActive'));
        await expect(card.getByTestId('card-money')).toHaveText(
          text('muCardMoney', { reserved: formatEur(0, locale), refunded: formatEur(0, locale) }),
        );
        await english.close();
      });
    });
  });
}
