// Identity journeys: sign-up, verification, login errors, password reset, landing per type.
import { CURRENCY_SYMBOL } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, lastMail, linkIn, login, loginFields, toast, uniqueEmail } from './fixtures';

async function fillSignup(page: Page, email: string, password: string, confirm: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(confirm);
}

test('sign up → verification email → verify → log in → lands on account (creator without TikTok)', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('journey');
  const password = 'journey-password-1';
  await page.goto('/signup');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('type', 'email');
  await fillSignup(page, email, password, 'a-different-one');
  await page.getByLabel('I accept the terms and privacy policy').check();
  await page.getByLabel(/older than 13/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(toast(page, MSG.passwordMismatch)).toHaveAttribute('data-color', 'red');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Confirm password', { exact: true })).toHaveValue('');

  await fillSignup(page, email, password, password);
  await page.screenshot({ path: testInfo.outputPath('signup.png'), fullPage: true });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(toast(page, MSG.signupSuccess)).toHaveAttribute('data-color', 'green');
  await expect(page).toHaveURL(/\/login$/, { timeout: 9_000 });

  // not verified yet
  const form = loginFields(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page.getByTestId('login-error')).toHaveText(MSG.verifyEmailFirst);
  await expect(toast(page, MSG.verifyEmailFirst)).toHaveAttribute('data-color', 'red');

  const mail = await lastMail(request, email, 'Verify your email address');
  const link = linkIn(mail.text);
  expect(link).toMatch(/^\/login\?verify=/);
  await page.goto(link);
  await expect(page.getByTestId('verify-result')).toHaveText(MSG.emailVerified);
  await expect(toast(page, MSG.emailVerified)).toHaveAttribute('data-color', 'green');
  await expect(page).toHaveURL(/\/login$/);

  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(page.getByText('TikTok not connected')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('hookline:state') ?? '{}'));
  expect(stored.currency).toBe(CURRENCY_SYMBOL);
  expect(stored.user.info.email).toBe(email);
  await page.screenshot({ path: testInfo.outputPath('account.png'), fullPage: true });
});

test('a wrong password shows Incorrect password inline and as a red toast', async ({ page }) => {
  await page.goto('/login');
  const form = loginFields(page);
  await form.email.fill(DEMO.newCreator);
  await form.password.fill('not-the-password');
  await form.submit.click();
  await expect(page.getByTestId('login-error')).toHaveText(MSG.incorrectPassword);
  await expect(toast(page, MSG.incorrectPassword)).toHaveAttribute('data-color', 'red');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown email shows the spec message', async ({ page }) => {
  await page.goto('/login');
  const form = loginFields(page);
  await form.email.fill(uniqueEmail('nobody'));
  await form.password.fill('whatever-password');
  await form.submit.click();
  await expect(page.getByTestId('login-error')).toHaveText(MSG.userNotFound);
});

test('forgot password → reset link → new password → login works', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  const signUp = await request.post('/api/auth/sign-up', {
    data: { email, password: 'old-password-11', terms: true, age: true, marketing: false },
  });
  expect(signUp.status()).toBe(201);
  await page.goto(linkIn((await lastMail(request, email, 'Verify your email address')).text));
  await expect(page.getByTestId('verify-result')).toHaveText(MSG.emailVerified);

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page, MSG.resetSent)).toHaveAttribute('data-color', 'green');
  await expect(dialog).toBeHidden();

  const mail = await lastMail(request, email, 'Reset your password');
  const link = linkIn(mail.text);
  expect(link).toMatch(/^\/reset-password\?token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('new-password-22');
  await page.getByLabel('Confirm password', { exact: true }).fill('new-password-23');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, MSG.passwordMismatch)).toHaveAttribute('data-color', 'red');
  await page.getByLabel('New password', { exact: true }).fill('new-password-22');
  await page.getByLabel('Confirm password', { exact: true }).fill('new-password-22');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, MSG.passwordChanged)).toHaveAttribute('data-color', 'green');

  await login(page, email, 'new-password-22');
  await expect(page).toHaveURL(/\/app\/account$/);
});

test('forgot password for an unknown email says so', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('ghost'));
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page, MSG.resetUserNotFound)).toHaveAttribute('data-color', 'red');
});

test('landing after sign-in depends on the user type', async ({ page }) => {
  await login(page, DEMO.musician);
  await expect(page).toHaveURL(/\/app\/account$/);
  await page.getByTestId('top-bar').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, DEMO.creator, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/campaigns$/);
  await page.getByTestId('top-bar').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, DEMO.newCreator);
  await expect(page).toHaveURL(/\/app\/account$/);
});

test('a deep link survives the trip through /login', async ({ page }) => {
  await page.goto('/app/account/change-email');
  await expect(page).toHaveURL(/\/login$/);
  const form = loginFields(page);
  await form.email.fill(DEMO.creator);
  await form.password.fill(DEMO_PASSWORD);
  await form.submit.click();
  await expect(page).toHaveURL(/\/app\/account\/change-email$/);
});
