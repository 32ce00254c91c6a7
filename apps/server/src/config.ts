// Environment parsed with zod at start-up: a bad value stops the process with a clear message.
import path from 'node:path';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { vatRatesWith } from './lib/vat-rates';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // loopback unless told otherwise: a plain `npm start` is not reachable from the network (containers set 0.0.0.0)
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  APP_URL: z.url().optional(),
  MARKETING_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool,
  /** GET /metrics (Prometheus) is served only with this bearer token; without it, not at all */
  METRICS_TOKEN: z.string().min(16).optional(),
  CORS_ORIGINS: z.string().optional(),
  WORKER_MODE: z.enum(['inline', 'off']).default('inline'),
  REQUIRE_ADMIN_MFA: bool,
  /** an admin's first second factor is set up only after a fresh email confirmation (default: in production) */
  MFA_ENROL_EMAIL: bool,
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(72),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  // an admin's session ends sooner: after 30 minutes without use and 12 hours after sign-in (docs/security.md)
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  ADMIN_SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Hookline <no-reply@hookline.local>'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  TIKTOK_CLIENT_KEY: z.string().optional(),
  TIKTOK_CLIENT_SECRET: z.string().optional(),
  TIKTOK_REDIRECT_URI: z.url().optional(),
  SPOTIFY_CLIENT_ID: z.string().optional(),
  SPOTIFY_CLIENT_SECRET: z.string().optional(),
  // Instagram Reels and YouTube Shorts (modules/platforms): no keys → the simulators outside production
  INSTAGRAM_CLIENT_ID: z.string().optional(),
  INSTAGRAM_CLIENT_SECRET: z.string().optional(),
  INSTAGRAM_REDIRECT_URI: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_REDIRECT_URI: z.url().optional(),
  YOUTUBE_DAILY_QUOTA: z.coerce.number().int().min(1).default(10_000),
  // the key that encrypts every platform token at rest (AES-256-GCM; any long random string), or several keys for
  // rotation as `kid:secret,kid:secret` (the first encrypts, all decrypt; modules/platforms/token-crypto.ts)
  TOKEN_ENCRYPTION_KEY: z.string().min(16).optional(),
  TOKEN_ENCRYPTION_KEYS: z.string().optional(),
  WEB_DIST: z.string().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_PREPARED_STATEMENTS: bool,
  DB_SESSION_CACHE: bool,
  SUPPORT_EMAIL: z.email().default('support@hookline.local'),
  TERMS_URL: z.url().optional(),
  PRIVACY_URL: z.url().optional(),
  // Stripe: without a secret key outside production, the local simulator (modules/stripe/simulator.ts)
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // PayPal Payouts for creators outside SEPA: without a client id outside production, the local simulator
  // (modules/paypal/simulator.ts); the webhook id is the one PayPal gave the webhook that verifies its events
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  // a musician's own campaign: the service fee on top of the budget, a percentage with a minimum
  SERVICE_FEE_PERCENT: z.coerce.number().min(0).max(100).default(15),
  SERVICE_FEE_MIN_EUR: z.coerce.number().min(0).max(100_000).default(25),
  // changes to the table of member states' VAT rates (modules/musician-billing/vat.ts), e.g. "DE=19,FI=25.5"
  VAT_RATES: z.string().optional(),
  // the platform as recipient of self-billing invoices and payer of SEPA payouts (modules/bills); the defaults
  // are a made-up company for development: production sets its own
  PLATFORM_LEGAL_NAME: z.string().trim().min(1).max(70).default('Hookline Demo GmbH'),
  PLATFORM_ADDRESS: z.string().trim().min(1).max(140).default('Musterstraße 1, 10115 Berlin'),
  PLATFORM_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'a two-letter ISO country code')
    .default('DE'),
  PLATFORM_VAT_ID: z.string().trim().min(4).max(20).default('DE000000000'),
  PLATFORM_IBAN: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => isValidIBAN(v), 'not a valid IBAN')
    .default('DE89370400440532013000'),
  PLATFORM_BIC: z
    .string()
    .refine((v) => isValidBIC(v), 'not a valid BIC')
    .default('COBADEFFXXX'),
});

export type Config = ReturnType<typeof loadConfig>;

/** The key id of TOKEN_ENCRYPTION_KEY (and of the development key): `TOKEN_ENCRYPTION_KEYS=default:<that key>`. */
export const DEFAULT_TOKEN_KID = 'default';

