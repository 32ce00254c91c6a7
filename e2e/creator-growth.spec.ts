// Creators see what they earn, why, and how to earn more: a new creator connects TikTok and gets a level by the
// published rule table, reads a video's page, receives a decline with its reason (and the email's link keeps its
// target through login), appeals it, and an admin answers the appeal.
import { DECISION_REASON_LABELS } from '@hookline/shared/decisions';
import { MSG } from '@hookline/shared/messages';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  apiToken,
  approveVideo,
  bearer,
  connectTikTok,
  createOpenCampaign,
  createVerifiedCreator,
  DEMO,
  lastMail,
  linkIn,
  login,
  toast,
} from './fixtures';

const PASSWORD = 'growth-journey-1';
const SOUND = 'https://www.tiktok.com/music/Growth-Sound-7300000000000000001';

/** Joins and submits a good video through the creator API; answers the promotion id. */
async function joinAndSubmit(request: APIRequestContext, token: string, campaignId: number, video: string) {
  const join = await request.post(`/api/campaigns/${campaignId}/join`, { headers: bearer(token) });
  expect(join.status()).toBe(201);
  const id = ((await join.json()) as { data: { id: number } }).data.id;
  const submit = await request.post(`/api/promotions/${id}/submit-video-url`, {
    headers: bearer(token),
    data: { video_url: video },
  });
  expect(submit.ok()).toBe(true);
  return id;
}

