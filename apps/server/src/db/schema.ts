// Drizzle schema: every table, column, index and constraint the migrations in apps/server/drizzle create (the
// schema check holds it to that: db/schema-truth.test.ts compares it with a migrated database, scripts/check-schema.mjs
// checks that `npm run db:generate` finds nothing to write). What stays SQL only is listed in SQL_ONLY at the end.
import { PROMOTION_STATUSES } from '@hookline/shared/constants';
import type { FraudReason } from '@hookline/shared/fraud';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const cents = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => ts('created_at').notNull().defaultNow();

// ---------- reference data ----------
export const territories = pgTable('territories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  iso2: text('iso2').notNull().unique(),
  name: text('name').notNull().unique(),
});

export const countryTerritories = pgTable(
  'country_territories',
  {
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    territoryId: integer('territory_id')
      .notNull()
      .references(() => territories.id),
  },
  (t) => [
    primaryKey({ columns: [t.countryId, t.territoryId] }),
    index('country_territories_territory_idx').on(t.territoryId),
  ],
);

export const levels = pgTable('levels', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  per1kCents: cents('per_1k_cents').notNull(),
  maxCents: cents('max_cents').notNull(),
  // EUR 0.0001 units (migration 0008); null: per1kCents × 100
  per1kRate: bigint('per_1k_rate', { mode: 'number' }),
});

export const genres = pgTable('genres', {
  id: id(),
  name: text('name').notNull().unique(),
});

