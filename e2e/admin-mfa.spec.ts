// Two-step verification for admins (security issue, ASVS MFA on admin interfaces): enrolment from the account
// page with a QR code and a secret, recovery codes shown once, then a second sign-in step that asks for a code.
import { expect, test } from '@playwright/test';
import { totpCode } from '../apps/server/src/modules/identity/totp';
import { DEMO_PASSWORD, loginFields } from './fixtures';

const ADMIN = 'security-admin@demo.hookline.test';

test('an admin turns on two-step verification, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  await page.goto('/login');
  const form = loginFields(page);
  await form.email.fill(ADMIN);
  await form.password.fill(DEMO_PASSWORD);
  await form.submit.click();
  await expect(page).toHaveURL(/\/app\//);

  await page.goto('/app/account');
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // a wrong code is refused and nothing is turned on
  await page.getByRole('textbox', { name: 'Code from the app' }).fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('The code is not valid.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Code from the app' })).toHaveAttribute('aria-invalid', 'true');

  // the previous step's code (still accepted): each step is accepted once per account, and the sign-in below
  // needs the current one
  await page.getByRole('textbox', { name: 'Code from the app' }).fill(totpCode(secret, Date.now() - 30_000));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(8);
  const recovery = (await codes.first().textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Sign-ins to this account ask for a code from your authenticator app.')).toBeVisible();

  // the next sign-in asks for the code before anything opens
  await page.getByTestId('top-bar').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await form.email.fill(ADMIN);
  await form.password.fill(DEMO_PASSWORD);
  await form.submit.click();
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toBeVisible();
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/admin/campaigns/active');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

  // a recovery code works once in place of the app's code
  await page.goto('/admin/logout');
  await expect(page).toHaveURL(/\/login/);
  await form.email.fill(ADMIN);
  await form.password.fill(DEMO_PASSWORD);
  await form.submit.click();
  await code.fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/app\//);
});
