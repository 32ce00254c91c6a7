// The pseudo-locale journey (docs/decisions/0012-languages.md): every screen opened with `?lang=pseudo`, where every
// catalogue text is wrapped in ⟦…⟧ with accented letters (apps/web/src/lib/i18n.ts). A text on screen outside the
// brackets was written outside the catalogue and would stay English in every language. User data, numbers, the
// brand and the languages' own names are allowed.
// To check another screen, add it to SCREENS (its path, the demo account to sign in as, and the part of the page
// that is yours to check: `main` keeps a screen's check apart from the shell's bars).
import { LANGUAGE_NAMES } from '@hookline/shared/languages';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, login } from './fixtures';

type Screen = {
  path: string;
  /** a demo account to sign in as first */
  as?: keyof typeof DEMO;
  /** the part of the page checked (CSS selector); the whole page by default */
  within?: string;
  /** what to do on the screen before it is read (open a dialog...) */
  open?: (page: Page) => Promise<void>;
};

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
};

/** Words that are never translated: the brand, the languages' names in the picker. */
const ALLOWED = ['Hookline', 'TikTok', ...Object.values(LANGUAGE_NAMES)];

/** The visible texts of the page part that no ⟦…⟧ wraps (user data and numbers taken out). */
async function unwrappedTexts(page: Page, within: string) {
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
    for (const word of ALLOWED) text = text.split(word).join(' ');
    for (const line of text.split('\n')) {
      const rest = line
        .replace(/[\w.+-]+@[\w.-]+/g, ' ') // email addresses: user data
        .replace(/[\d\s.,:;!?%€()/+-]+/g, ' ')
        .trim();
      if (/\p{L}/u.test(rest)) leftOver.push(line.trim());
    }
  }
  return leftOver;
}

for (const [name, screen] of Object.entries(SCREENS)) {
  test(`pseudo-locale: every text of ${name} comes from the catalogue`, async ({ page }) => {
    if (screen.as) await login(page, DEMO[screen.as]);
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
    expect(await unwrappedTexts(page, screen.within ?? 'body')).toEqual([]);
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