// ---------- identity and people ----------
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    userType: text('user_type', { enum: ['creator', 'musician'] })
      .notNull()
      .default('creator'),
    isAdmin: boolean('is_admin').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    street: text('street'),
    houseNumber: text('house_number'),
    city: text('city'),
    /** the language the user reads Hookline and their emails in (packages/shared/src/languages.ts; migration 0037) */
    language: text('language', { enum: ['en', 'de', 'es', 'pt-BR'] })
      .notNull()
      .default('en'),
    isNotificationEnabled: boolean('is_notification_enabled').notNull().default(true),
    notifyNewVideo: boolean('notify_new_video').notNull().default(true),
    notifyWeeklySummary: boolean('notify_weekly_summary').notNull().default(true),
    notifyCampaignEnded: boolean('notify_campaign_ended').notNull().default(true),
    consentTermsAt: ts('consent_terms_at'),
    consentAgeAt: ts('consent_age_at'),
    consentMarketingAt: ts('consent_marketing_at'),
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    totpRecoveryHashes: jsonb('totp_recovery_hashes').$type<string[]>(),
    /** the last TOTP time step accepted for this account: each step opens one session only (migration 0027) */
    totpLastStep: integer('totp_last_step'),
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    // substring search (migrations 0003, 0017)
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: 'off' }),
    index('users_full_name_trgm_idx')
      .using('gin', sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    check('users_language_check', sql`${t.language} in ('en', 'de', 'es', 'pt-BR')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    mfaPassed: boolean('mfa_passed').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', {
      enum: [
        'verify',
        'reset',
        'invite',
        'change_email',
        'undo_email_change',
        'mfa_enrol',
        'tiktok_state',
        'instagram_state',
        'youtube_state',
        // a single-use sign-in link mailed to the owner while wrong passwords pause the account (docs/security.md)
        'sign_in',
      ],
    }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    newEmail: text('new_email'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Throttling counters (modules/identity/throttle.ts): sign-in per account and address, second factor, resets. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  lastAt: ts('last_at').notNull().defaultNow(),
  blockedUntil: ts('blocked_until'),
});

export const creators = pgTable(
  'creators',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    tiktokUsername: text('tiktok_username'),
    tiktokFollowers: integer('tiktok_followers'),
    tiktokOpenId: text('tiktok_open_id'),
    tiktokAccessToken: text('tiktok_access_token'),
    tiktokRefreshToken: text('tiktok_refresh_token'),
    tiktokTokenExpiresAt: ts('tiktok_token_expires_at'),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    levelId: integer('level_id')
      .notNull()
      .default(1)
      .references(() => levels.id),
    levelType: text('level_type', { enum: ['normal', 'linear', 'fixed'] })
      .notNull()
      .default('normal'),
    per1kCents: cents('per_1k_cents'),
    maxCents: cents('max_cents'),
    // EUR 0.0001 units (migration 0008); null: per1kCents × 100
    per1kRate: bigint('per_1k_rate', { mode: 'number' }),
    countryId: integer('country_id').references(() => countries.id),
    payoutAccountHolder: text('payout_account_holder'),
    payoutIban: text('payout_iban'),
    payoutAddress: text('payout_address'),
    // the figures the level rule table read last (modules/creators/levels.ts)
    tiktokMedianViews: bigint('tiktok_median_views', { mode: 'number' }),
    tiktokVideosCounted: integer('tiktok_videos_counted'),
    levelCheckedAt: ts('level_checked_at'),
    // payment settings a self-billing invoice needs (modules/bills/payment-settings.ts)
    legalName: text('legal_name'),
    addressStreet: text('address_street'),
    addressPostcode: text('address_postcode'),
    addressCity: text('address_city'),
    addressCountry: text('address_country'),
    taxStatus: text('tax_status', { enum: ['vat_registered', 'small_business', 'private'] }),
    taxId: text('tax_id'),
    taxExemptionNote: text('tax_exemption_note'),
    payoutBic: text('payout_bic'),
    // the method the creator is paid by (modules/payouts/registry.ts; migration 0045)
    payoutMethod: text('payout_method', { enum: ['sepa', 'stripe', 'paypal'] }),
    // the creator's Stripe Connect Express account, and whether Stripe pays out from it (modules/payouts/stripe,
    // migration 0047)
    stripeAccountId: text('stripe_account_id'),
    stripePayoutsEnabled: boolean('stripe_payouts_enabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'creators_payout_method_check',
      sql`${t.payoutMethod} is null or ${t.payoutMethod} in ('sepa', 'stripe', 'paypal')`,
    ),
    index('creators_tiktok_username_idx').on(t.tiktokUsername),
    uniqueIndex('creators_stripe_account_idx').on(t.stripeAccountId),
    index('creators_country_idx').on(t.countryId),
    // the admin's creators list, newest first (migration 0016)
    index('creators_created_idx').on(t.createdAt, t.id),
    // substring search (migrations 0003, 0017)
    index('creators_tiktok_username_trgm_idx')
      .using('gin', t.tiktokUsername.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    index('creators_payout_iban_idx')
      .on(sql`upper(replace(${t.payoutIban}, ' ', ''))`)
      .where(sql`${t.payoutIban} is not null`),
  ],
);

export const PLATFORM_IDS = ['tiktok', 'instagram', 'youtube'] as const;

// the platform accounts a creator connected (migration 0032, modules/platforms/accounts.ts): TikTok's row was filled
// from the tiktok_* columns above, which the TikTok module still keeps; Instagram's and YouTube's tokens are AES-GCM
// ciphertext (never the token itself)
export const creatorAccounts = pgTable(
  'creator_accounts',
  {
    id: id(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    handle: text('handle'),
    externalId: text('external_id'),
    followers: integer('followers'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    tokenExpiresAt: ts('token_expires_at'),
    connectedAt: ts('connected_at').notNull().defaultNow(),
    refreshedAt: ts('refreshed_at'),
  },
  (t) => [
    uniqueIndex('creator_accounts_creator_platform_idx').on(t.creatorId, t.platform),
    uniqueIndex('creator_accounts_platform_external_idx').on(t.platform, t.externalId),
    check('creator_accounts_platform_values', sql`${t.platform} in ('tiktok', 'instagram', 'youtube')`),
  ],
);

export const musicians = pgTable('musicians', {
  id: id(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  stageName: text('stage_name').notNull(),
  createdAt: createdAt(),
});

// ---------- campaigns ----------
export const songs = pgTable(
  'songs',
  {
    id: id(),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id),
    spotifyUrl: text('spotify_url'),
    tiktokUrl: text('tiktok_url'),
    capcutUrl: text('capcut_url'),
    albumIconUrl: text('album_icon_url'),
    googleDriveUrl: text('google_drive_url'),
    isPreRelease: boolean('is_pre_release').notNull().default(false),
  },
  (t) => [
    // substring search (migrations 0003, 0017)
    index('songs_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).with({ fastupdate: 'off' }),
    index('songs_artist_trgm_idx').using('gin', t.artist.op('gin_trgm_ops')).with({ fastupdate: 'off' }),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    description: text('description').notNull().default(''),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    budgetCents: cents('budget_cents').notNull(),
    // Maintained from the ledger inside each money transaction; the ledger is the truth.
    budgetLeftCents: cents('budget_left_cents').notNull(),
    campaignViews: bigint('campaign_views', { mode: 'number' }).notNull().default(0),
    maxLevelId: integer('max_level_id')
      .notNull()
      .references(() => levels.id),
    hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
    // a copy of campaign_territories kept by a trigger (migration 0006): the creator feed's territory test is one
    // array overlap per campaign instead of a join per campaign
    territoryIds: integer('territory_ids').array().notNull().default(sql`'{}'::integer[]`),
    musicianId: integer('musician_id').references(() => musicians.id),
    // the platforms whose videos the campaign accepts (migration 0032)
    platforms: text('platforms', { enum: PLATFORM_IDS }).array().notNull().default(sql`'{tiktok}'::text[]`),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id),
    status: text('status', { enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    archivedAt: ts('archived_at'),
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    // migration 0046: a dispute of a payment that funds it holds it (no new joins) until the dispute closes
    heldAt: ts('held_at'),
  },
  (t) => [
    check('campaigns_budget_left_nonneg', sql`${t.budgetLeftCents} >= 0`),
    check('campaigns_budget_nonneg', sql`${t.budgetCents} >= 0`),
    check(
      'campaigns_platforms_values',
      sql`cardinality(${t.platforms}) >= 1 AND ${t.platforms} <@ ARRAY['tiktok', 'instagram', 'youtube']::text[]`,
    ),
    index('campaigns_status_created_idx').on(t.status, t.createdAt),
    // the active campaigns newest first, read index-only by the admin's active list and the creator feed (migration
    // 0036; its INCLUDE (end_date, max_level_id, territory_ids) is SQL only, SQL_ONLY below)
    index('campaigns_active_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'active' and ${t.deletedAt} is null`),
    index('campaigns_musician_idx').on(t.musicianId),
    // the active campaigns past their end date, which the archive job has yet to archive (migration 0040): on the
    // end in UTC, which the feed's page does not write, so that its plan never takes this index; its INCLUDE
    // (max_level_id, territory_ids) is SQL only, SQL_ONLY below
    index('campaigns_active_end_idx')
      .on(sql`(${t.endDate} at time zone 'UTC')`)
      .where(sql`${t.status} <> 'archived' and ${t.deletedAt} is null`),
  ],
);

export const campaignTerritories = pgTable(
  'campaign_territories',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    territoryId: integer('territory_id')
      .notNull()
      .references(() => territories.id),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.territoryId] }),
    index('campaign_territories_territory_idx').on(t.territoryId),
  ],
);

export { PROMOTION_STATUSES };