test('a new creator gets a level from TikTok, reads a video page, appeals a decline and an admin accepts it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await apiToken(request, DEMO.admin);
  const stamp = Date.now().toString(36);
  // simulator switches: 6,000 followers and a median of 2,500 views → Level 2 by the rule table
  const username = `growth_${stamp}_f6000_v2500`;
  const paid = await createOpenCampaign(request, admin, {
    title: `Growth Paid ${stamp}`,
    description: '<p>Growth journey</p>',
    hashtag: '#growth',
    sound: SOUND,
  });
  const declinedSong = `Growth Declined ${stamp}`;
  const declined = await createOpenCampaign(request, admin, {
    title: declinedSong,
    description: '<p>Growth journey</p>',
    hashtag: '#growth',
    sound: SOUND,
  });
  const email = await createVerifiedCreator(request, PASSWORD);

  await test.step('connects TikTok and gets Level 2 by the rule table, shown on account and pricing', async () => {
    await login(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/app\/account$/);
    await connectTikTok(page, username);
    const deal = page.getByTestId('level-deal');
    await expect(deal).toContainText('Level 2');
    await expect(deal).toContainText('€0.75 per 1,000 views');

    await page.goto('/app/credits/pricing');
    const progress = page.getByTestId('level-progress');
    await expect(progress).toContainText('You are at Level 2');
    await expect(progress).toContainText('6,000 followers, a median of 2,500 views');
    await expect(progress).toContainText('Next: Level 3 needs 20,000 followers and a median of 8,000 views');
    await expect(page.getByRole('table', { name: 'How levels are set' })).toContainText('5,000+');
  });

  const creator = await apiToken(request, email, PASSWORD);
  const paidId = await joinAndSubmit(
    request,
    creator,
    paid.id,
    `https://www.tiktok.com/@${username}/video/7366666666666661234`,
  );
  await approveVideo(request, admin, paidId, { views: 1800, likes: 100, comments: 5, shares: 3 });

  await test.step("reads the approved video's page from the campaign history", async () => {
    await page.goto('/app/credits/campaign-history');
    const row = page.getByTestId('history-row').filter({ hasText: `Growth Paid ${stamp}` });
    await row.getByRole('link', { name: 'Video details' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/credits/campaign-history/${paidId}$`));
    await expect(page.getByTestId('video-deal')).toContainText('€0.75 per 1,000 views, up to €50.00');
    await expect(page.getByTestId('video-reservation')).toContainText('€50.00');
    await expect(page.getByTestId('video-countdown')).toContainText(/in \d/);
    await expect(page.getByTestId('video-settled')).toContainText('-');
    await expect(page.getByTestId('video-views-chart')).toContainText('Latest views: 1,800');
    // the campaign page links to the same page
    await page.goto(`/app/campaigns/${paid.id}`);
    await page.getByTestId('video-details-link').click();
    await expect(page).toHaveURL(new RegExp(`/app/credits/campaign-history/${paidId}$`));
  });

  const declinedId = await joinAndSubmit(
    request,
    creator,
    declined.id,
    `https://www.tiktok.com/@${username}/video/7366666666666665678`,
  );
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();

  await test.step('an admin declines the video with a reason code and a note', async () => {
    await login(adminPage, DEMO.admin);
    await adminPage.goto(`/admin/campaigns?user=${encodeURIComponent(declinedSong)}`);
    const card = adminPage.getByTestId('campaign-card').filter({ hasText: declinedSong }).first();
    await card.getByText(/^Submitted \(/).click();
    await card
      .getByTestId('promotion-row')
      .filter({ hasText: username })
      .getByRole('button', { name: 'Decline' })
      .click();
    const dialog = adminPage.getByRole('dialog', { name: 'Manual decline' });
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog.getByText('Please choose a reason')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await adminPage.getByRole('option', { name: DECISION_REASON_LABELS.wrong_sound }).click();
    await dialog.getByLabel('Note for the creator (optional)').fill('The campaign sound is missing from 0:05 on.');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(adminPage, MSG.promotionDeclined)).toBeVisible();
  });

  await test.step('the email names the reason, and its link survives the login', async () => {
    const mail = await lastMail(request, email, `Your video for ${declinedSong} was declined.`);
    expect(mail.text).toContain(`Reason: ${DECISION_REASON_LABELS.wrong_sound}.`);
    expect(mail.text).toContain('The campaign sound is missing from 0:05 on.');
    expect(mail.text).toMatch(/contact support at \S+@\S+/);
    const link = linkIn(mail.text);
    expect(link).toBe(`/app/credits/campaign-history/${declinedId}`);
    const fresh = await browser.newContext();
    const visitor = await fresh.newPage();
    await visitor.goto(link);
    await expect(visitor).toHaveURL(/\/login$/);
    await visitor.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await visitor.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(visitor).toHaveURL(new RegExp(`/app/credits/campaign-history/${declinedId}$`));
    await fresh.close();
  });

  await test.step('the creator reads the reason on the video and appeals once', async () => {
    await page.goto(`/app/credits/campaign-history/${declinedId}`);
    const decision = page.getByTestId('decision');
    await expect(decision.getByTestId('decision-reason')).toHaveText(DECISION_REASON_LABELS.wrong_sound);
    await expect(decision.getByTestId('decision-note')).toContainText('The campaign sound is missing from 0:05 on.');
    await page.getByRole('textbox', { name: 'Appeal this decision' }).fill('short');
    await page.getByRole('button', { name: 'Send appeal' }).click();
    await expect(page.getByText(/at least 10 characters/)).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Appeal this decision' })
      .fill('The sound plays from the first second; it is quiet under my voice.');
    await page.getByRole('button', { name: 'Send appeal' }).click();
    await expect(toast(page, 'Your appeal was sent.')).toBeVisible();
    await expect(decision.getByTestId('appeal')).toContainText('Appeal sent');
    await expect(page.getByRole('button', { name: 'Send appeal' })).toHaveCount(0);
  });

  await test.step('the admin sees the open appeal counted in the drawer and accepts it', async () => {
    await adminPage.goto('/admin/appeals');
    await expect(adminPage.getByTestId('open-appeals-count')).toBeVisible();
    const row = adminPage.getByTestId('appeal-row').filter({ hasText: username });
    await expect(row.getByTestId('appeal-text')).toContainText('it is quiet under my voice');
    await expect(row).toContainText(DECISION_REASON_LABELS.wrong_sound);
    await row.getByRole('button', { name: 'Accept' }).click();
    await adminPage
      .getByRole('dialog', { name: 'Accept appeal' })
      .getByRole('button', { name: 'Accept appeal' })
      .click();
    await expect(toast(adminPage, 'Appeal accepted')).toBeVisible();
    await expect(row).toHaveCount(0);
    await adminContext.close();
  });

  await test.step('the video is back in review for the creator, who is told by email', async () => {
    await page.reload();
    await expect(page.getByTestId('promotion-status')).toHaveText('Submitted');
    await expect(page.getByTestId('decision')).toHaveCount(0);
    const mail = await lastMail(request, email, `Your appeal for ${declinedSong} was accepted`);
    expect(mail.text).toContain('Your video is back in review');
  });
});
