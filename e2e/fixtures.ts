// Shared helpers for the journeys: the demo accounts of scripts/e2e-server.mjs, logging in, and the dev outbox.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'hookline-demo-1';
export const DEMO = {
  admin: 'admin@demo.hookline.test',
  musician: 'musician@demo.hookline.test',
  creator: 'creator@demo.hookline.test',
  newCreator: 'newcreator@demo.hookline.test',
} as const;

/** The login form's fields; `exact` keeps 'Password' from also matching other password fields. */
export const loginFields = (page: Page) => ({
  email: page.getByRole('textbox', { name: 'Email', exact: true }),
  password: page.getByLabel('Password', { exact: true }),
  submit: page.getByRole('button', { name: 'Log in', exact: true }),
});

/** Logs in through the form and waits for the signed-in shell. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  const form = loginFields(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page).toHaveURL(/\/app\//);
}

export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

type Mail = { id: number; to: string; subject: string; text: string };

/** The newest email to an address (GET /api/dev/outbox answers newest first), waiting until one arrives. */
export async function lastMail(request: APIRequestContext, to: string, subject?: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/outbox', { params: { to, per_page: 20 } });
        expect(res.ok()).toBe(true);
        const body = (await res.json()) as { data: { items: Mail[] } };
        found = body.data.items.find((m) => m.to === to && (!subject || m.subject === subject));
        return Boolean(found);
      },
      { message: `an email to ${to}${subject ? ` (${subject})` : ''}` },
    )
    .toBe(true);
  return found as Mail;
}

/** The path and query of the first link in an email, so it opens on the test server's origin. */
export function linkIn(text: string) {
  const match = text.match(/https?:\/\/[^\s"<>]+/);
  if (!match) throw new Error(`no link in email:\n${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.test`;

/** A fresh, verified creator made through the API and the outbox (sign-up, then the verification link). */
export async function createVerifiedCreator(request: APIRequestContext, password: string) {
  const email = uniqueEmail('creator');
  const res = await request.post('/api/auth/sign-up', {
    data: { email, password, terms: true, age: true, marketing: false },
  });
  expect(res.status()).toBe(201);
  const token = new URL(linkIn((await lastMail(request, email)).text), 'http://x').searchParams.get('verify');
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.ok()).toBe(true);
  return email;
}
