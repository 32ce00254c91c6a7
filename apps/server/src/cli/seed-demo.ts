// `npm run seed:demo`: demo accounts (and, as the engine grows, campaigns and promotions) for local use.
// Refuses to run in production. Idempotent: accounts that exist are left as they are.

import { DEMO, DEMO_PASSWORD } from '@hookline/shared/demo-accounts';
import { LEVEL_RECENT_VIDEOS, medianOf } from '@hookline/shared/level-rules';
import { eq } from 'drizzle-orm';
import { createContext } from '../bootstrap';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import {
  bills,
  campaigns,
  campaignTerritories,
  countries,
  creators,
  genres,
  musicians,
  promotionStats,
  promotions,
  songs,
  users,
} from '../db/schema';
import { generateBills } from '../modules/bills/generate-bills';
import { markBillPaid } from '../modules/bills/payouts';
import { applyFigures } from '../modules/creators/levels';
import { findUserByEmail } from '../modules/identity/accounts';
import { hashPassword } from '../modules/identity/passwords';
import {
  approve,
  archiveCampaign,
  archiveCampaignTx,
  decline,
  fundCampaign,
  markFraud,
  settlePromotion,
} from '../modules/promotions/engine';
import { SIM_DEFAULT_MUSIC_ID, simFollowers, simRecentVideos } from '../modules/tiktok/simulator';

export { DEMO, DEMO_PASSWORD };

export async function seedDemo(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [germany] = await db.select().from(countries).where(eq(countries.iso2, 'DE'));
  const ensure = async (email: string, values: Partial<typeof users.$inferInsert>) => {
    const existing = await findUserByEmail(db, email);
    if (existing) return { user: existing, created: false };
    const [user] = await db
      .insert(users)
      .values({ email, passwordHash, emailVerified: true, ...values })
      .returning();
    if (!user) throw new Error('insert failed');
    return { user, created: true };
  };
  const admin = await ensure(DEMO.admin, { isAdmin: true, firstName: 'Ada', lastName: 'Admin' });
  if (admin.created) await db.insert(creators).values({ userId: admin.user.id });
  const securityAdmin = await ensure(DEMO.securityAdmin, { isAdmin: true, firstName: 'Sam', lastName: 'Secure' });
  if (securityAdmin.created) await db.insert(creators).values({ userId: securityAdmin.user.id });
  const musician = await ensure(DEMO.musician, { userType: 'musician', firstName: 'Mia', lastName: 'Melody' });
  if (musician.created) await db.insert(musicians).values({ userId: musician.user.id, stageName: 'Mia Melody' });
  const creator = await ensure(DEMO.creator, { firstName: 'Carl', lastName: 'Creator', city: 'Berlin' });
  if (creator.created) {
    // connected to the TikTok simulator, and the level set from the figures it answers by the level rules' one
    // writer (creators/levels.ts), as a real connection does: Level 2 from 12,400 followers and a median of 2,600
    const username = 'demo.dancer';
    const [c] = await db
      .insert(creators)
      .values({
        userId: creator.user.id,
        tiktokUsername: username,
        tiktokFollowers: simFollowers(username),
        tiktokAccessToken: `sim-at.${b64(username)}`,
        tiktokRefreshToken: `sim-rt.${b64(username)}`,
        tiktokTokenExpiresAt: new Date(Date.now() + 365 * DAY),
        countryId: germany?.id ?? null,
      })
      .returning();
    const recent = simRecentVideos(username).slice(0, LEVEL_RECENT_VIDEOS);
    if (c)
      await applyFigures(db, {
        creatorId: c.id,
        figures: {
          followers: simFollowers(username),
          medianViews: medianOf(recent.map((v) => v.view_count)),
          videosCounted: recent.length,
        },
        source: 'connect',
      });
  }
  const fresh = await ensure(DEMO.newCreator, { firstName: 'Nora', lastName: 'New' });
  if (fresh.created) await db.insert(creators).values({ userId: fresh.user.id });
  const [m] = await db.select().from(musicians).where(eq(musicians.userId, musician.user.id));
  if (m) await seedCampaigns(db, passwordHash, m.id, germany?.id ?? null);
  await seedPastBills(db, passwordHash, germany?.id ?? null);
}

