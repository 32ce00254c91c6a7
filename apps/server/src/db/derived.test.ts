// The derived-data fence (db/derived.ts): after real changes every stored derived table matches its sources; a kept
// row broken on purpose is reported under its table and key, by the check, by the hourly job and by
// `npm run db:check`; its repair writes it again.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerCheck } from '../modules/jobs/definitions/ledger-check';
import { checkDerived } from '../modules/ledger/derived-check';
import { approve } from '../modules/promotions/engine';
import { JobFailed } from '../modules/queue/queue';
import { createCampaign, createPromotion, createUser } from '../test/factories';
import { useHarness } from '../test/harness';
import { DERIVED, describeDerivedDifference } from './derived';
import { campaignTerritories, creators, promotionStats, promotions, users } from './schema';

const h = useHarness();

const at = (day: number) => new Date(Date.UTC(2026, 9, 1 + day, 12));

async function someData() {
  const campaign = await createCampaign(h.db, { budgetCents: 100_000, territories: [8, 3] });
  const { creator } = await createUser(h.db, { creator: { tiktokUsername: 'fence_creator' } });
  const p = await createPromotion(h.db, {
    campaignId: campaign.id,
    creatorId: creator?.id ?? 0,
    status: 'submitted',
    set: { tiktokVideoId: '7300000000000000077' },
  });
  // approved by an admin: reviewed, with a reservation and a first snapshot (today)
  await approve(h.db, {
    promotionId: p.id,
    uploadedAt: at(0),
    stat: { views_count: 500, likes_count: 0, comments_count: 0, shares_count: 0 },
  });
  await h.db.insert(promotionStats).values([
    { promotionId: p.id, viewsCount: 100, likesCount: 0, commentsCount: 0, sharesCount: 0, recordedAt: at(0) },
    { promotionId: p.id, viewsCount: 500, likesCount: 0, commentsCount: 0, sharesCount: 0, recordedAt: at(1) },
  ]);
  await h.db
    .update(users)
    .set({ firstName: 'Fen', lastName: 'Ce' })
    .where(eq(users.id, creator?.userId ?? 0));
  return { campaign, creator, promotion: p };
}

