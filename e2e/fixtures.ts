// Shared helpers for the journeys: the demo accounts of scripts/e2e-server.mjs, logging in, and the dev outbox.
import { DEMO, DEMO_PASSWORD } from '@hookline/shared/demo-accounts';
import { MSG } from '@hookline/shared/messages';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export { DEMO, DEMO_PASSWORD };

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

/**
 * A fresh verified creator that an admin has set to Level 2 (€0.75 per 1,000 views, up to €50) in Germany, so a
 * campaign pays them something: their email, sign-in token and creator id.
 */
export async function createLevel2Creator(request: APIRequestContext, adminToken: string, password: string) {
  const email = await createVerifiedCreator(request, password);
  const token = await apiToken(request, email, password);
  const me = (await (await request.get('/api/users/me', { headers: bearer(token) })).json()) as {
    creator: { id: number };
  };
  const countries = (await (await request.get('/api/countries', { headers: bearer(token) })).json()) as {
    id: number;
    name: string;
  }[];
  const germany = countries.find((c) => c.name === 'Germany');
  expect(germany).toBeTruthy();
  const levelUp = await request.put(`/api/admin/creators/${me.creator.id}`, {
    headers: bearer(adminToken),
    data: { level_type: 'normal', level_id: 3, country_id: germany?.id },
  });
  expect(levelUp.ok()).toBe(true);
  return { email, token, creatorId: me.creator.id };
}

/** `days` days before today, at 00:00:01 in the browser's zone, as the Approve dialog takes it (YYYY-MM-DD HH:MM:SS). */
export const daysAgo = (days: number) => {
  const then = new Date(Date.now() - days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${then.getFullYear()}-${pad(then.getMonth() + 1)}-${pad(then.getDate())} 00:00:01`;
};

/** Today at 00:00:01 in the browser's zone, as the Approve dialog takes it (YYYY-MM-DD HH:MM:SS). */
export const today = () => daysAgo(0);

/** Picks a day of next month in a Mantine DateTimePicker and confirms it. */
export async function pickDate(page: Page, label: string, day: number) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.locator('.mantine-DateTimePicker-calendarHeaderControl[data-direction="next"]').click();
  await page
    .locator('.mantine-DateTimePicker-day:not([data-outside])')
    .filter({ hasText: new RegExp(`^${day}$`) })
    .first()
    .click();
  await page.locator('.mantine-DateTimePicker-submitButton').click();
  // the dropdown closes with a transition; wait so the next picker's controls are the only ones
  await expect(page.locator('.mantine-DateTimePicker-submitButton')).toHaveCount(0);
}

/** Picks a country in the Connect-profile dialog. */
export async function chooseCountry(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: MSG.connectTitle });
  const select = dialog.getByRole('combobox', { name: 'Country' });
  await select.click();
  await select.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A session token through the API, for journeys that set the scene without the browser. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** The simulator's default sound (docs/engine.md "TikTok"): videos submitted for it pass the sound check. */
export const E2E_SOUND = 'https://www.tiktok.com/music/E2E-Sound-7300000000000000001';

/** An active campaign open everywhere to every level, made through the admin API. */
export async function createOpenCampaign(
  request: APIRequestContext,
  admin: string,
  o: {
    title: string;
    description?: string;
    hashtag?: string;
    sound?: string;
    platforms?: string[];
    musicianId?: number;
  },
) {
  const start = new Date();
  const res = await request.post('/api/admin/campaigns', {
    headers: bearer(admin),
    data: {
      description: o.description ?? '<p>E2E journey</p>',
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 20 * 86_400_000).toISOString(),
      budget_eur: 500,
      max_level_id: 7,
      hashtags: [o.hashtag ?? '#e2ejourney', '#hookline', '#dance'],
      territories: [8],
      ...(o.platforms ? { platforms: o.platforms } : {}),
      ...(o.musicianId ? { musician_id: o.musicianId } : {}),
      song: {
        title: o.title,
        artist: 'E2E Artist',
        genre: { name: 'E2E Pop' },
        spotify_url: 'https://open.spotify.com/track/e2e',
        tiktok_url: o.sound ?? E2E_SOUND,
        capcut_url: 'https://www.capcut.com/template-detail/e2e',
      },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: number; description: string } }).data;
}

/** An admin approves a submitted video through the API with its upload day (today by default) and stats. */
export async function approveVideo(
  request: APIRequestContext,
  admin: string,
  promotionId: number | undefined,
  o: { views: number; likes: number; comments?: number; shares?: number; uploadedAt?: string },
) {
  const res = await request.put(`/api/admin/promotions/${promotionId}`, {
    headers: bearer(admin),
    data: {
      status: 'reviewed',
      video_uploaded_at: o.uploadedAt ?? today(),
      promotion_stat: {
        views_count: o.views,
        likes_count: o.likes,
        comments_count: o.comments ?? 0,
        shares_count: o.shares ?? 0,
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * A creator (signed in as `token`) set by an admin to `levelId` (3: Level 2, €0.75 per 1,000 views up to €50) in
 * Germany and linked to the TikTok simulator as `username`, through the API: their creator id.
 */
export async function levelAndLinkTikTok(
  request: APIRequestContext,
  o: { admin: string; token: string; username: string; levelId: number },
) {
  const me = (await (await request.get('/api/users/me', { headers: bearer(o.token) })).json()) as {
    creator: { id: number };
  };
  const countries = (await (await request.get('/api/countries', { headers: bearer(o.token) })).json()) as {
    id: number;
    name: string;
  }[];
  const germany = countries.find((c) => c.name === 'Germany')?.id;
  const level = await request.put(`/api/admin/creators/${me.creator.id}`, {
    headers: bearer(o.admin),
    data: { level_type: 'normal', level_id: o.levelId, country_id: germany },
  });
  expect(level.ok()).toBe(true);
  // the connection answers only the state the server issued to this creator
  const authorize = await request.get('/api/creator/tiktok/authorize-url', { headers: bearer(o.token) });
  const state = new URL(((await authorize.json()) as { url: string }).url).searchParams.get('state') ?? '';
  const linked = await request.post('/api/creator/authorize/tiktok', {
    headers: bearer(o.token),
    data: {
      creator_id: me.creator.id,
      country_id: germany,
      code: `sim-code.${Buffer.from(o.username).toString('base64url')}`,
      state,
    },
  });
  expect(linked.ok(), await linked.text()).toBe(true);
  return me.creator.id;
}

/**
 * A verified creator at `levelId` (3: Level 2, €0.75 per 1,000 views up to €50) in Germany, linked to the simulator
 * as `username`, who joined the campaign and posted `videoId`; with complete payment settings when `iban` is given.
 * With `accounts` they also connect Instagram or YouTube as the names given, and `videoUrl` posts that link instead.
 */
export async function creatorWithVideo(
  request: APIRequestContext,
  o: {
    admin: string;
    campaignId: number;
    username: string;
    videoId: string;
    password: string;
    levelId: number;
    iban?: string;
    accounts?: Partial<Record<'instagram' | 'youtube', string>>;
    videoUrl?: string;
  },
) {
  const email = await createVerifiedCreator(request, o.password);
  const token = await apiToken(request, email, o.password);
  const creatorId = await levelAndLinkTikTok(request, { ...o, token });
  if (o.iban) {
    const pay = await request.put(`/api/creators/${creatorId}/payment-settings`, {
      headers: bearer(token),
      data: {
        legal_name: `Holder ${o.username}`,
        address_street: 'Elbchaussee 1',
        address_postcode: '22763',
        address_city: 'Hamburg',
        address_country: 'DE',
        tax_status: 'private',
        account_holder: `Holder ${o.username}`,
        iban: o.iban,
      },
    });
    expect(pay.ok(), await pay.text()).toBe(true);
  }
  for (const [platform, name] of Object.entries(o.accounts ?? {}) as ['instagram' | 'youtube', string][])
    await connectPlatformByApi(request, token, platform, name);
  const joined = await request.post(`/api/campaigns/${o.campaignId}/join`, { headers: bearer(token) });
  expect(joined.status()).toBe(201);
  const promotionId = ((await joined.json()) as { data: { id: number } }).data.id;
  const submitted = await request.post(`/api/promotions/${promotionId}/submit-video-url`, {
    headers: bearer(token),
    data: { video_url: o.videoUrl ?? `https://www.tiktok.com/@${o.username}/video/${o.videoId}` },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return { email, token, creatorId, promotionId };
}

/**
 * Screenshots at phone and desktop width (or the `widths` given) into SHOTS_DIR (none without it); `fullPage` false
 * shoots a long list as the screen shows it. Transitions finish first (the admin drawer closing at phone width).
 * The page's size is what it was before.
 */
export async function shoot(page: Page, name: string, fullPage = true, widths: readonly number[] = [360, 1280]) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage, animations: 'disabled' });
  }
  await page.setViewportSize(before);
}