/** TOKEN_ENCRYPTION_KEYS (`kid:secret,kid:secret`, the first current) or TOKEN_ENCRYPTION_KEY; neither: undefined. */
function tokenKeysOf(e: { TOKEN_ENCRYPTION_KEY?: string; TOKEN_ENCRYPTION_KEYS?: string }) {
  const fail = (why: string): never => {
    throw new Error(`Invalid configuration:\n  ${why}`);
  };
  if (e.TOKEN_ENCRYPTION_KEY && e.TOKEN_ENCRYPTION_KEYS)
    fail(`set TOKEN_ENCRYPTION_KEYS or TOKEN_ENCRYPTION_KEY, not both (the single key is ${DEFAULT_TOKEN_KID}:<key>)`);
  if (e.TOKEN_ENCRYPTION_KEY) return [{ kid: DEFAULT_TOKEN_KID, secret: e.TOKEN_ENCRYPTION_KEY }];
  if (!e.TOKEN_ENCRYPTION_KEYS) return undefined;
  const keys = e.TOKEN_ENCRYPTION_KEYS.split(',').map((entry) => {
    const at = entry.indexOf(':');
    const kid = entry.slice(0, at).trim();
    const secret = entry.slice(at + 1).trim();
    if (at < 0 || !/^[A-Za-z0-9_-]{1,32}$/.test(kid))
      fail('TOKEN_ENCRYPTION_KEYS: each entry is kid:secret, the kid 1 to 32 of A-Z a-z 0-9 _ -');
    if (secret.length < 16) fail(`TOKEN_ENCRYPTION_KEYS: the secret of ${kid} needs at least 16 characters`);
    return { kid, secret };
  });
  if (new Set(keys.map((k) => k.kid)).size !== keys.length) fail('TOKEN_ENCRYPTION_KEYS: a kid appears twice');
  return keys;
}

