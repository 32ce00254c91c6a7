// Drizzle schema: every entity plus identity, ledger, jobs and mail outbox.
import { PROMOTION_STATUSES } from '@hookline/shared/constants';
import type { FraudReason } from '@hookline/shared/fraud';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
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
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
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
    kind: text('kind', { enum: ['verify', 'reset', 'invite', 'change_email', 'tiktok_state'] }).notNull(),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('creators_tiktok_username_idx').on(t.tiktokUsername),
    index('creators_country_idx').on(t.countryId),
    index('creators_payout_iban_idx')
      .on(sql`upper(replace(${t.payoutIban}, ' ', ''))`)
      .where(sql`${t.payoutIban} is not null`),
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
export const songs = pgTable('songs', {
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
});

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
  },
  (t) => [
    check('campaigns_budget_left_nonneg', sql`${t.budgetLeftCents} >= 0`),
    check('campaigns_budget_nonneg', sql`${t.budgetCents} >= 0`),
    index('campaigns_status_created_idx').on(t.status, t.createdAt),
    index('campaigns_musician_idx').on(t.musicianId),
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
    // also promotions_creator_settled_idx (migration 0016: partial, with an INCLUDE column drizzle cannot declare):
    // each creator's settled videos for fraud scoring, read index-only; and promotions_refresh_idx (migration 0026:
    // partial) for the stats job's pages of videos to refresh
    check('promotions_reserved_nonneg', sql`${t.reservedCents} >= 0`),
    index('promotions_tiktok_video_idx').on(t.tiktokVideoId).where(sql`${t.tiktokVideoId} is not null`),
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
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    adminUserId: integer('admin_user_id').notNull(),
    oldViews: bigint('old_views', { mode: 'number' }),
    newViews: bigint('new_views', { mode: 'number' }).notNull(),
    oldEarnedCents: cents('old_earned_cents').notNull(),
    newEarnedCents: cents('new_earned_cents').notNull(),
    reason: text('reason').notNull(),
    ledgerTransactionId: integer('ledger_transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [index('promotion_corrections_promotion_idx').on(t.promotionId, t.createdAt)],
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
    status: text('status', { enum: ['open', 'processing', 'paid'] })
      .notNull()
      .default('open'),
    periodStart: ts('period_start'),
    periodEnd: ts('period_end'),
    paidAt: ts('paid_at'),
    issuer: jsonb('issuer'),
    recipient: jsonb('recipient'),
    payoutBatchId: integer('payout_batch_id'),
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
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    ledgerTransactionId: integer('ledger_transaction_id').references(() => ledgerTransactions.id),
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
  ],
);

export const payoutBatches = pgTable('payout_batches', {
  id: id(),
  messageId: text('message_id').notNull().unique(),
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
    index('fraud_checks_score_idx').on(sql`${t.score} DESC`, t.promotionId),
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
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['declined', 'fraud'] }).notNull(),
    reasonCode: text('reason_code').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('promotion_decisions_promotion_idx').on(t.promotionId, t.createdAt)],
);

export const promotionAppeals = pgTable(
  'promotion_appeals',
  {
    id: id(),
    decisionId: integer('decision_id')
      .notNull()
      .unique()
      .references(() => promotionDecisions.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'rejected'] })
      .notNull()
      .default('open'),
    answerNote: text('answer_note'),
    createdAt: createdAt(),
    answeredAt: ts('answered_at'),
  },
  (t) => [index('promotion_appeals_status_idx').on(t.status, t.createdAt)],
);

export const levelProposals = pgTable(
  'level_proposals',
  {
    id: id(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id),
    fromLevelId: integer('from_level_id')
      .notNull()
      .references(() => levels.id),
    toLevelId: integer('to_level_id')
      .notNull()
      .references(() => levels.id),
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
  ],
);