/** The signed-in creator connects TikTok on /app/account through the simulator's consent page, from Germany. */
export async function connectTikTok(page: Page, username: string) {
  await page.getByRole('button', { name: 'Connect TikTok' }).click();
  await page.getByRole('textbox', { name: 'TikTok username' }).fill(username);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await chooseCountry(page, 'Germany');
  await page.getByRole('dialog', { name: MSG.connectTitle }).getByRole('button', { name: 'Connect' }).click();
  await expect(toast(page, MSG.tiktokConnected)).toBeVisible();
}

/**
 * An admin approves a submitted video uploaded today with what TikTok shows (1,500 views), then types its views at
 * 72 h: the video settles at once.
 */
export async function approveAndSettle(
  request: APIRequestContext,
  admin: string,
  promotionId: number,
  viewsAt72h = 40_000,
) {
  await approveVideo(request, admin, promotionId, { views: 1500, likes: 120, comments: 9, shares: 4 });
  const settled = await request.put(`/api/admin/promotions/${promotionId}`, {
    headers: bearer(admin),
    data: { views_after_three_days: viewsAt72h },
  });
  expect(settled.ok(), await settled.text()).toBe(true);
}

/**
 * A creator connects Instagram or YouTube through the API: the consent link with the server's state, the
 * simulator's consent page answered as `username`, and the callback's code posted back.
 */
export async function connectPlatformByApi(
  request: APIRequestContext,
  token: string,
  platform: 'instagram' | 'youtube',
  username: string,
) {
  const link = await request.get(`/api/creator/platforms/${platform}/authorize-url`, { headers: bearer(token) });
  expect(link.ok()).toBe(true);
  const authorize = new URL(((await link.json()) as { url: string }).url);
  const consent = await request.get(`/${platform}-sim/consent`, {
    params: {
      username,
      state: authorize.searchParams.get('state') ?? '',
      redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
    },
    maxRedirects: 0,
  });
  expect(consent.status()).toBe(302);
  const back = new URL(consent.headers().location ?? '', 'http://x');
  const connected = await request.post(`/api/creator/platforms/${platform}/authorize`, {
    headers: bearer(token),
    data: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  expect(connected.ok(), await connected.text()).toBe(true);
}

/** The demo musician's id, for campaigns made on their behalf (`createOpenCampaign`'s `musicianId`). */
export async function demoMusicianId(request: APIRequestContext) {
  const token = await apiToken(request, DEMO.musician);
  const me = (await (await request.get('/api/users/me', { headers: bearer(token) })).json()) as {
    musician: { id: number };
  };
  return me.musician.id;
}
