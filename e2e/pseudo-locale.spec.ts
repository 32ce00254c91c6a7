// The pseudo-locale journey (docs/decisions/0012-languages.md): every screen opened with `?lang=pseudo`, where every
// catalogue text is wrapped in ⟦…⟧ with accented letters (apps/web/src/lib/i18n.ts). A text on screen outside the
// brackets was written outside the catalogue and would stay English in every language. User data, numbers, the
// brand and the languages' own names are allowed.
// To check another screen, add it to SCREENS (its path, the demo account to sign in as, and the part of the page
// that is yours to check: `main` keeps a screen's check apart from the shell's bars).
import { LANGUAGE_NAMES } from '@hookline/shared/languages';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, bearer, DEMO, E2E_SOUND, login } from './fixtures';

type Screen = {
  path: string;
  /** a demo account to sign in as first (a key of DEMO, or another seeded demo user's email) */
  as?: keyof typeof DEMO | `${string}@demo.hookline.test`;
  /** the part of the page checked (CSS selector); the whole page by default */
  within?: string;
  /** what to make through the API before the screen is opened (a draft...) */
  prepare?: (request: APIRequestContext) => Promise<void>;
  /** what to do on the screen before it is read (open a dialog...) */
  open?: (page: Page) => Promise<void>;
};

/** A seeded creator with a settled promotion, a bill and payment settings (as e2e/creator.spec.ts signs in). */
const SETTLED = 'creator4@demo.hookline.test';

