// Fraud journey: two creators post bot-like videos (the simulator's ids ending 8888) and share one IBAN; once an
// admin approves them they score high and are held. The creator sees "Under review" with the reason codes; the
// admin reads each score's reasons with their figures in the Fraud Queue, releases one (it settles as usual) and
// marks the other as fraud after the confirm prompt.
import { FRAUD } from '@hookline/shared/fraud';
import { MSG } from '@hookline/shared/messages';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  apiToken,
  approveVideo,
  bearer,
  createOpenCampaign,
  createVerifiedCreator,
  DEMO,
  login,
  toast,
} from './fixtures';

const PASSWORD = 'fraud-journey-1';
const _SOUND = 'https://www.tiktok.com/music/E2E-Sound-7300000000000000001';
const IBAN = 'DE89370400440532013000';

/** A verified creator at level 4, linked to the simulator as `username`, who joined the campaign and posted `videoId`. */
async function creatorWithVideo(
  request: APIRequestContext,
  o: { admin: string; campaignId: number; username: string; videoId: string; iban?: string },
) {
  const email = await createVerifiedCreator(request, PASSWORD);
  const token = await apiToken(request, email, PASSWORD);
  const me = (await (await request.get('/api/users/me', { headers: bearer(token) })).json()) as {
    creator: { id: number };
  };
  const countries = (await (await request.get('/api/countries', { headers: bearer(token) })).json()) as {
    id: number;
    name: string;
  }[];
  const germany = countries.find((c) => c.name === 'Germany')?.id;
  const level = await request.put(`/api/admin/creators/${me.creator.id}`, {
    headers: bearer(o.admin),
    data: { level_type: 'normal', level_id: 5, country_id: germany },
  });
  expect(level.ok()).toBe(true);
  // the connection answers only the state the server issued to this creator
  const authorize = await request.get('/api/creator/tiktok/authorize-url', { headers: bearer(token) });
  const state = new URL(((await authorize.json()) as { url: string }).url).searchParams.get('state') ?? '';
  const linked = await request.post('/api/creator/authorize/tiktok', {
    headers: bearer(token),
    data: {
      creator_id: me.creator.id,
      country_id: germany,
      code: `sim-code.${Buffer.from(o.username).toString('base64url')}`,
      state,
    },
  });
  expect(linked.ok(), await linked.text()).toBe(true);
  if (o.iban) {
    const pay = await request.put(`/api/creators/${me.creator.id}/payment-settings`, {
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
  const joined = await request.post(`/api/campaigns/${o.campaignId}/join`, { headers: bearer(token) });
  expect(joined.status()).toBe(201);
  const promotionId = ((await joined.json()) as { data: { id: number } }).data.id;
  const submitted = await request.post(`/api/promotions/${promotionId}/submit-video-url`, {
    headers: bearer(token),
    data: { video_url: `https://www.tiktok.com/@${o.username}/video/${o.videoId}` },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return { email, promotionId };
}

const fourDaysAgo = () => new Date(Date.now() - 4 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

const approve = (request: APIRequestContext, admin: string, id: number, views: number, likes: number) =>
  approveVideo(request, admin, id, { views, likes, uploadedAt: fourDaysAgo() });

test('an admin reads the reasons of high fraud scores, releases one held video and marks another as fraud', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiToken(request, DEMO.admin);
  const stamp = Date.now().toString(36);
  const title = `Fraud Song ${stamp}`;
  const campaign = await createOpenCampaign(request, admin, {
    title,
    description: '<p>Fraud journey</p>',
    hashtag: '#fraud',
  });
  const honest = await creatorWithVideo(request, {
    admin,
    campaignId: campaign.id,
    username: `honest_${stamp}`,
    videoId: '7300000000000012345',
  });
  const botA = `botfarm_a_${stamp}`;
  const botB = `botfarm_b_${stamp}`;
  const released = await creatorWithVideo(request, {
    admin,
    campaignId: campaign.id,
    username: botA,
    videoId: '7300000000000018888',
    iban: IBAN,
  });
  const faked = await creatorWithVideo(request, {
    admin,
    campaignId: campaign.id,
    username: botB,
    videoId: '7300000000000028888',
    iban: IBAN,
  });
  // the admin approves with what TikTok shows: an ordinary video, then two with millions of views and no reaction
  await approve(request, admin, honest.promotionId, 20_000, 1_900);
  await approve(request, admin, released.promotionId, 2_000_000, 400);
  await approve(request, admin, faked.promotionId, 2_000_000, 400);

  await test.step('the creator of a held video sees it under review with the reason codes', async () => {
    const context = await browser.newContext();
    const creatorPage = await context.newPage();
    await login(creatorPage, released.email, PASSWORD);
    await creatorPage.goto(`/app/campaigns/${campaign.id}`);
    const notice = creatorPage.getByTestId('under-review');
    await expect(notice).toContainText(MSG.underReview);
    await expect(notice).toContainText('low_engagement');
    await expect(notice).toContainText('shared_iban');
    await creatorPage.setViewportSize({ width: 360, height: 800 });
    await creatorPage.screenshot({ path: 'test-results/fraud-under-review-360.png', fullPage: true });
    await context.close();
  });

  await login(page, DEMO.admin);
  await page.goto('/admin/fraud');
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });

  await test.step('the drawer counts the queue; the queue lists the held videos with their reasons', async () => {
    await expect(page.getByRole('heading', { name: 'Fraud Queue' })).toBeVisible();
    await expect(nav.getByTestId('fraud-count')).toHaveText(/^[2-9]\d*$|^\d{2,}$/);
    const a = page.getByTestId('fraud-item').filter({ hasText: `@${botA}` });
    const b = page.getByTestId('fraud-item').filter({ hasText: `@${botB}` });
    await expect(a).toContainText('Fraud score 100');
    await expect(a).toContainText('Held');
    await expect(a).toContainText(/likes \+ comments \+ shares per 1,000 views 0\.2, campaign median \d+/);
    await expect(a).toContainText(/views per hour [\d,]+, campaign median [\d,]+ \([\d,.]+×\)/);
    await expect(a).toContainText(/IBAN ending 3000 also on \d+ other creator accounts?/);
    await expect(b).toContainText('Held');
    await expect(b).toContainText(/likes \+ comments \+ shares per 1,000 views 0\.2, campaign median/);
    const scores = await page
      .getByTestId('fraud-item')
      .getByText(/^Fraud score \d+$/)
      .allTextContents();
    const values = scores.map((s) => Number(s.replace(/\D/g, '')));
    expect(values).toEqual([...values].sort((x, y) => y - x));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(FRAUD.QUEUE_SCORE);
    await expect(page.getByTestId('fraud-item').filter({ hasText: `@honest_${stamp}` })).toHaveCount(0);
  });

  await test.step('the screenshots of the queue at phone and desktop width', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await expect(page.getByTestId('fraud-item').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/fraud-queue-360.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(page.getByTestId('fraud-item').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/fraud-queue-1280.png', fullPage: true });
  });

  await test.step('release: the video leaves the queue and settles as usual', async () => {
    const a = page.getByTestId('fraud-item').filter({ hasText: `@${botA}` });
    await a.getByRole('button', { name: 'Release' }).click();
    await expect(toast(page, MSG.fraudReleased)).toBeVisible();
    await expect(a).toHaveCount(0);
  });

  await test.step('fraud: asks first, then the video leaves the queue for good', async () => {
    const b = page.getByTestId('fraud-item').filter({ hasText: `@${botB}` });
    await b.getByRole('button', { name: 'Fraud' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as fraud' });
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, MSG.fraudMarked)).toBeVisible();
    await expect(b).toHaveCount(0);
  });

  await test.step('the campaign rows show the scores: the released video succeeded, paid', async () => {
    await page.goto(`/admin/campaigns?user=${encodeURIComponent(title)}`);
    const card = page.getByTestId('campaign-card').filter({ hasText: title });
    await card.getByText(/^Succeeded \(/).click();
    const row = card.getByTestId('promotion-row').filter({ hasText: botA });
    await expect(row.getByTestId('fraud-score')).toContainText('Fraud score 100');
    await expect(row.getByTestId('fraud-score')).toContainText('Released');
    await expect(row).toContainText('Earned: €');
    await page.screenshot({ path: 'test-results/fraud-rows-1280.png', fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: 'test-results/fraud-rows-360.png', fullPage: true });
  });
});