export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id),
    status: text('status', { enum: PROMOTION_STATUSES }).notNull().default('pending'),
    videoUrl: text('video_url'),
    videoLink: text('video_link'),
    tiktokVideoId: text('tiktok_video_id'),
    // the video's platform and, for Instagram and YouTube, its id there (migration 0032; TikTok's stays in
    // tiktok_video_id)
    platform: text('platform', { enum: PLATFORM_IDS }).notNull().default('tiktok'),
    platformVideoId: text('platform_video_id'),
    soundCheck: text('sound_check', { enum: ['ok', 'manual'] }),
    videoUploadedAt: ts('video_uploaded_at'),
    viewsAfterThreeDays: bigint('views_after_three_days', { mode: 'number' }),
    reservedCents: cents('reserved_cents').notNull().default(0),
    earnedCents: cents('earned_cents'),
    settledAt: ts('settled_at'),
    billId: integer('bill_id'),
    latestViews: bigint('latest_views', { mode: 'number' }),
    latestLikes: bigint('latest_likes', { mode: 'number' }),
    latestComments: bigint('latest_comments', { mode: 'number' }),
    latestShares: bigint('latest_shares', { mode: 'number' }),
    statsUpdatedAt: ts('stats_updated_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    // the deal in force at approval (migration 0008): settlement pays by it, whatever the creator's deal is now
    dealType: text('deal_type', { enum: ['normal', 'linear', 'fixed'] }),
    dealPer1kRate: bigint('deal_per_1k_rate', { mode: 'number' }),
    dealMaxCents: cents('deal_max_cents'),
    // when the views at 72 h were read (the snapshot nearest to upload + 72 h); null when an admin typed them
    viewsReadAt: ts('views_read_at'),
  },
  (t) => [
    uniqueIndex('promotions_campaign_creator_idx').on(t.campaignId, t.creatorId),
    index('promotions_campaign_status_idx').on(t.campaignId, t.status),
    index('promotions_creator_idx').on(t.creatorId, t.createdAt),
    // each creator's settled videos for fraud scoring, read index-only (migration 0016; its INCLUDE
    // (views_after_three_days) is SQL only, SQL_ONLY below)
    index('promotions_creator_settled_idx')
      .on(t.creatorId, t.settledAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'succeeded' and ${t.viewsAfterThreeDays} is not null`),
    // a campaign's live videos, newest upload or most viewed first (migration 0020)
    index('promotions_live_uploaded_idx')
      .on(t.campaignId, t.videoUploadedAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('reviewed', 'approved', 'succeeded')`),
    index('promotions_live_views_idx')
      .on(
        t.campaignId,
        sql`coalesce(${t.viewsAfterThreeDays}, ${t.latestViews}, 0::bigint) desc`,
        t.videoUploadedAt.desc(),
        t.id.desc(),
      )
      .where(sql`${t.status} in ('reviewed', 'approved', 'succeeded')`),
    // the stats job's pages of videos to refresh (migration 0026)
    index('promotions_refresh_idx')
      .on(t.creatorId, t.id)
      .where(sql`${t.status} in ('reviewed', 'approved') and ${t.tiktokVideoId} is not null`),
    check('promotions_reserved_nonneg', sql`${t.reservedCents} >= 0`),
    index('promotions_tiktok_video_idx').on(t.tiktokVideoId).where(sql`${t.tiktokVideoId} is not null`),
    check('promotions_platform_values', sql`${t.platform} in ('tiktok', 'instagram', 'youtube')`),
    index('promotions_platform_video_idx')
      .on(t.platform, t.platformVideoId)
      .where(sql`${t.platformVideoId} is not null`),
  ],
);

export const promotionStats = pgTable(
  'promotion_stats',
  {
    id: id(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    viewsCount: bigint('views_count', { mode: 'number' }).notNull(),
    likesCount: bigint('likes_count', { mode: 'number' }).notNull(),
    commentsCount: bigint('comments_count', { mode: 'number' }).notNull(),
    sharesCount: bigint('shares_count', { mode: 'number' }).notNull(),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
    // a read of the platform, or a figure an admin typed when approving (migration 0028): settlement reads the former
    source: text('source', { enum: ['platform', 'typed'] })
      .notNull()
      .default('platform'),
  },
  (t) => [
    index('promotion_stats_promotion_idx').on(t.promotionId, t.recordedAt),
    check('promotion_stats_source_values', sql`${t.source} in ('platform', 'typed')`),
  ],
);

/** Corrections of a settled promotion's views (migration 0008): the audit record beside the ledger entry. */
export const promotionCorrections = pgTable(
  'promotion_corrections',
  {
    id: id(),
    promotionId: integer('promotion_id').notNull(),
    adminUserId: integer('admin_user_id').notNull(),
    oldViews: bigint('old_views', { mode: 'number' }),
    newViews: bigint('new_views', { mode: 'number' }).notNull(),
    oldEarnedCents: cents('old_earned_cents').notNull(),
    newEarnedCents: cents('new_earned_cents').notNull(),
    reason: text('reason').notNull(),
    ledgerTransactionId: integer('ledger_transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotion_corrections_promotion_idx').on(t.promotionId, t.createdAt),
    foreignKey({
      name: 'promotion_corrections_promotion_id_fkey',
      columns: [t.promotionId],
      foreignColumns: [promotions.id],
    }),
  ],
);

// ---------- money ----------
export const bills = pgTable(
  'bills',
  {
    id: id(),
    // sequential per calendar year without gaps (modules/bills/numbering.ts)
    billNumber: integer('bill_number').notNull(),
    billYear: integer('bill_year').notNull().default(sql`(extract(year from now() at time zone 'UTC'))::int`),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: ['open', 'processing', 'paid', 'returned'] })
      .notNull()
      .default('open'),
    periodStart: ts('period_start'),
    periodEnd: ts('period_end'),
    paidAt: ts('paid_at'),
    issuer: jsonb('issuer'),
    recipient: jsonb('recipient'),
    payoutBatchId: integer('payout_batch_id'),
    // a payment the bank sent back: its reason code (ISO 20022) and when; the IBAN the last payout went to, so that
    // a returned bill is paid again only to changed details (modules/payouts, migration 0045)
    returnReason: text('return_reason'),
    returnedAt: ts('returned_at'),
    payoutIban: text('payout_iban'),
    // the Stripe transfer that paid the bill to the creator's connected account (migration 0047)
    stripeTransferId: text('stripe_transfer_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bills_year_number_idx').on(t.billYear, t.billNumber),
    index('bills_payout_batch_idx').on(t.payoutBatchId),
    index('bills_creator_idx').on(t.creatorId, t.createdAt),
    index('bills_created_idx').on(t.createdAt),
    // one bill per creator and period: a retried monthly job cannot bill twice
    uniqueIndex('bills_creator_period_idx').on(t.creatorId, t.periodStart),
  ],
);

