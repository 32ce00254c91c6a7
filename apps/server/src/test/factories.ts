// Factories with overrides: real rows through the same tables the services use.
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { creators, musicians, outbox, promotions, users } from '../db/schema';
import { hashPassword } from '../modules/identity/passwords';

export const PASSWORD = 'correct-horse-battery';

/** The platform settings production must set (config.ts): a made-up company for tests that run as production. */
export const PLATFORM_ENV = {
  PLATFORM_LEGAL_NAME: 'Hookline Test GmbH',
  PLATFORM_ADDRESS: 'Teststraße 1, 10115 Berlin',
  PLATFORM_COUNTRY: 'DE',
  PLATFORM_VAT_ID: 'DE999999999',
  PLATFORM_IBAN: 'DE89370400440532013000',
  PLATFORM_BIC: 'COBADEFFXXX',
} as const;

/** Payment settings a self-billing invoice and a payout need (modules/bills/payment-settings.ts). */
export const COMPLETE_PAYMENT_SETTINGS = {
  legalName: 'Ada Creator',
  addressStreet: '1 Bill Street',
  addressPostcode: '10115',
  addressCity: 'Berlin',
  addressCountry: 'DE',
  taxStatus: 'private',
  payoutIban: 'DE89370400440532013000',
  payoutMethod: 'sepa',
} as const;
/** A creator's columns once their TikTok profile is connected to the simulator (its tokens carry the username). */
export const connectedTikTok = (username: string) => {
  const b64 = Buffer.from(username).toString('base64url');
  return {
    tiktokUsername: username,
    tiktokAccessToken: `sim-at.${b64}`,
    tiktokRefreshToken: `sim-rt.${b64}`,
    tiktokTokenExpiresAt: new Date(Date.now() + 365 * 86_400_000),
  };
};

let seq = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${++seq}@example.test`;

let cachedHash: Promise<string> | undefined;
const defaultHash = () => {
  cachedHash ??= hashPassword(PASSWORD);
  return cachedHash;
};

export type UserOverrides = Partial<typeof users.$inferInsert> & {
  password?: string;
  creator?: Partial<typeof creators.$inferInsert>;
  stageName?: string;
};

export async function createUser(db: Db, o: UserOverrides = {}) {
  const { password, creator, stageName, ...rest } = o;
  const passwordHash = password ? await hashPassword(password) : await defaultHash();
  const [user] = await db
    .insert(users)
    .values({ email: uniqueEmail(rest.userType ?? 'creator'), emailVerified: true, passwordHash, ...rest })
    .returning();
  if (!user) throw new Error('no user');
  if (user.userType === 'musician') {
    const [m] = await db
      .insert(musicians)
      .values({ userId: user.id, stageName: stageName ?? 'DJ Test' })
      .returning();
    return { user, musician: m, creator: undefined };
  }
  const [c] = await db
    .insert(creators)
    .values({ userId: user.id, ...creator })
    .returning();
  return { user, creator: c, musician: undefined };
}

export async function signIn(app: App, email: string, password = PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export async function userWithToken(app: App, o: UserOverrides = {}) {
  const made = await createUser(app.ctx.db, o);
  const token = await signIn(app, made.user.email, o.password ?? PASSWORD);
  return { ...made, token, auth: { authorization: `Bearer ${token}` } };
}

export async function lastMailTo(db: Db, to: string) {
  const rows = await db.select().from(outbox).where(eq(outbox.to, to));
  return rows.at(-1);
}

export const linkToken = (text: string, param: 'verify' | 'token') => {
  const m = text.match(new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`));
  if (!m?.[1]) throw new Error(`no ${param} link in mail`);
  return m[1];
};

