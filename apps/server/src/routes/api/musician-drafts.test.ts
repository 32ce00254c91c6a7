// A musician's campaign drafts: Create Campaign's rules, ownership, invisibility to everyone else.

import { MSG } from '@hookline/shared/messages';
import { DRAFT_MESSAGES } from '@hookline/shared/musician-campaigns';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignDrafts, campaigns, draftPayments } from '../../db/schema';
import { campaignBody, inHours, SAMPLE_SONG } from '../../test/campaign-bodies';
import { userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';

const h = useHarness();

const draft = campaignBody({
  description: '<p>Dance to it <script>alert(1)</script></p>',
  budget_eur: 250.5,
  hashtags: ['#one'],
  territories: [4, 5],
  song: SAMPLE_SONG,
});
type Who = { auth: { authorization: string } };
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

describe('musician drafts', () => {
  it('saves, reads, edits and deletes a draft; the description is sanitised as Create Campaign does', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const created = await call(me, 'POST', '/api/musician/drafts', draft());
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(DRAFT_MESSAGES.saved);
    const d = created.json().data;
    expect(d.status).toBe('draft');
    expect(d.draft.budget_eur).toBe(250.5);
    expect(d.draft.description).not.toContain('<script>');

    const edited = await call(me, 'PUT', `/api/musician/drafts/${d.id}`, draft({ budget_eur: 300 }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.draft.budget_eur).toBe(300);
    const list = (await call(me, 'GET', '/api/musician/drafts')).json().data.items;
    expect(list.map((x: { id: number }) => x.id)).toEqual([d.id]);
    expect((await call(me, 'GET', `/api/musician/drafts/${d.id}`)).json().data.draft.budget_eur).toBe(300);

    const gone = await call(me, 'DELETE', `/api/musician/drafts/${d.id}`);
    expect(gone.json()).toEqual({ message: DRAFT_MESSAGES.deleted });
    expect((await call(me, 'GET', `/api/musician/drafts/${d.id}`)).statusCode).toBe(404);
    expect((await call(me, 'GET', '/api/musician/drafts')).json().data.items).toEqual([]);
  });

  it("another musician's draft does not exist for them; creators are refused", async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const other = await userWithToken(h.app, { userType: 'musician' });
    const id = (await call(me, 'POST', '/api/musician/drafts', draft())).json().data.id;
    for (const [method, payload] of [['GET'], ['PUT', draft()], ['DELETE']] as const) {
      const res = await call(other, method, `/api/musician/drafts/${id}`, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await call(other, 'GET', '/api/musician/drafts')).json().data.items).toEqual([]);
    const creator = await userWithToken(h.app);
    expect((await call(creator, 'POST', '/api/musician/drafts', draft())).statusCode).toBe(403);
    // the owner's draft is untouched
    expect((await call(me, 'GET', `/api/musician/drafts/${id}`)).json().data.draft.budget_eur).toBe(250.5);
  });

  it("Create Campaign's rules and texts; what only an admin sets is refused", async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const bad = async (body: object) => {
      const res = await call(me, 'POST', '/api/musician/drafts', body);
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await bad(draft({ end_date: inHours(0.5) }))).toContain(MSG.endAfterStartCreate);
    expect(await bad(draft({ budget_eur: 0.5 }))).toContain('The budget must be at least');
    expect(await bad(draft({ song: { ...draft().song, spotify_url: '' } }))).toContain(
      'Please enter a Spotify link, or upload the album cover and the song for a pre-release campaign',
    );
    await bad(draft({ max_level_id: 4 }));
    await bad(draft({ musician_id: 1 }));
    expect(await bad(draft({ start_date: inHours(-24), end_date: inHours(24) }))).toBe(
      'The start date cannot be in the past.',
    );
    // pre-release: the uploaded cover and song instead of a Spotify link
    const pre = await call(
      me,
      'POST',
      '/api/musician/drafts',
      draft({
        song: {
          title: 'Soon',
          artist: 'The Waves',
          genre: { name: 'Pop' },
          album_icon_url: '/files/songs/a.png',
          google_drive_url: 'a.mp3',
        },
      }),
    );
    expect(pre.statusCode).toBe(201);
    expect(
      (
        await h.db
          .select()
          .from(campaignDrafts)
          .where(eq(campaignDrafts.musicianId, me.musician?.id ?? 0))
      ).length,
    ).toBe(1);
  });

  it('a draft is no campaign: the admin list, the musician list and the creator feed do not show it', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const before = (await h.db.select({ id: campaigns.id }).from(campaigns)).length;
    await call(me, 'POST', '/api/musician/drafts', draft());
    expect((await h.db.select({ id: campaigns.id }).from(campaigns)).length).toBe(before);
    expect((await call(me, 'GET', '/api/musician/campaigns')).json().data.items).toEqual([]);
    const creator = await userWithToken(h.app);
    const feed = (await call(creator, 'GET', '/api/campaigns')).json().data;
    expect(JSON.stringify(feed)).not.toContain('Summer Nights');
  });

  it('only an unpaid draft can be changed or deleted', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const id = (await call(me, 'POST', '/api/musician/drafts', draft())).json().data.id;
    await h.db.update(campaignDrafts).set({ status: 'paid' }).where(eq(campaignDrafts.id, id));
    const put = await call(me, 'PUT', `/api/musician/drafts/${id}`, draft({ budget_eur: 999 }));
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(DRAFT_MESSAGES.notEditable);
    expect((await call(me, 'DELETE', `/api/musician/drafts/${id}`)).statusCode).toBe(409);
    expect((await call(me, 'GET', `/api/musician/drafts/${id}`)).json().data.draft.budget_eur).toBe(250.5);
  });

  it('a draft with a payment under way is not deleted; after a failed payment it is, its attempt kept on record', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const id = (await call(me, 'POST', '/api/musician/drafts', draft())).json().data.id;
    const url = new URL((await call(me, 'POST', `/api/musician/drafts/${id}/checkout`)).json().data.url);
    const refused = await call(me, 'DELETE', `/api/musician/drafts/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DRAFT_MESSAGES.paymentUnderway);
    await h.app.inject({
      method: 'POST',
      url: url.pathname,
      payload: 'outcome=fail',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await call(me, 'DELETE', `/api/musician/drafts/${id}`)).statusCode).toBe(200);
    expect((await call(me, 'GET', `/api/musician/drafts/${id}`)).statusCode).toBe(404);
    expect((await call(me, 'GET', '/api/musician/drafts')).json().data.items).toEqual([]);
    const attempts = await h.db.select().from(draftPayments).where(eq(draftPayments.draftId, id));
    expect(attempts.map((a) => a.status)).toEqual(['failed']);
  });
});