/** A draft of the demo musician, so the drafts list shows one. */
async function newDraft(request: APIRequestContext) {
  const token = await apiToken(request, DEMO.musician);
  const start = new Date();
  const res = await request.post('/api/musician/drafts', {
    headers: bearer(token),
    data: {
      description: '<p>Pseudo Draft</p>',
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 20 * 86_400_000).toISOString(),
      budget_eur: 300,
      hashtags: ['#pseudo'],
      territories: [8],
      song: {
        title: 'Pseudo Draft',
        artist: 'Mia Melody',
        genre: { name: 'E2E Pop' },
        spotify_url: 'https://open.spotify.com/track/pseudo',
        tiktok_url: E2E_SOUND,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const SCREENS: Record<string, Screen> = {
  login: { path: '/login' },
  signup: { path: '/signup' },
  'forgot password': {
    path: '/login',
    open: async (page) => {
      await page.getByRole('button', { name: '⟦Fórgót pásswórd?⟧' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    within: '[role="dialog"]',
  },
  'email verification of a bad link': { path: '/login?verify=not-a-real-token' },
  'reset password without a token': { path: '/reset-password' },
  'reset password': { path: '/reset-password?token=not-a-real-token' },
  'musician invitation': { path: '/reset-password?token=not-a-real-token&invite=1' },
  'change password': { path: '/app/account/change-password', as: 'creator', within: 'main' },
  'change email': { path: '/app/account/change-email', as: 'creator', within: 'main' },
  // the creator's screens
  'campaign feed': { path: '/app/campaigns', as: 'creator', within: 'main' },
  'a campaign': {
    path: '/app/campaigns',
    as: 'creator',
    within: 'main',
    open: async (page) => {
      await page.getByTestId('campaign-card').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/app\/campaigns\/\d+$/);
    },
  },
  credits: { path: '/app/credits', as: SETTLED, within: 'main' },
  bills: { path: '/app/credits/bills', as: SETTLED, within: 'main' },
  'transaction history': { path: '/app/credits/transaction-history', as: SETTLED, within: 'main' },
  'campaign history': { path: '/app/credits/campaign-history', as: SETTLED, within: 'main' },
  'a video page': {
    path: '/app/credits/campaign-history',
    as: SETTLED,
    within: 'main',
    open: async (page) => {
      await page.getByTestId('history-row').first().locator('a[href^="/app/credits/campaign-history/"]').click();
      await expect(page).toHaveURL(/\/app\/credits\/campaign-history\/\d+$/);
    },
  },
  pricing: { path: '/app/credits/pricing', as: 'creator', within: 'main' },
  FAQ: { path: '/app/faq', as: 'creator', within: 'main' },
  'payment settings': { path: '/app/account/payment-settings', as: SETTLED, within: 'main' },
  "a creator's account": { path: '/app/account', as: 'creator', within: 'main' },
  // the musician's screens
  "musician's campaigns": { path: '/app/musician-campaigns', as: 'musician', within: 'main' },
  "a musician's campaign": {
    path: '/app/musician-campaigns',
    as: 'musician',
    within: 'main',
    open: async (page) => {
      await page
        .getByRole('link', { name: /^Midnight Drive/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/app\/musician-campaigns\/\d+$/);
      await expect(page.getByTestId('figures')).toBeVisible();
    },
  },
  drafts: { path: '/app/musician-campaigns', as: 'musician', within: 'main', prepare: newDraft },
  'a new draft': { path: '/app/musician-campaigns/drafts/new', as: 'musician', within: 'main' },
  billing: { path: '/app/account/billing', as: 'musician', within: 'main' },
  'notification settings': { path: '/app/account/notification-settings', as: 'musician', within: 'main' },
  "a musician's account": { path: '/app/account', as: 'musician', within: 'main' },
};

/** Words that are never translated: the brand and the platforms' names (in any case: a badge writes TIKTOK), the
 * languages' names in the picker. */
const ALLOWED = ['Hookline', 'TikTok', 'Instagram', 'YouTube', ...Object.values(LANGUAGE_NAMES)];

/**
 * User data the screens show, as the API answered it: the fields below of every JSON answer the page received (songs,
 * artists, genres, descriptions, names, handles, territories and countries, which are rows of their tables, not
 * texts of the catalogue), whichever spec made them on this server.
 */
const USER_FIELDS = new Set([
  'title',
  'artist',
  'name',
  'description',
  'stage_name',
  'first_name',
  'last_name',
  'username',
  'tiktok_username',
  'handle',
  'subject',
  'song',
  'territories',
  'hashtags',
  'city',
  'legal_name',
  'reason',
  'reject_reason',
]);

function collectUserData(value: unknown, into: Set<string>, field?: string) {
  if (typeof value === 'string') {
    if (field && USER_FIELDS.has(field)) {
      for (const part of value.replace(/<[^>]+>/g, '\n').split('\n')) if (part.trim()) into.add(part.trim());
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collectUserData(item, into, field);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collectUserData(item, into, key);
  }
}

/** Keeps the user data of every API answer the page receives from now on. */
function watchUserData(page: Page) {
  const seen = new Set<string>();
  page.on('response', async (res) => {
    if (!res.url().includes('/api/') || !(res.headers()['content-type'] ?? '').includes('json')) return;
    try {
      collectUserData(await res.json(), seen);
    } catch {
      // an answer without a body (a redirect, 204)
    }
  });
  return seen;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Dates and times as the screens write them in English (lib/zoned-time.ts): user data. */
// a date as the app writes it; a chart's axis may set the day apart from the month (a wrapped tick: '4' and
// 'Dec 14:21'), so a month followed by a time counts as well
const DATE =
  /\b\d{1,2}\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)( \d{4})?(,? \d{2}:\d{2})?|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2}:\d{2}/g;

/** The visible texts of the page part that no ⟦…⟧ wraps (user data and numbers taken out). */
async function unwrappedTexts(page: Page, within: string, userData: Set<string>) {
  const texts = await page
    .locator(within)
    .evaluateAll((roots) =>
      roots.flatMap((root) => [
        (root as HTMLElement).innerText,
        ...Array.from(root.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')).map(
          (input) => input.placeholder,
        ),
      ]),
    );
  const leftOver: string[] = [];
  for (let text of texts) {
    // innermost first: a text's placeholder may hold another text
    while (/⟦[^⟦⟧]*⟧/.test(text)) text = text.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    text = text
      .replace(/https?:\/\/\S+/g, ' ') // links: user data
      .replace(/[\w.+-]+@[\w.-]+/g, ' ') // email addresses: user data
      .replace(/(^|\s)[@#][\w.]+/g, ' '); // handles and hashtags: user data
    // the longest first: a song's title may be part of its campaign's description
    for (const word of [...ALLOWED, ...userData].sort((x, y) => y.length - x.length)) {
      text = text.replace(new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(word)}(?![\\p{L}\\d])`, 'giu'), ' ');
    }
    for (const line of text.split('\n')) {
      const rest = line
        .replace(DATE, ' ')
        .replace(/\b[A-Z]{2}\d{2}( \d{4})+( \d{1,4})?\b/g, ' ') // an IBAN
        .replace(/[\d\s.,:;!?%€()/+–·-]+/g, ' ')
        .trim();
      // a lone letter is an avatar's initial
      if (/\p{L}/u.test(rest) && !/^\p{Lu}$/u.test(rest)) leftOver.push(line.trim());
    }
  }
  return leftOver;
}

for (const [name, screen] of Object.entries(SCREENS)) {
  test(`pseudo-locale: every text of ${name} comes from the catalogue`, async ({ page, request }) => {
    await screen.prepare?.(request);
    const userData = watchUserData(page);
    if (screen.as) await login(page, screen.as in DEMO ? DEMO[screen.as as keyof typeof DEMO] : screen.as);
    const sep = screen.path.includes('?') ? '&' : '?';
    await page.goto(`${screen.path}${sep}lang=pseudo`);
    // the application rendered (the build-time markup of /login and /signup is replaced) in the pseudo-locale
    await expect(page.locator('[aria-disabled="true"]')).toHaveCount(0);
    await expect(page.getByText(/⟦/).first()).toBeVisible();
    await screen.open?.(page);
    await expect(
      page
        .locator(screen.within ?? 'body')
        .getByText(/⟦/)
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await unwrappedTexts(page, screen.within ?? 'body', userData)).toEqual([]);
  });
}

test('the pseudo-locale is off again with ?lang=en, and never offered in the picker', async ({ page }) => {
  await page.goto('/login?lang=pseudo');
  await expect(page.getByRole('button', { name: '⟦Lóg íñ⟧' })).toBeVisible();
  await page.goto('/login?lang=en');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  const options = await page.getByTestId('language-picker').locator('option').allTextContents();
  expect(options).toEqual(Object.values(LANGUAGE_NAMES));
});