export async function createCampaign(
  db: Db,
  o: {
    budgetCents?: number;
    maxLevelId?: number;
    musicianId?: number | null;
    territories?: number[];
    endDate?: Date;
    title?: string;
  } = {},
) {
  const { genres, songs, campaigns, campaignTerritories } = await import('../db/schema');
  const { fundCampaign } = await import('../modules/promotions/engine');
  const [genre] = await db.select().from(genres).limit(1);
  return db.transaction(async (tx) => {
    const [song] = await tx
      .insert(songs)
      .values({
        title: o.title ?? 'Test Song',
        artist: 'Test Artist',
        genreId: genre?.id ?? 1,
        tiktokUrl: 'https://www.tiktok.com/music/test-song-7300000000000000001',
      })
      .returning();
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        songId: song?.id ?? 0,
        startDate: new Date(Date.now() - 86_400_000),
        endDate: o.endDate ?? new Date(Date.now() + 30 * 86_400_000),
        budgetCents: o.budgetCents ?? 10_000,
        budgetLeftCents: 0,
        maxLevelId: o.maxLevelId ?? 7,
        musicianId: o.musicianId ?? null,
        hashtags: ['#one', '#two', '#three'],
        description: '<p>Test campaign</p>',
      })
      .returning();
    if (!campaign) throw new Error('no campaign');
    await tx
      .insert(campaignTerritories)
      .values((o.territories ?? [8]).map((territoryId) => ({ campaignId: campaign.id, territoryId })));
    await fundCampaign(tx, { campaignId: campaign.id, amountCents: campaign.budgetCents });
    return { ...campaign, budgetLeftCents: campaign.budgetCents, song };
  });
}

export async function createPromotion(
  db: Db,
  o: {
    campaignId: number;
    creatorId: number;
    status?: typeof import('../db/schema').PROMOTION_STATUSES[number];
    videoUrl?: string;
    /** further columns written with it (figures, stats, times) */
    set?: Partial<typeof promotions.$inferInsert>;
  },
) {
  const [p] = await db
    .insert(promotions)
    .values({
      campaignId: o.campaignId,
      creatorId: o.creatorId,
      status: o.status ?? 'submitted',
      videoUrl:
        o.videoUrl ?? (o.status === 'pending' ? null : 'https://www.tiktok.com/@someone/video/7300000000000000042'),
      ...o.set,
    })
    .returning();
  if (!p) throw new Error('no promotion');
  return p;
}

/** A new creator's succeeded promotion in a campaign, with the figures (earnings, views, link) `set` writes on it. */
export async function succeededPromotion(
  db: Db,
  o: { campaignId: number; tiktokUsername: string; set: Partial<typeof promotions.$inferInsert> },
) {
  const { creator } = await createUser(db, { creator: { tiktokUsername: o.tiktokUsername } });
  const p = await createPromotion(db, { campaignId: o.campaignId, creatorId: creator?.id ?? 0, status: 'succeeded' });
  await db.update(promotions).set(o.set).where(eq(promotions.id, p.id));
  return p;
}

/** The stats job's fresh figures of a promotion's video (`writeStats`): the given views, nothing else. */
export const freshViews = (p: { id: number; tiktokVideoId: string | null }, views: number) => ({
  promotionId: p.id,
  videoId: p.tiktokVideoId ?? '',
  views,
  likes: 0,
  comments: 0,
  shares: 0,
});

/** A settled video of `creatorId` on its own campaign: approved, then its views at 72 h recorded (it earns). */
export async function settledVideo(db: Db, o: { creatorId: number; views: number; title?: string }) {
  const { approve, settlePromotion } = await import('../modules/promotions/engine');
  const campaign = await createCampaign(db, { budgetCents: 100_000, title: o.title });
  const p = await createPromotion(db, { campaignId: campaign.id, creatorId: o.creatorId });
  await approve(db, {
    promotionId: p.id,
    uploadedAt: new Date(),
    stat: { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 },
  });
  await settlePromotion(db, { promotionId: p.id, viewsAfterThreeDays: o.views, actor: 'admin' });
  return p;
}
