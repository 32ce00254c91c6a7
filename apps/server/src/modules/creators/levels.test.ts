import { LEVEL_RULES, levelForFigures, medianOf, nextLevelRule } from '@hookline/shared/creator-levels';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creators, levelProposals } from '../../db/schema';
import { userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { simFollowers, simRecentVideos } from '../tiktok/simulator';
import { applyFigures, monthlyLevelReview } from './levels';

describe('level rule table', () => {
  it('takes the median of the recent views', () => {
    expect(medianOf([])).toBe(0);
    expect(medianOf([5, 1, 9])).toBe(5);
    expect(medianOf([1, 2, 3, 100])).toBe(2);
  });

  it('gives the highest row whose followers and median views are both reached', () => {
    expect(levelForFigures({ followers: 0, medianViews: 0, videosCounted: 10 })).toBe(1);
    expect(levelForFigures({ followers: 1_000, medianViews: 500, videosCounted: 10 })).toBe(2);
    expect(levelForFigures({ followers: 999, medianViews: 100_000, videosCounted: 10 })).toBe(1);
    // both criteria: many followers but few views stay where the views are
    expect(levelForFigures({ followers: 600_000, medianViews: 2_500, videosCounted: 10 })).toBe(3);
    expect(levelForFigures({ followers: 20_000, medianViews: 8_000, videosCounted: 10 })).toBe(4);
    expect(levelForFigures({ followers: 10_000_000, medianViews: 10_000_000, videosCounted: 10 })).toBe(7);
    // too few videos to tell: Level 0
    expect(levelForFigures({ followers: 600_000, medianViews: 300_000, videosCounted: 2 })).toBe(1);
  });

  it('each row asks more than the one before, and names the next level', () => {
    for (let i = 1; i < LEVEL_RULES.length; i++) {
      const [prev, row] = [LEVEL_RULES[i - 1], LEVEL_RULES[i]];
      expect(row?.minFollowers).toBeGreaterThan(prev?.minFollowers ?? 0);
      expect(row?.minMedianViews).toBeGreaterThan(prev?.minMedianViews ?? 0);
    }
    expect(nextLevelRule(1)?.name).toBe('1');
    expect(nextLevelRule(4)?.name).toBe('4');
    expect(nextLevelRule(7)).toBeNull();
  });

  it('the simulator plays follower counts and recent videos by username switches', () => {
    expect(simFollowers('anna_f12345')).toBe(12_345);
    const videos = simRecentVideos('anna_f12345_v3000');
    expect(videos).toHaveLength(9);
    expect(medianOf(videos.map((v) => v.view_count))).toBe(3_000);
    expect(medianOf(simRecentVideos('bo_v2000_n4').map((v) => v.view_count))).toBe(2_000);
    expect(simRecentVideos('bo_n0')).toHaveLength(0);
    // without switches: five videos below Level 1's median
    const plain = simRecentVideos('sim_creator_1');
    expect(plain).toHaveLength(5);
    expect(Math.max(...plain.map((v) => v.view_count))).toBeLessThan(500);
  });
});

const h = useHarness();

const code = (username: string) => `sim-code.${Buffer.from(username).toString('base64url')}`;

async function connect(username: string, creator: Partial<typeof creators.$inferInsert> = {}) {
  const me = await userWithToken(h.app, { creator });
  // the connection answers only the state this server issued to the creator (modules/tiktok/connect-state.ts)
  const { url } = (await h.app.inject({ url: '/api/creator/tiktok/authorize-url', headers: me.auth })).json();
  const state = new URL(url).searchParams.get('state') ?? '';
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/creator/authorize/tiktok',
    headers: me.auth,
    payload: { creator_id: me.creator?.id, country_id: 1, code: code(username), state },
  });
  expect(res.statusCode).toBe(200);
  return { me, res };
}

const proposalsOf = (creatorId: number) =>
  h.db.select().from(levelProposals).where(eq(levelProposals.creatorId, creatorId));