const DAY = 86_400_000;
const b64 = (s: string) => Buffer.from(s).toString('base64url');

/** Three campaigns of the demo musician and promotions in every state, made through the engine (so the ledger holds). */
async function seedCampaigns(db: Db, passwordHash: string, musicianId: number, countryId: number | null) {
  const [existing] = await db.select().from(songs).where(eq(songs.title, 'Midnight Drive'));
  if (existing) return;
  const [pop] = await db.select().from(genres).where(eq(genres.name, 'Pop'));
  const make = async (title: string, budgetCents: number, archived = false) =>
    db.transaction(async (tx) => {
      const [song] = await tx
        .insert(songs)
        .values({
          title,
          artist: 'Mia Melody',
          genreId: pop?.id ?? 1,
          spotifyUrl: 'https://open.spotify.com/track/demo',
          tiktokUrl: `https://www.tiktok.com/music/${title.replace(/ /g, '-')}-${SIM_DEFAULT_MUSIC_ID}`,
          capcutUrl: 'https://www.capcut.com/template-detail/demo',
        })
        .returning();
      const [c] = await tx
        .insert(campaigns)
        .values({
          songId: song?.id ?? 0,
          musicianId,
          description: `<p>Dance to <strong>${title}</strong> and tag the song. Keep it fun, keep it yours.</p>`,
          startDate: new Date(Date.now() - 10 * DAY),
          endDate: new Date(Date.now() + (archived ? -1 : 30) * DAY),
          budgetCents,
          budgetLeftCents: 0,
          maxLevelId: 7,
          hashtags: ['#hookline', `#${title.replace(/ /g, '').toLowerCase()}`, '#newmusic'],
        })
        .returning();
      if (!c) throw new Error('campaign insert failed');
      await tx.insert(campaignTerritories).values([{ campaignId: c.id, territoryId: 8 }]);
      await fundCampaign(tx, { campaignId: c.id, amountCents: budgetCents });
      if (archived) await archiveCampaignTx(tx, c.id);
      return c;
    });
  const main = await make('Midnight Drive', 200_000);
  await make('Golden Hour', 50_000);
  await make('Last Summer', 20_000, true);

  const states = ['pending', 'submitted', 'reviewed', 'succeeded', 'declined', 'fraud'] as const;
  for (const [i, state] of states.entries()) {
    const username = `demo_creator_${i + 1}`;
    const [u] = await db
      .insert(users)
      .values({
        email: `creator${i + 1}@demo.hookline.test`,
        passwordHash,
        emailVerified: true,
        firstName: 'Demo',
        lastName: `Creator ${i + 1}`,
      })
      .onConflictDoNothing()
      .returning();
    if (!u) continue;
    const [c] = await db
      .insert(creators)
      .values({
        userId: u.id,
        tiktokUsername: username,
        tiktokFollowers: 5_000 * (i + 1),
        tiktokAccessToken: `sim-at.${b64(username)}`,
        tiktokRefreshToken: `sim-rt.${b64(username)}`,
        tiktokTokenExpiresAt: new Date(Date.now() + 365 * DAY),
        levelId: 2 + (i % 5),
        countryId,
      })
      .returning();
    if (!c) continue;
    const videoId = `73${String(i + 1).padStart(17, '0')}`;
    const [p] = await db
      .insert(promotions)
      .values({
        campaignId: main.id,
        creatorId: c.id,
        status: state === 'pending' ? 'pending' : 'submitted',
        videoUrl: state === 'pending' ? null : `https://www.tiktok.com/@${username}/video/${videoId}`,
        videoLink: state === 'pending' ? null : `https://www.tiktok.com/@${username}/video/${videoId}`,
        tiktokVideoId: state === 'pending' ? null : videoId,
        soundCheck: state === 'pending' ? null : 'ok',
      })
      .returning();
    if (!p || state === 'pending' || state === 'submitted') continue;
    if (state === 'declined') {
      await decline(db, {
        promotionId: p.id,
        reason: {
          reasonCode: 'other',
          note: 'The song is only heard for two seconds; please use it for the whole video.',
        },
      });
      continue;
    }
    const uploadedAt = new Date(Date.now() - (state === 'reviewed' ? 1 : 4) * DAY);
    await approve(db, {
      promotionId: p.id,
      uploadedAt,
      stat: { views_count: 1_500 * (i + 1), likes_count: 120, comments_count: 9, shares_count: 4 },
    });
    // an earlier history, as the stats job would have recorded it since the upload: the musician's views chart
    // has days to draw
    const since = Date.now() - uploadedAt.getTime();
    await db.insert(promotionStats).values(
      [0.3, 0.65].map((share) => ({
        promotionId: p.id,
        viewsCount: Math.round(1_500 * (i + 1) * share),
        likesCount: Math.round(120 * share),
        commentsCount: Math.round(9 * share),
        sharesCount: Math.round(4 * share),
        recordedAt: new Date(uploadedAt.getTime() + since * share),
      })),
    );
    if (state === 'reviewed') continue;
    await settlePromotion(db, { promotionId: p.id, viewsAfterThreeDays: 12_000 * (i + 1), actor: 'system' });
    if (state === 'fraud')
      await markFraud(db, {
        promotionId: p.id,
        reason: { reasonCode: 'suspected_fake_views', note: 'Most views came within minutes, with almost no likes.' },
      });
  }
  // the monthly job bills only past months: bill this month's earnings now, as an admin's "run now" does, so
  // creator4 (succeeded) has a bill
  await generateBills({ db, config: loadConfig() }, { until: new Date() });
}

