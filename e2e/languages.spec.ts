// Hookline in its creators' languages (docs/decisions/0012-languages.md): the pre-rendered /login and /signup in the
// visitor's language before any script ran, the picker switching the screen at once and the choice kept on reload.
import { de } from '@hookline/shared/locales/de';
import { es } from '@hookline/shared/locales/es';
import { MSG } from '@hookline/shared/messages';
import { expect, test } from '@playwright/test';

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
