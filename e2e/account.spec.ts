// /app/account and its settings screens: profile, change password, change email.
import { MSG } from '@hookline/shared/messages';
import { expect, test } from '@playwright/test';
import { createVerifiedCreator, DEMO, lastMail, login, toast, uniqueEmail } from './fixtures';

test('a creator updates the profile', async ({ page }) => {
  await login(page, DEMO.newCreator);
  await expect(page).toHaveURL(/\/app\/account$/);
  await page.getByLabel('City').fill('Hamburg');
  await page.getByLabel('Street').fill('Elbchaussee');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, MSG.userUpdated)).toHaveAttribute('data-color', 'green');
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Hamburg');
});

test('change password: mismatch, then success, then the new password logs in', async ({ page, request }) => {
  const email = await createVerifiedCreator(request, 'first-password-1');
  await login(page, email, 'first-password-1');
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/app\/account\/change-password$/);

  await page.getByLabel('Current password').fill('first-password-1');
  await page.getByLabel('New password').fill('second-password-2');
  await page.getByLabel('Confirm password').fill('second-password-X');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, MSG.passwordMismatch)).toHaveAttribute('data-color', 'red');
  await expect(page.getByLabel('New password')).toHaveValue('');
  await expect(page.getByLabel('Confirm password')).toHaveValue('');

  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password').fill('second-password-2');
  await page.getByLabel('Confirm password').fill('second-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, MSG.wrongCurrentPassword)).toHaveAttribute('data-color', 'red');

  await page.getByLabel('Current password').fill('first-password-1');
  await page.getByLabel('New password').fill('second-password-2');
  await page.getByLabel('Confirm password').fill('second-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, MSG.passwordChanged)).toHaveAttribute('data-color', 'green');

  await page.getByTestId('top-bar').getByRole('button', { name: 'Logout' }).click();
  await login(page, email, 'second-password-2');
});

test('change email sends a confirmation link to the new address', async ({ page, request }) => {
  const email = await createVerifiedCreator(request, 'email-password-1');
  const next = uniqueEmail('moved');
  await login(page, email, 'email-password-1');
  await page.goto('/app/account/change-email');
  await page.getByLabel('New email').fill(next);
  await page.getByLabel('Current password').fill('email-password-1');
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(toast(page, MSG.emailChangeSent)).toHaveAttribute('data-color', 'green');
  const mail = await lastMail(request, next, 'Confirm your new email address');
  expect(mail.text).toContain('/login?verify=');
});