export const billNumberCounters = pgTable('bill_number_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** A bill's lines, frozen when the bill is issued: one per settled video, reversal or correction. */
export const billLines = pgTable(
  'bill_lines',
  {
    id: id(),
    billId: integer('bill_id').notNull(),
    ledgerTransactionId: integer('ledger_transaction_id'),
    promotionId: integer('promotion_id'),
    kind: text('kind', { enum: ['earning', 'reversal', 'correction'] }).notNull(),
    song: text('song'),
    videoLink: text('video_link'),
    views72h: bigint('views_72h', { mode: 'number' }),
    rate: text('rate'),
    reason: text('reason'),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bill_lines_bill_idx').on(t.billId, t.id),
    uniqueIndex('bill_lines_ledger_tx_idx').on(t.ledgerTransactionId),
    foreignKey({ name: 'bill_lines_bill_id_fkey', columns: [t.billId], foreignColumns: [bills.id] }),
    foreignKey({
      name: 'bill_lines_ledger_transaction_id_fkey',
      columns: [t.ledgerTransactionId],
      foreignColumns: [ledgerTransactions.id],
    }),
  ],
);

export const payoutBatches = pgTable('payout_batches', {
  id: id(),
  messageId: text('message_id').notNull().unique('payout_batches_message_id_key'),
  status: text('status', { enum: ['processing', 'paid'] })
    .notNull()
    .default('processing'),
  billCount: integer('bill_count').notNull(),
  totalCents: cents('total_cents').notNull(),
  xml: text('xml').notNull(),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  paidAt: ts('paid_at'),
});

export const LEDGER_ACCOUNTS = [
  'external', // money outside the platform: the musician's funding source and payouts
  'campaign_budget', // unreserved budget of a campaign (= budget_left)
  'campaign_reserved', // budget reserved for approved promotions
  'creator_earned', // earned, not yet billed
  'creator_billed', // billed, not yet paid
  // a musician's own campaign, per draft payment: the budget paid and not yet a campaign's funding,
  // the service fee earned by the platform, the VAT owed to the tax office
  'musician_prepaid',
  'platform_revenue',
  'vat_payable',
  // the musician's credit for a next campaign (by musician id); what a dispute took back (by payment id)
  'musician_credit',
  'musician_disputed',
] as const;

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    kind: text('kind').notNull(),
    campaignId: integer('campaign_id'),
    promotionId: integer('promotion_id'),
    creatorId: integer('creator_id'),
    billId: integer('bill_id'),
    memo: text('memo'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_tx_campaign_idx').on(t.campaignId), index('ledger_tx_creator_idx').on(t.creatorId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    // the campaign id for campaign_* accounts, the creator id for creator_* accounts, 0 for external
    refId: integer('ref_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account, t.refId),
    index('ledger_entries_tx_idx').on(t.transactionId),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    userId: integer('user_id').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

// ---------- background work and mail ----------
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state', { enum: ['queued', 'active', 'completed', 'failed', 'manual'] })
      .notNull()
      .default('queued'),
    singletonKey: text('singleton_key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: ts('run_at').notNull().defaultNow(),
    lockedAt: ts('locked_at'),
    lockedBy: text('locked_by'),
    result: jsonb('result'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('jobs_ready_idx').on(t.state, t.runAt),
    // a singleton key names one run (e.g. 'settle@2026-11-22T10:05'): never enqueued twice, by any worker
    uniqueIndex('jobs_singleton_idx').on(t.singletonKey),
    index('jobs_created_idx').on(t.createdAt),
  ],
);

/** A file sent with an email, as the outbox keeps it. */
export type StoredAttachment = { filename: string; content_type: string; content_base64: string };

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // a notification's identity: a retried job cannot put the same email in the outbox twice
    dedupeKey: text('dedupe_key').unique(),
    /** the email's files (an invoice PDF): name, type and base64 content (migration 0044) */
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
    error: text('error'),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

// ---------- fraud signals (docs/engine.md "Fraud signals and holds") ----------
export const fraudChecks = pgTable(
  'fraud_checks',
  {
    promotionId: integer('promotion_id')
      .primaryKey()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    reasons: jsonb('reasons').$type<FraudReason[]>().notNull().default([]),
    /** Set when a reviewed video first scored at or over the hold threshold; settlement waits while undecided. */
    heldAt: ts('held_at'),
    decision: text('decision', { enum: ['released', 'fraud'] }),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by'),
    scoredAt: ts('scored_at').notNull().defaultNow(),
  },
  (t) => [
    index('fraud_checks_score_idx').on(t.score.desc().nullsFirst(), t.promotionId),
    check('fraud_checks_score_range', sql`${t.score} between 0 and 100`),
    check('fraud_checks_decision_values', sql`${t.decision} in ('released', 'fraud')`),
  ],
);

/** Follower counts as read at each stats run: the follower-jump signal compares consecutive reads. */
export const creatorFollowerReads = pgTable(
  'creator_follower_reads',
  {
    id: id(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    followers: integer('followers').notNull(),
    readAt: ts('read_at').notNull().defaultNow(),
  },
  (t) => [index('creator_follower_reads_creator_idx').on(t.creatorId, t.readAt)],
);

// ---------- decline reasons, appeals and level proposals (migration 0011) ----------
export const promotionDecisions = pgTable(
  'promotion_decisions',
  {
    id: id(),
    promotionId: integer('promotion_id').notNull(),
    kind: text('kind', { enum: ['declined', 'fraud'] }).notNull(),
    reasonCode: text('reason_code').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotion_decisions_promotion_idx').on(t.promotionId, t.createdAt),
    foreignKey({
      name: 'promotion_decisions_promotion_id_fkey',
      columns: [t.promotionId],
      foreignColumns: [promotions.id],
    }).onDelete('cascade'),
    check('promotion_decisions_kind_check', sql`${t.kind} in ('declined', 'fraud')`),
  ],
);

export const promotionAppeals = pgTable(
  'promotion_appeals',
  {
    id: id(),
    decisionId: integer('decision_id').notNull().unique('promotion_appeals_decision_id_key'),
    promotionId: integer('promotion_id').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'rejected'] })
      .notNull()
      .default('open'),
    answerNote: text('answer_note'),
    createdAt: createdAt(),
    answeredAt: ts('answered_at'),
  },
  (t) => [
    index('promotion_appeals_status_idx').on(t.status, t.createdAt),
    foreignKey({
      name: 'promotion_appeals_decision_id_fkey',
      columns: [t.decisionId],
      foreignColumns: [promotionDecisions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'promotion_appeals_promotion_id_fkey',
      columns: [t.promotionId],
      foreignColumns: [promotions.id],
    }).onDelete('cascade'),
    check('promotion_appeals_status_check', sql`${t.status} in ('open', 'accepted', 'rejected')`),
  ],
);

export const levelProposals = pgTable(
  'level_proposals',
  {
    id: id(),
    creatorId: integer('creator_id').notNull(),
    fromLevelId: integer('from_level_id').notNull(),
    toLevelId: integer('to_level_id').notNull(),
    followers: integer('followers').notNull(),
    medianViews: bigint('median_views', { mode: 'number' }).notNull(),
    videosCounted: integer('videos_counted').notNull(),
    source: text('source', { enum: ['connect', 'monthly'] }).notNull(),
    status: text('status', { enum: ['pending', 'applied', 'confirmed', 'dismissed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('level_proposals_pending_idx').on(t.creatorId).where(sql`${t.status} = 'pending'`),
    index('level_proposals_status_idx').on(t.status, t.createdAt),
    foreignKey({ name: 'level_proposals_creator_id_fkey', columns: [t.creatorId], foreignColumns: [creators.id] }),
    foreignKey({ name: 'level_proposals_from_level_id_fkey', columns: [t.fromLevelId], foreignColumns: [levels.id] }),
    foreignKey({ name: 'level_proposals_to_level_id_fkey', columns: [t.toLevelId], foreignColumns: [levels.id] }),
    check('level_proposals_source_check', sql`${t.source} in ('connect', 'monthly')`),
    check('level_proposals_status_check', sql`${t.status} in ('pending', 'applied', 'confirmed', 'dismissed')`),
  ],
);

// ---------- stored derived data: kept by the triggers of the migration named, never written by the application ----------
// (docs/engine.md; db/derived.ts names each one's sources, repair and check)

/** Each campaign's spent, reserved and refunded cents (migration 0020, triggers on promotions and ledger_entries). */
export const campaignFigures = pgTable('campaign_figures', {
  campaignId: integer('campaign_id').primaryKey(),
  spentCents: cents('spent_cents').notNull().default(0),
  reservedCents: cents('reserved_cents').notNull().default(0),
  refundedCents: cents('refunded_cents').notNull().default(0),
});

/** Each campaign's live videos and their summed figures (migration 0020). */
export const campaignViewTotals = pgTable('campaign_view_totals', {
  campaignId: integer('campaign_id').primaryKey(),
  views: bigint('views', { mode: 'number' }).notNull().default(0),
  videos: integer('videos').notNull().default(0),
  likes: bigint('likes', { mode: 'number' }).notNull().default(0),
  comments: bigint('comments', { mode: 'number' }).notNull().default(0),
  shares: bigint('shares', { mode: 'number' }).notNull().default(0),
});

/** Each campaign's promotions per status (migrations 0004, 0021). */
export const campaignPromotionCounts = pgTable(
  'campaign_promotion_counts',
  {
    campaignId: integer('campaign_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'campaign_promotion_counts_pkey', columns: [t.campaignId, t.status] })],
);

/** Each campaign's live videos per upload day (migration 0022). */
export const campaignUploadDays = pgTable(
  'campaign_upload_days',
  {
    campaignId: integer('campaign_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    videos: integer('videos').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'campaign_upload_days_pkey', columns: [t.campaignId, t.day] })],
);

/** Each campaign's live videos, latest views and earnings per platform (migration 0038). */
export const campaignPlatformTotals = pgTable(
  'campaign_platform_totals',
  {
    campaignId: integer('campaign_id').notNull(),
    platform: text('platform').notNull(),
    videos: integer('videos').notNull().default(0),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    earnedCents: bigint('earned_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'campaign_platform_totals_pkey', columns: [t.campaignId, t.platform] })],
);

/**
 * How many active campaigns are open to the creators of a country, by the highest level each admits: the creator
 * feed's total (migration 0040).
 */
export const campaignFeedCounts = pgTable(
  'campaign_feed_counts',
  {
    countryId: integer('country_id').notNull(),
    maxLevelId: integer('max_level_id').notNull(),
    campaigns: integer('campaigns').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'campaign_feed_counts_pkey', columns: [t.countryId, t.maxLevelId] })],
);

/** How many campaigns, not deleted, each status holds: the admin's campaign lists' total (migration 0041). */
export const campaignStatusCounts = pgTable('campaign_status_counts', {
  status: text('status').primaryKey(),
  campaigns: integer('campaigns').notNull().default(0),
});

/** Each campaign's views gained per day (migrations 0014, 0015, 0021). */
export const campaignDailyViews = pgTable(
  'campaign_daily_views',
  {
    campaignId: integer('campaign_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    videos: integer('videos').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'campaign_daily_views_pkey', columns: [t.campaignId, t.day] })],
);

/** The part of a campaign's card only an admin's edit changes, as JSON text (migration 0024). */
export const campaignCards = pgTable(
  'campaign_cards',
  {
    campaignId: integer('campaign_id').primaryKey(),
    head: text('head').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'campaign_cards_campaign_id_fkey',
      columns: [t.campaignId],
      foreignColumns: [campaigns.id],
    }).onDelete('cascade'),
  ],
);

/** One row per creator with what the admin's people search reads (migrations 0018, 0025). */
export const creatorSearch = pgTable(
  'creator_search',
  {
    creatorId: integer('creator_id').primaryKey(),
    createdAt: ts('created_at').notNull(),
    listed: boolean('listed').notNull(),
    tiktokUsername: text('tiktok_username'),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    status: text('status'),
    levelId: integer('level_id'),
    countryId: integer('country_id'),
    haystack: text('haystack').generatedAlwaysAs(
      sql`lower(coalesce(tiktok_username, '') || chr(1) || email || chr(1) || full_name)`,
    ),
  },
  (t) => [
    index('creator_search_haystack_trgm_idx').using('gin', t.haystack.op('gin_trgm_ops')).with({ fastupdate: 'off' }),
    foreignKey({
      name: 'creator_search_creator_id_fkey',
      columns: [t.creatorId],
      foreignColumns: [creators.id],
    }).onDelete('cascade'),
  ],
);

/** The creators counted per status, completeness, level and country (migration 0023). */
export const creatorCounts = pgTable(
  'creator_counts',
  {
    status: text('status').notNull(),
    complete: boolean('complete').notNull(),
    levelId: integer('level_id').notNull(),
    countryId: integer('country_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'creator_counts_pkey', columns: [t.status, t.complete, t.levelId, t.countryId] })],
);

// ---------- musicians' own campaigns (migration 0031, docs/decisions/0011-campaign-drafts.md) ----------
export const CAMPAIGN_DRAFT_STATUSES = ['draft', 'paid', 'approved', 'rejected', 'deleted'] as const;
export const campaignDrafts = pgTable(
  'campaign_drafts',
  {
    id: id(),
    musicianId: integer('musician_id').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: CAMPAIGN_DRAFT_STATUSES }).notNull().default('draft'),
    rejectReason: text('reject_reason'),
    campaignId: integer('campaign_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('campaign_drafts_musician_idx').on(t.musicianId, t.id),
    index('campaign_drafts_status_idx').on(t.status, t.id),
    foreignKey({
      name: 'campaign_drafts_musician_id_fkey',
      columns: [t.musicianId],
      foreignColumns: [musicians.id],
    }),
    foreignKey({
      name: 'campaign_drafts_campaign_id_fkey',
      columns: [t.campaignId],
      foreignColumns: [campaigns.id],
    }),
    check('campaign_drafts_status_check', sql`${t.status} in ('draft', 'paid', 'approved', 'rejected', 'deleted')`),
  ],
);

export const VAT_RULES = ['domestic', 'eu_consumer', 'reverse_charge', 'outside_eu'] as const;
export const DRAFT_PAYMENT_STATUSES = ['open', 'processing', 'paid', 'failed', 'expired', 'refunded'] as const;
export const PAYMENT_RAILS = ['card', 'sepa_debit', 'bank_transfer'] as const;
export const END_REFUND_CHOICES = ['original', 'bank_transfer', 'credit'] as const;
export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
export const draftPayments = pgTable(
  'draft_payments',
  {
    id: id(),
    draftId: integer('draft_id'),
    campaignId: integer('campaign_id'),
    rail: text('rail', { enum: PAYMENT_RAILS }).notNull().default('card'),
    stripeSessionId: text('stripe_session_id').unique('draft_payments_stripe_session_id_key'),
    stripePaymentIntent: text('stripe_payment_intent'),
    budgetCents: cents('budget_cents').notNull(),
    feeCents: cents('fee_cents').notNull(),
    vatCents: cents('vat_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    status: text('status', { enum: DRAFT_PAYMENT_STATUSES }).notNull().default('open'),
    stripeRefundId: text('stripe_refund_id'),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
    refundedAt: ts('refunded_at'),
    appliedAt: ts('applied_at'),
    // migration 0033: the VAT rule and rate the payment was priced at
    vatRule: text('vat_rule', { enum: VAT_RULES }),
    vatRateBp: integer('vat_rate_bp'),
    // migration 0034: rails, the musician's credit, disputes
    musicianId: integer('musician_id'),
    reference: text('reference').unique('draft_payments_reference_key'),
    endRefund: text('end_refund', { enum: END_REFUND_CHOICES }).notNull().default('original'),
    creditCents: cents('credit_cents').notNull().default(0),
    failedAt: ts('failed_at'),
    receivedBy: integer('received_by'),
    stripeDisputeId: text('stripe_dispute_id'),
    disputedCents: cents('disputed_cents').notNull().default(0),
    disputedAt: ts('disputed_at'),
    // migration 0046: the dispute's life cycle and Stripe's evidence due date
    disputeStatus: text('dispute_status', { enum: DISPUTE_STATUSES }),
    disputeDueBy: ts('dispute_due_by'),
    disputeClosedAt: ts('dispute_closed_at'),
  },
  (t) => [
    index('draft_payments_draft_idx').on(t.draftId, t.id),
    index('draft_payments_campaign_idx').on(t.campaignId, t.id),
    index('draft_payments_intent_idx').on(t.stripePaymentIntent),
    index('draft_payments_status_idx').on(t.status, t.rail, t.id),
    foreignKey({
      name: 'draft_payments_campaign_id_fkey',
      columns: [t.campaignId],
      foreignColumns: [campaigns.id],
    }),
    foreignKey({ name: 'draft_payments_musician_id_fkey', columns: [t.musicianId], foreignColumns: [musicians.id] }),
    check('draft_payments_target_check', sql`(${t.draftId} is null) <> (${t.campaignId} is null)`),
    foreignKey({ name: 'draft_payments_draft_id_fkey', columns: [t.draftId], foreignColumns: [campaignDrafts.id] }),
    check('draft_payments_rail_check', sql`${t.rail} in ('card', 'sepa_debit', 'bank_transfer')`),
    check(
      'draft_payments_rail_ids_check',
      sql`(${t.rail} = 'bank_transfer') = (${t.stripeSessionId} is null) and (${t.rail} = 'bank_transfer') = (${t.reference} is not null)`,
    ),
    check('draft_payments_end_refund_check', sql`${t.endRefund} in ('original', 'bank_transfer', 'credit')`),
    check('draft_payments_credit_check', sql`${t.creditCents} >= 0 and ${t.creditCents} < ${t.totalCents}`),
    check('draft_payments_disputed_cents_check', sql`${t.disputedCents} >= 0`),
    check('draft_payments_dispute_status_check', sql`${t.disputeStatus} in ('open', 'won', 'lost')`),
    check('draft_payments_budget_cents_check', sql`${t.budgetCents} > 0`),
    check('draft_payments_fee_cents_check', sql`${t.feeCents} >= 0`),
    check('draft_payments_vat_cents_check', sql`${t.vatCents} >= 0`),
    check(
      'draft_payments_status_check',
      sql`${t.status} in ('open', 'processing', 'paid', 'failed', 'expired', 'refunded')`,
    ),
    check('draft_payments_total_sum', sql`${t.totalCents} = ${t.budgetCents} + ${t.feeCents} + ${t.vatCents}`),
    check(
      'draft_payments_vat_rule_check',
      sql`${t.vatRule} in ('domestic', 'eu_consumer', 'reverse_charge', 'outside_eu')`,
    ),
    check('draft_payments_vat_rate_bp_check', sql`${t.vatRateBp} >= 0`),
  ],
);

// ---------- musicians' billing (migration 0033, docs/engine.md "Invoices to musicians") ----------
export const musicianBillingDetails = pgTable(
  'musician_billing_details',
  {
    musicianId: integer('musician_id').primaryKey(),
    legalName: text('legal_name').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    isBusiness: boolean('is_business').notNull(),
    vatId: text('vat_id'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'musician_billing_details_musician_id_fkey',
      columns: [t.musicianId],
      foreignColumns: [musicians.id],
    }),
    check('musician_billing_details_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('musician_billing_details_vat_id_business', sql`${t.vatId} is null or ${t.isBusiness}`),
  ],
);

export const BILLING_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export const billingDocumentCounters = pgTable(
  'billing_document_counters',
  {
    kind: text('kind', { enum: BILLING_DOCUMENT_KINDS }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ name: 'billing_document_counters_pkey', columns: [t.kind, t.year] }),
    check('billing_document_counters_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
  ],
);

export type DocumentLine = { description: string; amount_cents: number };
export type DocumentParty = { name: string; address: string[]; country: string | null; vat_id: string | null };

export const billingDocuments = pgTable(
  'billing_documents',
  {
    id: id(),
    kind: text('kind', { enum: BILLING_DOCUMENT_KINDS }).notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull().unique('billing_documents_number_key'),
    paymentId: integer('payment_id').notNull(),
    musicianId: integer('musician_id').notNull(),
    invoiceId: integer('invoice_id'),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    vatRule: text('vat_rule', { enum: VAT_RULES }).notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
    issuer: jsonb('issuer').$type<DocumentParty>().notNull(),
    buyer: jsonb('buyer').$type<DocumentParty>().notNull(),
    netCents: cents('net_cents').notNull(),
    vatCents: cents('vat_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
  },
  (t) => [
    unique('billing_documents_series_seq_key').on(t.kind, t.year, t.seq),
    uniqueIndex('billing_documents_one_invoice_idx').on(t.paymentId).where(sql`${t.kind} = 'invoice'`),
    index('billing_documents_musician_idx').on(t.musicianId, t.id),
    index('billing_documents_payment_idx').on(t.paymentId, t.id),
    foreignKey({
      name: 'billing_documents_payment_id_fkey',
      columns: [t.paymentId],
      foreignColumns: [draftPayments.id],
    }),
    foreignKey({ name: 'billing_documents_musician_id_fkey', columns: [t.musicianId], foreignColumns: [musicians.id] }),
    foreignKey({ name: 'billing_documents_invoice_id_fkey', columns: [t.invoiceId], foreignColumns: [t.id] }),
    check('billing_documents_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check(
      'billing_documents_vat_rule_check',
      sql`${t.vatRule} in ('domestic', 'eu_consumer', 'reverse_charge', 'outside_eu')`,
    ),
    check('billing_documents_vat_rate_bp_check', sql`${t.vatRateBp} >= 0`),
    check('billing_documents_seq_check', sql`${t.seq} > 0`),
    check('billing_documents_net_cents_check', sql`${t.netCents} >= 0`),
    check('billing_documents_vat_cents_check', sql`${t.vatCents} >= 0`),
    check('billing_documents_total_cents_check', sql`${t.totalCents} > 0`),
    check('billing_documents_total_sum', sql`${t.totalCents} = ${t.netCents} + ${t.vatCents}`),
    check('billing_documents_credit_note_invoice', sql`(${t.kind} = 'credit_note') = (${t.invoiceId} is not null)`),
  ],
);

/** Every refund of a musician's payment, whatever its cause (migration 0034; docs/engine.md "Refunds"). */
export const REFUND_RAILS = ['stripe', 'bank_transfer', 'credit', 'chargeback'] as const;
export const REFUND_REASONS = [
  'rejected',
  'late_payment',
  'second_payment',
  'campaign_end',
  'dispute_lost',
  'stripe_outside',
] as const;
export const REFUND_STATUSES = ['pending', 'sent', 'held', 'dropped'] as const;
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    paymentId: integer('payment_id').notNull(),
    musicianId: integer('musician_id').notNull(),
    campaignId: integer('campaign_id'),
    rail: text('rail', { enum: REFUND_RAILS }).notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    budgetCents: cents('budget_cents').notNull(),
    feeCents: cents('fee_cents').notNull(),
    vatCents: cents('vat_cents').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    stripeRefundId: text('stripe_refund_id'),
    failureReason: text('failure_reason'),
    sentBy: integer('sent_by'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId, t.id),
    index('payment_refunds_campaign_idx').on(t.campaignId, t.id),
    index('payment_refunds_status_idx').on(t.status, t.rail, t.id),
    uniqueIndex('payment_refunds_stripe_refund_key').on(t.stripeRefundId),
    foreignKey({ name: 'payment_refunds_payment_id_fkey', columns: [t.paymentId], foreignColumns: [draftPayments.id] }),
    foreignKey({ name: 'payment_refunds_musician_id_fkey', columns: [t.musicianId], foreignColumns: [musicians.id] }),
    foreignKey({ name: 'payment_refunds_campaign_id_fkey', columns: [t.campaignId], foreignColumns: [campaigns.id] }),
    check('payment_refunds_rail_check', sql`${t.rail} in ('stripe', 'bank_transfer', 'credit', 'chargeback')`),
    check(
      'payment_refunds_reason_check',
      sql`${t.reason} in ('rejected', 'late_payment', 'second_payment', 'campaign_end', 'dispute_lost', 'stripe_outside')`,
    ),
    check('payment_refunds_budget_cents_check', sql`${t.budgetCents} >= 0`),
    check('payment_refunds_fee_cents_check', sql`${t.feeCents} >= 0`),
    check('payment_refunds_vat_cents_check', sql`${t.vatCents} >= 0`),
    check('payment_refunds_amount_cents_check', sql`${t.amountCents} > 0`),
    check('payment_refunds_status_check', sql`${t.status} in ('pending', 'sent', 'held', 'dropped')`),
    check('payment_refunds_amount_sum', sql`${t.amountCents} = ${t.budgetCents} + ${t.feeCents} + ${t.vatCents}`),
  ],
);

export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

/** Left from migration 0001; bill numbers come from bill_number_counters (migration 0009). */
export const billNumberSeq = pgSequence('bill_number_seq', { startWith: 1 });

/**
 * What the migrations create that drizzle's schema cannot declare: the database keeps it, drizzle-kit ignores it,
 * and db/schema-truth.test.ts checks this list against a migrated database (both engines).
 */
export const SQL_ONLY = {
  extensions: ['pg_trgm'],
  /** an index's part drizzle cannot declare */
  indexParts: {
    promotions_creator_settled_idx: 'INCLUDE (views_after_three_days)',
    campaigns_active_created_idx: 'INCLUDE (end_date, max_level_id, territory_ids)',
    campaigns_active_end_idx: 'INCLUDE (max_level_id, territory_ids)',
  },
  /** every function of the schema (the triggers' and the repairs') */
  functions: [
    'campaign_card_head',
    'campaign_card_of_campaign',
    'campaign_cards_of_genre',
    'campaign_cards_of_musician',
    'campaign_cards_of_song',
    'campaign_cards_of_territory',
    'campaign_cards_write',
    'campaign_daily_views_add',
    'campaign_daily_views_change',
    'campaign_daily_views_promotion',
    'campaign_daily_views_snapshot',
    'campaign_daily_views_video',
    'campaign_feed_counts_add',
    'campaign_feed_counts_campaign',
    'campaign_feed_counts_territories',
    'campaign_figures_add',
    'campaign_figures_ledger',
    'campaign_figures_promotion',
    'campaign_platform_totals_add',
    'campaign_status_counts_campaign',
    'campaign_platform_totals_promotion',
    'campaign_territory_ids_maintain',
    'campaign_upload_days_add',
    'campaign_upload_days_promotion',
    'campaign_view_totals_add',
    'campaign_view_totals_promotion',
    'creator_counts_add',
    'creator_counts_of_search',
    'creator_search_of_creator',
    'creator_search_of_user',
    'ledger_append_only',
    'promotion_counts_maintain',
    'promotion_is_live',
    'promotion_live_views',
    'promotion_reserved_cents',
    'promotion_spent_cents',
    'promotion_upload_day',
    'refresh_campaign_cards',
    'refresh_campaign_daily_views',
    'refresh_campaign_feed_counts',
    'refresh_campaign_figures',
    'refresh_campaign_platform_totals',
    'refresh_campaign_status_counts',
    'refresh_creator_counts',
    'session_changed',
  ],
  /** every trigger, as table:trigger */
  triggers: [
    'campaign_territories:campaign_territories_ids',
    'campaigns:campaigns_card_insert',
    'campaigns:campaigns_card_update',
    'campaigns:campaigns_feed_counts_delete',
    'campaigns:campaigns_feed_counts_insert',
    'campaigns:campaigns_feed_counts_update',
    'campaigns:campaigns_status_counts_delete',
    'campaigns:campaigns_status_counts_insert',
    'campaigns:campaigns_status_counts_update',
    'country_territories:country_territories_feed_counts_delete',
    'country_territories:country_territories_feed_counts_insert',
    'country_territories:country_territories_feed_counts_update',
    'creator_search:creator_search_counts_delete',
    'creator_search:creator_search_counts_insert',
    'creator_search:creator_search_counts_update',
    'creators:creators_search_insert',
    'creators:creators_search_update',
    'genres:genres_card_update',
    'ledger_entries:ledger_entries_append_only',
    'ledger_entries:ledger_entries_figures',
    'ledger_transactions:ledger_transactions_append_only',
    'musicians:musicians_card_update',
    'promotion_stats:promotion_stats_daily_views',
    'promotions:promotions_counts_insert_delete',
    'promotions:promotions_counts_update',
    'promotions:promotions_daily_views_delete',
    'promotions:promotions_daily_views_update',
    'promotions:promotions_figures_delete',
    'promotions:promotions_figures_insert',
    'promotions:promotions_figures_update',
    'promotions:promotions_platform_totals_delete',
    'promotions:promotions_platform_totals_insert',
    'promotions:promotions_platform_totals_update',
    'promotions:promotions_views_total_delete',
    'promotions:promotions_views_total_insert',
    'promotions:promotions_views_total_update',
    'promotions:promotions_x_upload_days_delete',
    'promotions:promotions_x_upload_days_insert',
    'promotions:promotions_x_upload_days_update',
    'sessions:sessions_changed',
    'sessions:sessions_deleted',
    'songs:songs_card_update',
    'territories:territories_card_update',
    'users:users_deleted_sessions',
    'users:users_search_update',
    'users:users_session_changed',
  ],
  views: [] as string[],
};