describe('stored derived data against its sources', () => {
  it('every derived table is registered once, with its sources, migrations, repair and check', () => {
    const names = DERIVED.map((d) => d.table);
    expect(new Set(names).size).toBe(names.length);
    for (const d of DERIVED) {
      expect(d.sources.length).toBeGreaterThan(0);
      expect(d.migrations.length).toBeGreaterThan(0);
    }
    // repairs run in the registry's order: whatever a table is worked out from is repaired before it
    DERIVED.forEach((d, i) => {
      for (const source of d.sources) {
        const at = names.indexOf(source);
        if (at >= 0) expect(`${source} at ${at}`).toBe(`${source} at ${Math.min(at, i - 1)}`);
      }
    });
  });

  it("a bulk load with the triggers off is made right by every repair in the registry's order", async () => {
    await someData();
    // as bench/seed.ts loads: campaigns and their territories without any trigger, then the repairs
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`truncate campaign_feed_counts`);
      await tx.execute(sql`truncate campaign_status_counts`);
      await tx.execute(sql`update campaigns set territory_ids = '{}'`);
    });
    // the feed counts agree with the emptied territories: only a repair of those first makes them right after
    expect([...new Set((await checkDerived(h.db)).map((d) => d.table))]).toEqual([
      'campaigns.territory_ids',
      'campaign_status_counts',
    ]);
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const d of DERIVED) await d.repair(tx as unknown as typeof h.db);
    });
    expect(await checkDerived(h.db)).toEqual([]);
  });

  it('agree after real changes; each broken kind is reported under its table and key, then repaired', async () => {
    const { campaign, creator } = await someData();
    expect(await checkDerived(h.db)).toEqual([]);

    // one kept row of each kind changed behind its triggers' back
    await h.db.execute(
      sql`update campaign_promotion_counts set n = n + 5 where campaign_id = ${campaign.id} and status = 'reviewed'`,
    );
    await h.db.execute(sql`update campaign_daily_views set views = views + 1 where campaign_id = ${campaign.id}
      and day = '2026-10-02'`);
    await h.db.execute(sql`update campaign_view_totals set views = 1 where campaign_id = ${campaign.id}`);
    await h.db.execute(sql`update campaign_platform_totals set earned_cents = 7 where campaign_id = ${campaign.id}`);
    await h.db.execute(sql`update campaigns set territory_ids = '{8}' where id = ${campaign.id}`);
    await h.db.execute(sql`update campaign_feed_counts set campaigns = campaigns + 3 where max_level_id = ${campaign.maxLevelId}
      and country_id = (select min(country_id) from country_territories where territory_id = 8)`);
    await h.db.execute(sql`update campaign_status_counts set campaigns = 999 where status = 'active'`);
    // after the campaign's own update, whose trigger writes its card again
    await h.db.execute(sql`update campaign_cards set head = '{}' where campaign_id = ${campaign.id}`);
    await h.db.execute(sql`update creator_search set email = 'someone@else.test' where creator_id = ${creator?.id}`);
    await h.db.execute(sql`update creator_counts set n = n + 2 where level_id = ${creator?.levelId}`);

    const differences = await checkDerived(h.db);
    const tables = [...new Set(differences.map((d) => d.table))].sort();
    expect(tables).toEqual([
      'campaign_cards',
      'campaign_daily_views',
      'campaign_feed_counts',
      'campaign_platform_totals',
      'campaign_promotion_counts',
      'campaign_status_counts',
      'campaign_view_totals',
      'campaigns.territory_ids',
      'creator_counts',
      'creator_search',
    ]);
    expect(differences).toContainEqual({
      table: 'campaign_promotion_counts',
      key: `${campaign.id} reviewed`,
      expected: '1',
      actual: '6',
    });
    expect(differences).toContainEqual({
      table: 'campaign_daily_views',
      key: `${campaign.id} 2026-10-02`,
      expected: '400 views, 1 videos',
      actual: '401 views, 1 videos',
    });
    // the approved TikTok video: its 500 views at approval, nothing earned before its views at 72 h
    expect(differences).toContainEqual({
      table: 'campaign_platform_totals',
      key: `${campaign.id}:tiktok`,
      expected: '1 videos, 500 views, 0 cents',
      actual: '1 videos, 500 views, 7 cents',
    });
    expect(differences.find((d) => d.table === 'campaign_feed_counts')).toMatchObject({
      key: expect.stringMatching(new RegExp(`:${campaign.maxLevelId}$`)),
    });
    expect(differences.find((d) => d.table === 'campaign_status_counts')).toMatchObject({
      key: 'active',
      actual: '999',
    });
    expect(differences).toContainEqual({
      table: 'campaigns.territory_ids',
      key: String(campaign.id),
      expected: '{3,8}',
      actual: '{8}',
    });
    expect(differences.find((d) => d.table === 'creator_search')?.actual).toContain('someone@else.test');
    expect(describeDerivedDifference(differences[0] ?? { table: '', key: '', expected: '', actual: '' })).toMatch(
      / expected .+, found /,
    );

    // the hourly job reports them in words, as a failed run (ledger/check-alert.ts)
    const failed = await ledgerCheck(h.ctx).then(
      () => null,
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(JobFailed);
    const job = (failed as JobFailed).result as { ok: boolean; details: string[] };
    expect(job.ok).toBe(false);
    expect(job.details).toContain(`campaign_promotion_counts ${campaign.id} reviewed: expected 1, found 6`);

    for (const table of tables) await DERIVED.find((d) => d.table === table)?.repair(h.db);
    expect(await checkDerived(h.db)).toEqual([]);
    expect(await ledgerCheck(h.ctx)).toMatchObject({ ok: true, differences: 0 });
  });

  it('a kept row missing on either side is a difference too', async () => {
    const { campaign, creator } = await someData();
    await h.db.delete(campaignTerritories).where(eq(campaignTerritories.campaignId, campaign.id));
    await h.db.execute(sql`delete from campaign_promotion_counts where campaign_id = ${campaign.id}`);
    await h.db.execute(sql`delete from creator_search where creator_id = ${creator?.id}`);
    const differences = await checkDerived(h.db, {
      tables: ['campaign_promotion_counts', 'campaigns.territory_ids', 'creator_search'],
    });
    expect(differences.find((d) => d.table === 'creator_search')).toMatchObject({
      key: String(creator?.id),
      actual: '(no row)',
    });
    expect(differences).toContainEqual({
      table: 'campaign_promotion_counts',
      key: `${campaign.id} reviewed`,
      expected: '1',
      actual: '(no row)',
    });
    // the trigger kept territory_ids through the delete: nothing to report there
    expect(differences.filter((d) => d.table === 'campaigns.territory_ids')).toEqual([]);
    await DERIVED.find((d) => d.table === 'campaign_promotion_counts')?.repair(h.db);
    // the search row written again; its insert trigger counts the creator again
    await DERIVED.find((d) => d.table === 'creator_search')?.repair(h.db);
    expect(await checkDerived(h.db)).toEqual([]);
    expect(await h.db.select().from(promotions).where(eq(promotions.campaignId, campaign.id))).toHaveLength(1);
    expect(await h.db.select().from(creators).limit(1)).toHaveLength(1);
  });
});
