// A creator's level comes from the best of their connected accounts, by the same rule table on every platform
// (docs/engine.md "Levels from the connected accounts"), and the pricing page's answer lists each account's level;
// connecting or reconnecting Instagram or YouTube applies the rule as TikTok's connect does.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creatorAccounts, creators, levelProposals } from '../../db/schema';
import { createCampaign, createPromotion, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { connectAccount } from '../platforms/test-helpers';
import { applyFigures } from './levels';

const h = useHarness();

describe('levels from the connected accounts', () => {
  it("takes the best account's level: YouTube's followers and the median of its Shorts' views beat TikTok's", async () => {
    const me = await userWithToken(h.app);
    const creatorId = me.creator?.id ?? 0;
    await h.db.update(creators).set({ levelId: 1 }).where(eq(creators.id, creatorId));
    await h.db.insert(creatorAccounts).values({
      creatorId,
      platform: 'youtube',
      handle: 'tube',
      externalId: `UC-level-${creatorId}`,
      followers: 60_000,
      accessToken: 'encrypted',
      tokenExpiresAt: new Date(Date.now() + 3600_000),
    });
    const shorts = async (views: number[]) => {
      for (const v of views)
        await createPromotion(h.db, {
          campaignId: (await createCampaign(h.db)).id,
          creatorId,
          status: 'succeeded',
          set: { platform: 'youtube', platformVideoId: `short${v}`, latestViews: v },
        });
    };
    // two Shorts read: too few for a steady audience (Level 0 from YouTube); TikTok's figures give Level 2
    await shorts([24_000, 30_000]);
    const tiktok = { followers: 6_000, medianViews: 2_500, videosCounted: 10 };
    expect(await applyFigures(h.db, { creatorId, figures: tiktok, source: 'connect' })).toMatchObject({
      levelId: 3,
      change: 'up',
    });
    // a third Short: YouTube's 60,000 followers and a median of 25,000 views reach Level 4
    await shorts([25_000]);
    expect(await applyFigures(h.db, { creatorId, figures: tiktok, source: 'connect' })).toMatchObject({
      levelId: 5,
      ruleLevelId: 5,
      change: 'up',
    });
    const res = await h.app.inject({ url: '/api/creator/level', headers: me.auth });
    expect(res.statusCode).toBe(200);
    const level = res.json().data;
    expect(level.best_platform).toBe('youtube');
    // this creator's TikTok authorisation is not held (the figures above came as if read at connect): YouTube only
    expect(level.accounts).toEqual([
      { platform: 'youtube', followers: 60_000, median_views: 25_000, videos_counted: 3, level_id: 5, level_name: '4' },
    ]);
  });

  it('connecting or reconnecting Instagram or YouTube applies the rule: higher at once, lower proposed', async () => {
    const me = await userWithToken(h.app);
    const creatorId = me.creator?.id ?? 0;
    await h.db.update(creators).set({ levelId: 1 }).where(eq(creators.id, creatorId));
    // three Reels Hookline read, median 9,000 views
    for (const [i, views] of [8_000, 9_000, 10_000].entries())
      await createPromotion(h.db, {
        campaignId: (await createCampaign(h.db)).id,
        creatorId,
        status: 'succeeded',
        set: { platform: 'instagram', platformVideoId: `reel-level-${creatorId}-${i}`, latestViews: views },
      });
    const level = async () => (await h.app.inject({ url: '/api/creator/level', headers: me.auth })).json().data;
    const proposals = () =>
      h.db
        .select({ to: levelProposals.toLevelId, status: levelProposals.status, source: levelProposals.source })
        .from(levelProposals)
        .where(eq(levelProposals.creatorId, creatorId))
        .orderBy(levelProposals.id);

    // 25,000 followers and a median of 9,000: Level 3 (level id 4), applied at once by the connect
    const connected = await connectAccount(h, me.auth, 'instagram', 'level_reels_f25000');
    expect(connected.json().creator.level_id).toBe(4);
    expect(await level()).toMatchObject({ level_id: 4, best_platform: 'instagram' });
    expect(await proposals()).toEqual([{ to: 4, status: 'applied', source: 'connect' }]);

    // a small YouTube channel leaves the best account as it is
    await connectAccount(h, me.auth, 'youtube', 'level_shorts_f10');
    expect(await level()).toMatchObject({ level_id: 4, best_platform: 'instagram' });
    expect(await proposals()).toHaveLength(1);

    // an admin set Level 4 by hand: a reconnect that reads 25,000 followers again proposes Level 3, never lowers it
    await h.db.update(creators).set({ levelId: 5 }).where(eq(creators.id, creatorId));
    await connectAccount(h, me.auth, 'instagram', 'level_reels_f25000');
    expect(await level()).toMatchObject({ level_id: 5, pending_proposal: { to_level_id: 4 } });
    expect((await proposals()).at(-1)).toEqual({ to: 4, status: 'pending', source: 'connect' });
  });
});