async function main() {
  const config = loadConfig();
  if (config.production) {
    console.error('seed:demo refuses to run when NODE_ENV=production.');
    process.exit(2);
  }
  const ctx = await createContext(config);
  try {
    await seedDemo(ctx.db);
    console.log(`Demo data ready. Sign in with password "${DEMO_PASSWORD}" as:`);
    for (const [role, email] of Object.entries(DEMO)) console.log(`  ${role.padEnd(10)} ${email}`);
  } finally {
    await ctx.database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

// ---------- past bills (admin Invoices) ----------

/**
 * Six creators billed monthly for five past months (30 bills, the older ones paid), so the admin Invoices table
 * has more than one page of 25. Everything goes through the services a real month uses, dated in its month: a video
 * approved and settled in an archived campaign without a musician, the billing run at the month's end (a bill with
 * its lines) and Mark paid ten days later. So every check of `npm run ledger:check` holds on the demo.
 */
async function seedPastBills(db: Db, passwordHash: string, countryId: number | null) {
  if (await findUserByEmail(db, 'billed1@demo.hookline.test')) return;
  const [pop] = await db.select().from(genres).where(eq(genres.name, 'Pop'));
  const monthsBack = 5;
  const now = new Date();
  const monthStart = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const [song] = await db
    .insert(songs)
    .values({ title: 'Back Catalogue', artist: 'Various Artists', genreId: pop?.id ?? 1 })
    .returning();
  // one campaign a month: a creator takes part in a campaign once
  const monthCampaign = (back: number) =>
    db.transaction(async (tx) => {
      const budgetCents = 60_000;
      const [c] = await tx
        .insert(campaigns)
        .values({
          songId: song?.id ?? 0,
          description: '<p>Earlier promotions, billed in past months.</p>',
          startDate: monthStart(back),
          endDate: monthStart(back - 1),
          budgetCents,
          budgetLeftCents: 0,
          maxLevelId: 7,
          hashtags: ['#hookline', '#backcatalogue', '#classics'],
        })
        .returning();
      if (!c) throw new Error('campaign insert failed');
      await tx.insert(campaignTerritories).values([{ campaignId: c.id, territoryId: 8 }]);
      await fundCampaign(tx, { campaignId: c.id, amountCents: budgetCents });
      return c;
    });
  const completeSettings = (i: number) => ({
    legalName: `Past Biller ${i}`,
    addressStreet: `${i} Demo Street`,
    addressPostcode: '10115',
    addressCity: 'Berlin',
    addressCountry: 'DE',
    taxStatus: 'private' as const,
  });
  const billedCreators: { id: number; username: string }[] = [];
  for (let i = 1; i <= 6; i++) {
    const [u] = await db
      .insert(users)
      .values({
        email: `billed${i}@demo.hookline.test`,
        passwordHash,
        emailVerified: true,
        firstName: 'Past',
        lastName: `Biller ${i}`,
      })
      .returning();
    const username = `past_biller_${i}`;
    const [c] = await db
      .insert(creators)
      .values({
        userId: u?.id ?? 0,
        tiktokUsername: username,
        tiktokFollowers: 20_000 * i,
        levelId: 2 + (i % 5),
        countryId,
        payoutAccountHolder: `Past Biller ${i}`,
        payoutIban: 'DE89370400440532013000',
        payoutMethod: 'sepa',
        payoutAddress: `${i} Demo Street, 10115 Berlin`,
        ...completeSettings(i),
      })
      .returning();
    if (c) billedCreators.push({ id: c.id, username });
  }
  const ctx = { db, config: loadConfig() };
  // oldest month first, so the newest bills carry the highest numbers
  for (let back = monthsBack; back >= 1; back--) {
    const periodEnd = monthStart(back - 1);
    const campaign = await monthCampaign(back);
    for (const [i, creator] of billedCreators.entries()) {
      const uploadedAt = new Date(monthStart(back).getTime() + (2 + 3 * i) * DAY);
      const videoId = `74${String(back * 10 + i + 1).padStart(17, '0')}`;
      const link = `https://www.tiktok.com/@${creator.username}/video/${videoId}`;
      const views = 20_000 + 7_000 * ((i * monthsBack + back) % 17);
      const [p] = await db
        .insert(promotions)
        .values({
          campaignId: campaign.id,
          creatorId: creator.id,
          status: 'submitted',
          videoUrl: link,
          videoLink: link,
          tiktokVideoId: videoId,
          soundCheck: 'ok',
          createdAt: uploadedAt,
        })
        .returning();
      if (!p) throw new Error('promotion insert failed');
      const stat = { views_count: Math.round(views / 3), likes_count: 90, comments_count: 7, shares_count: 3 };
      await approve(db, { promotionId: p.id, uploadedAt, stat, now: new Date(uploadedAt.getTime() + DAY) });
      const at72h = new Date(uploadedAt.getTime() + 3 * DAY);
      await settlePromotion(db, {
        promotionId: p.id,
        viewsAfterThreeDays: views,
        actor: 'system',
        viewsReadAt: at72h,
        now: at72h,
      });
    }
    await archiveCampaign(db, campaign.id);
    // the monthly run on the 1st, then the transfers ten days later for all but the last two months
    await generateBills(ctx, { now: periodEnd, until: periodEnd, backdated: true });
    if (back <= 2) continue;
    const issued = await db.select({ id: bills.id }).from(bills).where(eq(bills.periodEnd, periodEnd));
    for (const bill of issued)
      await markBillPaid(db, { billId: bill.id, now: new Date(periodEnd.getTime() + 10 * DAY) });
  }
  // billed2's payment settings are left for the bills journey (e2e/bills.spec.ts) to complete as a creator would
  const second = billedCreators[1];
  if (second)
    await db
      .update(creators)
      .set({
        legalName: null,
        addressStreet: null,
        addressPostcode: null,
        addressCity: null,
        addressCountry: null,
        taxStatus: null,
      })
      .where(eq(creators.id, second.id));
}