describe('levels from TikTok', () => {
  it('a new creator gets the level of the rule table on connect, and the page shows the next criteria', async () => {
    const { me, res } = await connect(`lv_${Date.now()}_f25000_v9000`);
    expect(res.json().creator).toMatchObject({ level_id: 4, level: { name: '3' }, tiktok_followers: 25_000 });
    const progress = await h.app.inject({ url: '/api/creator/level', headers: me.auth });
    expect(progress.json().data).toMatchObject({
      level_id: 4,
      level_name: '3',
      followers: 25_000,
      median_views: 9_000,
      videos_counted: 9,
      next: { level_id: 5, name: '4', min_followers: 50_000, min_median_views: 20_000 },
      pending_proposal: null,
    });
    expect((await proposalsOf(me.creator?.id ?? 0)).map((p) => p.status)).toEqual(['applied']);
  });

  it('a creator below Level 1 stays at Level 0 and is told what Level 1 needs', async () => {
    const { me, res } = await connect(`zero_${Date.now()}`);
    expect(res.json().creator.level).toMatchObject({ name: '0', max_amount_eur: 0 });
    const progress = (await h.app.inject({ url: '/api/creator/level', headers: me.auth })).json().data;
    expect(progress.next).toMatchObject({ name: '1', min_followers: 1_000, min_median_views: 500 });
    expect(progress.median_views).toBeLessThan(500);
  });

  it('progress comes from the figures the level was set from: none before a reading, a higher level said so', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    // a level given by hand, nothing read yet: no figures are made up
    const given = await userWithToken(h.app, { creator: { levelId: 3, tiktokFollowers: 12_400 } });
    const before = (await h.app.inject({ url: '/api/creator/level', headers: given.auth })).json().data;
    expect(before).toMatchObject({ level_id: 3, figures_level: null, checked_at: null });
    expect(new Date(before.next_review_at).getUTCDate()).toBe(1);
    expect(new Date(before.next_review_at).getTime()).toBeGreaterThan(Date.now());

    const { me } = await connect(`meets_${Date.now()}_f25000_v9000`);
    const creatorId = me.creator?.id ?? 0;
    // an admin sets a lower level by hand: the figures still meet Level 3, and the creator is told so
    const edit = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/creators/${creatorId}`,
      headers: admin.auth,
      payload: { level_type: 'normal', level_id: 2, country_id: 1 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const lowered = (await h.app.inject({ url: '/api/creator/level', headers: me.auth })).json().data;
    expect(lowered).toMatchObject({
      level_id: 2,
      followers: 25_000,
      median_views: 9_000,
      figures_level: { level_id: 4, name: '3' },
    });
    // the next reading applies it (the connection test reads the profile through the same rules)
    const check = await h.app.inject({ url: '/api/creator/tiktok/check', headers: me.auth });
    expect(check.json().data.profile_readable).toBe(true);
    const after = (await h.app.inject({ url: '/api/creator/level', headers: me.auth })).json().data;
    expect(after).toMatchObject({ level_id: 4, figures_level: { level_id: 4 } });
  });

  it('a lower figure never lowers a level by itself: it becomes a proposal that an admin confirms', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const { me, res } = await connect(`down_${Date.now()}_f2000_v600`, { levelId: 5 });
    expect(res.json().creator.level_id).toBe(5);
    const creatorId = me.creator?.id ?? 0;
    const list = await h.app.inject({
      url: '/api/admin/level-proposals?status=pending&per_page=100',
      headers: admin.auth,
    });
    const mine = list.json().data.items.find((p: { creator_id: number }) => p.creator_id === creatorId);
    expect(mine).toMatchObject({ from_level: { id: 5, name: '4' }, to_level: { id: 2, name: '1' }, source: 'connect' });
    expect((await h.app.inject({ url: '/api/creator/level', headers: me.auth })).json().data.pending_proposal).toEqual({
      to_level_id: 2,
      to_level_name: '1',
    });
    // not for a creator
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/admin/level-proposals/${mine.id}/decision`,
          headers: me.auth,
          payload: { decision: 'confirm' },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await h.app.inject({
      method: 'POST',
      url: `/api/admin/level-proposals/${mine.id}/decision`,
      headers: admin.auth,
      payload: { decision: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await h.app.inject({
      method: 'POST',
      url: `/api/admin/level-proposals/${mine.id}/decision`,
      headers: admin.auth,
      payload: { decision: 'confirm' },
    });
    expect(ok.statusCode).toBe(200);
    const [c] = await h.db.select().from(creators).where(eq(creators.id, creatorId));
    expect(c?.levelId).toBe(2);
    const again = await h.app.inject({
      method: 'POST',
      url: `/api/admin/level-proposals/${mine.id}/decision`,
      headers: admin.auth,
      payload: { decision: 'dismiss' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('a dismissed proposal keeps the level; the same figures again replace, not pile up, open proposals', async () => {
    const me = await userWithToken(h.app, { creator: { levelId: 6 } });
    const creatorId = me.creator?.id ?? 0;
    const low = { followers: 1_500, medianViews: 700, videosCounted: 10 };
    expect(await applyFigures(h.db, { creatorId, figures: low, source: 'monthly' })).toMatchObject({
      change: 'proposed',
      levelId: 6,
      ruleLevelId: 2,
    });
    await applyFigures(h.db, { creatorId, figures: low, source: 'monthly' });
    expect((await proposalsOf(creatorId)).filter((p) => p.status === 'pending')).toHaveLength(1);
    // back to the figures of the level they have: no open proposal is left
    await applyFigures(h.db, {
      creatorId,
      figures: { followers: 200_000, medianViews: 70_000, videosCounted: 10 },
      source: 'monthly',
    });
    expect((await proposalsOf(creatorId)).filter((p) => p.status === 'pending')).toHaveLength(0);
    const [c] = await h.db.select().from(creators).where(eq(creators.id, creatorId));
    expect(c?.levelId).toBe(6);
  });

  it('the monthly review reads every connected creator: upgrades apply at once, downgrades are proposed', async () => {
    const up = await connect(`mup_${Date.now()}_f600_v100`);
    const upId = up.me.creator?.id ?? 0;
    // the creator grew since: the simulator's switches are in the username, so change what TikTok answers
    const grown = `mup_${Date.now()}_f6000_v2500`;
    const token = `sim-at.${Buffer.from(grown).toString('base64url')}`;
    await h.db
      .update(creators)
      .set({ tiktokAccessToken: token, tiktokTokenExpiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(creators.id, upId));
    const down = await connect(`mdown_${Date.now()}_f600_v100`, { levelId: 4 });
    const result = await monthlyLevelReview(h.ctx);
    expect(result.errors).toEqual([]);
    const [u] = await h.db.select().from(creators).where(eq(creators.id, upId));
    expect(u?.levelId).toBe(3);
    const [d] = await h.db
      .select()
      .from(creators)
      .where(eq(creators.id, down.me.creator?.id ?? 0));
    expect(d?.levelId).toBe(4);
    const pending = (await proposalsOf(down.me.creator?.id ?? 0)).filter((p) => p.status === 'pending');
    expect(pending).toMatchObject([{ toLevelId: 1, source: 'monthly' }]);
  });
});
