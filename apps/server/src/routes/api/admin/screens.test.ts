// Server sides of the admin screens: manual sound checks close when their promotion is decided, the musician
// select searches on the server, a TikTok username belongs to one creator, and "All Users" lists creators only.
import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countries, jobs } from '../../../db/schema';
import { enqueue } from '../../../modules/queue/queue';
import { createCampaign, createPromotion, createUser, userWithToken } from '../../../test/factories';
import { useHarness } from '../../../test/harness';

const h = useHarness();
let admin: { authorization: string };
let adminUserId: number;
let germany: number;
beforeAll(async () => {
  const made = await userWithToken(h.app, { isAdmin: true });
  admin = made.auth;
  adminUserId = made.user.id;
  germany = (await h.db.select().from(countries).where(eq(countries.iso2, 'DE')))[0]?.id ?? 0;
});
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  h.app.inject({ method, url, headers: admin, ...(payload ? { payload: payload as object } : {}) });

async function submittedWithManualCheck() {
  const { creator } = await createUser(h.db, { creator: { levelId: 3, countryId: germany } });
  const campaign = await createCampaign(h.db);
  const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator?.id ?? 0 });
  const task = await enqueue(h.db, {
    name: 'manual-sound-check',
    description: 'Check the sound of a submitted video by hand',
    payload: { promotion_id: p.id, campaign_id: campaign.id },
    singletonKey: `manual-sound-check:${p.id}:test`,
    state: 'manual',
  });
  return { p, taskId: task?.id ?? 0 };
}

const taskState = async (id: number) => (await h.db.select().from(jobs).where(eq(jobs.id, id)))[0]?.state;

describe('manual sound-check tasks', () => {
  it('close when the promotion is approved, declined or deleted', async () => {
    const year = new Date().getFullYear();
    const approved = await submittedWithManualCheck();
    const other = await submittedWithManualCheck();
    const res = await call('PUT', `/api/admin/promotions/${approved.p.id}`, {
      status: 'reviewed',
      video_uploaded_at: `${year}-01-02 10:00:00`,
      promotion_stat: { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 },
    });
    expect(res.statusCode).toBe(200);
    expect(await taskState(approved.taskId)).toBe('completed');
    // another promotion's check stays open
    expect(await taskState(other.taskId)).toBe('manual');

    const declined = await submittedWithManualCheck();
    expect((await call('PUT', `/api/admin/promotions/${declined.p.id}`, { status: 'declined' })).statusCode).toBe(200);
    expect(await taskState(declined.taskId)).toBe('completed');

    expect((await call('DELETE', `/api/admin/promotions/${other.p.id}`)).statusCode).toBe(200);
    expect(await taskState(other.taskId)).toBe('completed');

    const listed = await call('GET', '/api/schedule/get_scheduled_tasks?man_verification=true');
    const states = (listed.json().scheduled_tasks as [number, string, { state: string; result: unknown }][])
      .filter(([id]) => id === approved.taskId)
      .map(([, , meta]) => meta);
    expect(states).toEqual([expect.objectContaining({ state: 'completed', result: { decided: 'reviewed' } })]);
  });
});

describe('musician select search', () => {
  it('answers the musicians whose stage name or email matches search_string', async () => {
    const tag = `srch${Date.now().toString(36)}`;
    for (let i = 0; i < 75; i++) await createUser(h.db, { userType: 'musician', stageName: `${tag} Band ${i}` });
    await createUser(h.db, { userType: 'musician', stageName: 'zz unique singer', email: `${tag}-solo@example.test` });
    const first = await call('GET', '/api/admin/musicians?per_page=70');
    expect(first.json().data.items.map((m: { stage_name: string }) => m.stage_name)).not.toContain('zz unique singer');

    const byName = await call(
      'GET',
      `/api/admin/musicians?per_page=70&search_string=${encodeURIComponent('unique sing')}`,
    );
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.items.map((m: { stage_name: string }) => m.stage_name)).toEqual(['zz unique singer']);
    const byEmail = await call('GET', `/api/admin/musicians?search_string=${tag}-solo`);
    expect(byEmail.json().data._meta.total_items).toBe(1);

    const tooLong = await call('GET', `/api/admin/musicians?search_string=${'x'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBeTruthy();
  });
});

describe('creator TikTok usernames', () => {
  it('refuses a username that another creator has, in any case, with 409 and a clear message', async () => {
    const name = `taken_${Date.now().toString(36)}`;
    await createUser(h.db, { creator: { tiktokUsername: name, countryId: germany } });
    const { creator } = await createUser(h.db, { creator: { tiktokUsername: 'someone_else', countryId: germany } });
    const body = { level_type: 'normal', level_id: 2, country_id: germany, tiktok_username: name.toUpperCase() };
    const res = await call('PUT', `/api/admin/creators/${creator?.id}`, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.tiktokUsernameTaken);
    // keeping one's own name is fine
    const own = await call('PUT', `/api/admin/creators/${creator?.id}`, { ...body, tiktok_username: 'someone_else' });
    expect(own.statusCode).toBe(200);
  });
});

describe('All Users', () => {
  it('lists creators only: admins are neither listed nor deletable there', async () => {
    const other = await createUser(h.db, { isAdmin: true, email: `other-admin-${Date.now()}@example.test` });
    const listed = await call('GET', `/api/admin/users?per_page=100&search_string=other-admin`);
    expect(listed.json().data.items).toEqual([]);
    const self = await call('GET', `/api/admin/users?per_page=100&status=incomplete`);
    expect(self.json().data.items.map((u: { id: number }) => u.id)).not.toContain(adminUserId);

    const del = await call('DELETE', `/api/admin/users/${other.user.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(MSG.adminNotACreator);
  });
});