/** What production must set itself. */
const PLATFORM_SETTINGS = [
  'PLATFORM_LEGAL_NAME',
  'PLATFORM_ADDRESS',
  'PLATFORM_COUNTRY',
  'PLATFORM_VAT_ID',
  'PLATFORM_IBAN',
  'PLATFORM_BIC',
] as const;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // an empty variable (common in compose files) means "not set"
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  // each service's key and secret: both or neither
  for (const [id, secret] of [
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
    ['PAYPAL_CLIENT_ID', 'PAYPAL_WEBHOOK_ID'],
    ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
    ['SPOTIFY_CLIENT_ID', 'SPOTIFY_CLIENT_SECRET'],
    ['INSTAGRAM_CLIENT_ID', 'INSTAGRAM_CLIENT_SECRET'],
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ] as const) {
    if (Boolean(e[id]) !== Boolean(e[secret])) {
      throw new Error(`Invalid configuration:\n  ${id} and ${secret} go together`);
    }
  }
  let vatRates: Record<string, number>;
  try {
    vatRates = vatRatesWith(e.VAT_RATES);
  } catch (err) {
    throw new Error(`Invalid configuration:\n  ${(err as Error).message}`);
  }
  if (vatRates[e.PLATFORM_COUNTRY] === undefined) {
    throw new Error(
      'Invalid configuration:\n  PLATFORM_COUNTRY must be a member state of the EU (a VAT rate of its own)',
    );
  }
  const production = e.NODE_ENV === 'production';
  // the demo platform (company, VAT id, test IBAN) must never reach a real invoice or SEPA file
  const platformMissing = PLATFORM_SETTINGS.filter((name) => cleaned[name] === undefined);
  const tokenKeys = tokenKeysOf(e);
  // a real platform's tokens under the development key (written in the source) would be encrypted in name only
  if (production && (e.TIKTOK_CLIENT_KEY || e.INSTAGRAM_CLIENT_ID || e.GOOGLE_CLIENT_ID) && !tokenKeys) {
    throw new Error(
      'Invalid configuration:\n  TIKTOK_CLIENT_KEY, INSTAGRAM_CLIENT_ID or GOOGLE_CLIENT_ID needs TOKEN_ENCRYPTION_KEY or TOKEN_ENCRYPTION_KEYS',
    );
  }
  if (production && platformMissing.length) {
    throw new Error(
      `Invalid configuration:\n  production needs the platform's own ${platformMissing.join(', ')} (the defaults are a demo company)`,
    );
  }
  // npm runs workspace scripts inside the workspace; relative paths mean the folder the user ran npm from
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    dbPreparedStatements: e.DB_PREPARED_STATEMENTS ?? true,
    dbSessionCache: e.DB_SESSION_CACHE ?? true,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    marketingUrl: e.MARKETING_URL,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY ?? false,
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.split(',').map((s) => s.trim()) : [],
    workerMode: e.WORKER_MODE,
    requireAdminMfa: e.REQUIRE_ADMIN_MFA ?? production,
    mfaEnrolEmail: e.MFA_ENROL_EMAIL ?? production,
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3600_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000,
    adminSessionIdleMs: Math.min(e.ADMIN_SESSION_IDLE_MINUTES * 60_000, e.SESSION_IDLE_HOURS * 3600_000),
    adminSessionAbsoluteMs: Math.min(e.ADMIN_SESSION_ABSOLUTE_HOURS * 3600_000, e.SESSION_ABSOLUTE_DAYS * 86_400_000),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID as string,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
        }
      : undefined,
    /** no keys: the local simulator in development and tests; in production TikTok is off (modules/tiktok/off.ts) */
    tiktokSimulator: !e.TIKTOK_CLIENT_KEY && !production,
    tiktok: e.TIKTOK_CLIENT_KEY
      ? {
          clientKey: e.TIKTOK_CLIENT_KEY,
          clientSecret: e.TIKTOK_CLIENT_SECRET as string,
          redirectUri: e.TIKTOK_REDIRECT_URI,
        }
      : undefined,
    /** no keys: the local Spotify simulator in development and tests; in production the lookup is off */
    spotifySimulator: !e.SPOTIFY_CLIENT_ID && !production,
    spotify: e.SPOTIFY_CLIENT_ID
      ? { clientId: e.SPOTIFY_CLIENT_ID, clientSecret: e.SPOTIFY_CLIENT_SECRET as string }
      : undefined,
    /** like TikTok: without keys the simulator outside production, nothing in production (modules/platforms) */
    instagramSimulator: !e.INSTAGRAM_CLIENT_ID && !production,
    instagram: e.INSTAGRAM_CLIENT_ID
      ? {
          clientId: e.INSTAGRAM_CLIENT_ID,
          clientSecret: e.INSTAGRAM_CLIENT_SECRET as string,
          redirectUri: e.INSTAGRAM_REDIRECT_URI,
        }
      : undefined,
    youtubeSimulator: !e.GOOGLE_CLIENT_ID && !production,
    youtube: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET as string,
          redirectUri: e.GOOGLE_REDIRECT_URI,
        }
      : undefined,
    /** YouTube Data API units a day (Google's default allowance; raise it when Google grants more) */
    youtubeDailyQuota: e.YOUTUBE_DAILY_QUOTA,
    /**
     * the keys of platform tokens at rest, the current one first (modules/platforms/token-crypto.ts); without one, a
     * fixed development key (refused in production only where Instagram or YouTube is configured, as above)
     */
    tokenKeys: tokenKeys ?? [{ kid: DEFAULT_TOKEN_KID, secret: 'hookline-development-token-key' }],
    /** the current key's secret, which also derives YouTube's PKCE verifier (platforms/youtube) */
    tokenEncryptionKey: (tokenKeys?.[0] ?? { secret: 'hookline-development-token-key' }).secret,
    /** shown wherever a message says "contact support", on the FAQ and in every email's footer */
    supportEmail: e.SUPPORT_EMAIL,
    /** our own /terms and /privacy pages unless the company's documents live elsewhere */
    termsUrl: e.TERMS_URL ?? `${(e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')}/terms`,
    privacyUrl: e.PRIVACY_URL ?? `${(e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')}/privacy`,
    /** no key: the local Stripe simulator in development and tests; in production card payments need the keys */
    stripeSimulator: !e.STRIPE_SECRET_KEY && !production,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET as string }
      : undefined,
    /** no client id: the local PayPal simulator in development and tests; in production PayPal payouts need the keys */
    paypalSimulator: !e.PAYPAL_CLIENT_ID && !production,
    paypal: e.PAYPAL_CLIENT_ID
      ? {
          clientId: e.PAYPAL_CLIENT_ID,
          clientSecret: e.PAYPAL_CLIENT_SECRET as string,
          webhookId: e.PAYPAL_WEBHOOK_ID as string,
        }
      : undefined,
    /** the service fee a musician pays on top of a campaign's budget (modules/musician-campaigns/pricing.ts) */
    serviceFee: { percent: e.SERVICE_FEE_PERCENT, minCents: Math.round(e.SERVICE_FEE_MIN_EUR * 100) },
    /** VAT rates of the member states in basis points (modules/musician-billing/vat.ts) */
    vatRates,
    platform: {
      legalName: e.PLATFORM_LEGAL_NAME,
      address: e.PLATFORM_ADDRESS,
      country: e.PLATFORM_COUNTRY,
      vatId: e.PLATFORM_VAT_ID,
      iban: e.PLATFORM_IBAN,
      bic: e.PLATFORM_BIC,
    },
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}
