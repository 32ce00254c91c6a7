// Every registered route × {anonymous, creator, another creator, musician, another musician, admin,
// deleted user} has an expected result written as data below; a route missing from the table fails the test.
import { musicianDraftBody } from '@hookline/shared/musician-campaigns';
import { beforeAll, describe, expect, it } from 'vitest';
import { bills, campaignDrafts, draftPayments } from '../db/schema';
import { issueInvoice } from '../modules/musician-billing/documents';
import { createCampaign, createPromotion, userWithToken } from '../test/factories';
import { useHarness } from '../test/harness';

type Access = 'public' | 'user' | 'creator' | 'musician' | 'admin';
/** body: a valid request body, so that ownership (not validation) decides; simulator: TikTok's own token check. */
type Rule = { access: Access; owner?: 'creator' | 'musician'; body?: object; simulator?: true };

/** A valid draft of a musician's own campaign. */
const DRAFT = {
  start_date: new Date(Date.now() + 3_600_000).toISOString(),
  end_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  budget_eur: 100,
  territories: [4],
  song: { title: 'T', artist: 'A', genre: { name: 'Pop' }, spotify_url: 'https://open.spotify.com/track/x' },
};

/** The matrix as data: who may call each route, and whose object it names. */
const MATRIX: Record<string, Rule> = {
  'GET /healthz': { access: 'public' },
  'GET /readyz': { access: 'public' },
  'POST /api/auth/sign-up': { access: 'public' },
  'POST /api/auth/sign-in': { access: 'public' },
  'POST /api/auth/sign-in-link': { access: 'public' }, // the emailed single-use link is the credential
  'POST /api/auth/verify-email': { access: 'public' },
  'POST /api/auth/undo-email-change': { access: 'public' },
  'POST /api/auth/forgot-password': { access: 'public' },
  'POST /api/auth/reset-password': { access: 'public' },
  'POST /api/auth/sign-out': { access: 'user' },
  'POST /api/auth/mfa/verify': { access: 'user' },
  'POST /api/auth/mfa/enroll': { access: 'admin' },
  'POST /api/auth/mfa/confirm': { access: 'admin', body: { code: '123456' } },
  'GET /api/auth/me': { access: 'user' },
  'POST /api/auth/change-password': { access: 'user' },
  'POST /api/auth/change-email': { access: 'user' },
  'POST /api/users': { access: 'user' },
  'GET /api/users/me': { access: 'user' },
  'PUT /api/users/me': { access: 'user' },
  'GET /api/countries': { access: 'user' },
  'GET /api/levels': { access: 'user' },
  'GET /api/campaigns': { access: 'creator' },
  'GET /api/campaigns/:id': { access: 'creator' },
  'POST /api/campaigns/:id/join': { access: 'creator' },
  'GET /api/creators/:id/promotions': { access: 'creator', owner: 'creator' },
  'DELETE /api/promotions/:id': { access: 'creator', owner: 'creator' },
  'GET /api/creators/:id/balance': { access: 'creator', owner: 'creator' },
  'GET /api/creators/:id/bills': { access: 'creator', owner: 'creator' },
  'GET /api/creators/:id/bills/:billId': { access: 'creator', owner: 'creator' },
  'GET /api/creators/:id/bills/:billId/pdf': { access: 'creator', owner: 'creator' },
  'GET /api/creators/:id/transactions': { access: 'creator', owner: 'creator' },
  'GET /api/creators/:id/payment-settings': { access: 'creator', owner: 'creator' },
  'POST /api/creators/:id/payout-methods/stripe': { access: 'creator', owner: 'creator' },
  'PUT /api/creators/:id/payment-settings': {
    access: 'creator',
    owner: 'creator',
    body: {
      legal_name: 'A',
      address_street: 'B 1',
      address_postcode: '1',
      address_city: 'C',
      address_country: 'DE',
      tax_status: 'private',
      account_holder: 'A',
      iban: 'DE89370400440532013000',
    },
  },
  'GET /api/creator/tiktok/authorize-url': { access: 'creator' },
  'GET /api/creator/tiktok/check': { access: 'creator' },
  'POST /api/creator/authorize/tiktok': { access: 'creator' },
  'GET /api/creator/platforms/:platform/authorize-url': { access: 'creator' },
  'POST /api/creator/platforms/:platform/authorize': { access: 'creator' },
  'POST /api/promotions/:id/submit-video-url': {
    access: 'creator',
    owner: 'creator',
    body: { video_url: 'https://www.tiktok.com/@matrix_a/video/7311111111111111111' },
  },
  'GET /api/musician/campaigns': { access: 'musician' },
  'GET /api/musician/campaigns/:id': { access: 'musician', owner: 'musician' },
  'GET /api/musician/campaigns/:campaignId/report/:format': { access: 'musician', owner: 'musician' },
  'GET /api/musician/notification-settings': { access: 'musician' },
  'GET /api/musician/genres': { access: 'musician' },
  'GET /api/musician/songs/spotify': { access: 'musician' },
  'GET /api/musician/drafts': { access: 'musician' },
  'POST /api/musician/drafts': { access: 'musician', body: DRAFT },
  'GET /api/musician/drafts/:id': { access: 'musician', owner: 'musician' },
  'PUT /api/musician/drafts/:id': { access: 'musician', owner: 'musician', body: DRAFT },
  'DELETE /api/musician/drafts/:id': { access: 'musician', owner: 'musician' },
  'GET /api/musician/drafts/:id/price': { access: 'musician', owner: 'musician' },
  'POST /api/musician/drafts/:id/checkout': { access: 'musician', owner: 'musician' },
  'GET /api/admin/campaign-drafts': { access: 'admin' },
  'POST /api/admin/campaign-drafts/:id/approve': { access: 'admin', body: { max_level_id: 3 } },
  'POST /api/admin/campaign-drafts/:id/reject': { access: 'admin', body: { reason: 'Not this song.' } },
  'POST /api/musician/campaigns/:id/top-up': { access: 'musician', owner: 'musician', body: { amount_eur: 50 } },
  'POST /api/musician/campaigns/:id/top-up/bank-transfer': {
    access: 'musician',
    owner: 'musician',
    body: { amount_eur: 50 },
  },
  'GET /api/musician/price': { access: 'musician' },
  // payment rails and refunds of musicians' own campaigns
  'POST /api/musician/drafts/:id/bank-transfer': { access: 'musician', owner: 'musician' },
  'GET /api/musician/drafts/:id/payment': { access: 'musician', owner: 'musician' },
  'GET /api/musician/campaigns/:id/refunds': { access: 'musician', owner: 'musician' },
  'GET /api/admin/bank-transfers': { access: 'admin' },
  'POST /api/admin/bank-transfers/:id/received': { access: 'admin' },
  'POST /api/admin/payment-refunds/:id/sent': { access: 'admin' },
  // musicians' billing: documents for their musician and admins only
  'GET /api/musician/billing-details': { access: 'musician' },
  'PUT /api/musician/billing-details': {
    access: 'musician',
    body: { legal_name: 'A', street: 'B 1', postcode: '1', city: 'C', country: 'DE', is_business: false },
  },
  'GET /api/musician/billing/documents': { access: 'musician' },
  'GET /api/musician/billing/documents/:id/pdf': { access: 'musician', owner: 'musician' },
  'GET /api/musician/payments/:id/pro-forma': { access: 'musician', owner: 'musician' },
  'GET /api/admin/billing-documents/:id/pdf': { access: 'admin' },
  'GET /api/admin/payments/:id/pro-forma': { access: 'admin' },
  'GET /api/admin/campaigns/:id/money': { access: 'admin' },
  'POST /api/stripe/webhook': { access: 'public' }, // Stripe's signed events: the signature, not a session
  'POST /v1/checkout/sessions': { access: 'public', simulator: true }, // Stripe simulator: its own key check
  'GET /v1/checkout/sessions/:id': { access: 'public', simulator: true },
  'POST /v1/refunds': { access: 'public', simulator: true },
  'GET /stripe-sim/checkout/:id': { access: 'public' },
  'POST /stripe-sim/checkout/:id': { access: 'public' },
  'POST /v1/checkout/sessions/:id/expire': { access: 'public', simulator: true },
  'POST /stripe-sim/checkout/:id/settle': { access: 'public', simulator: true },
  'POST /stripe-sim/disputes': { access: 'public', simulator: true },
  'POST /v1/accounts': { access: 'public', simulator: true }, // Stripe Connect simulator: its own key check
  'GET /v1/accounts/:id': { access: 'public', simulator: true },
  'POST /v1/account_links': { access: 'public', simulator: true },
  'POST /v1/accounts/:id/login_links': { access: 'public', simulator: true },
  'POST /v1/transfers': { access: 'public', simulator: true },
  'GET /v1/transfers': { access: 'public', simulator: true },
  'GET /v1/transfers/:id': { access: 'public', simulator: true },
  'POST /v1/transfers/:id/reversals': { access: 'public', simulator: true },
  'GET /stripe-sim/connect/onboarding/:account': { access: 'public' }, // the link's single-use token is the credential
  'POST /stripe-sim/connect/onboarding/:account': { access: 'public' },
  'GET /stripe-sim/connect/express/:account': { access: 'public' },
  'POST /stripe-sim/connect/payout-failure': { access: 'public', simulator: true },
  'POST /stripe-sim/connect/deauthorize': { access: 'public', simulator: true },
  'POST /paypal-sim/v1/oauth2/token': { access: 'public', simulator: true }, // PayPal simulator: its own client check
  'POST /paypal-sim/v1/payments/payouts': { access: 'public', simulator: true },
  'GET /paypal-sim/v1/payments/payouts/:batchId': { access: 'public', simulator: true },
  'GET /paypal-sim/v1/payments/payouts-item/:itemId': { access: 'public', simulator: true },
  'POST /paypal-sim/v1/notifications/verify-webhook-signature': { access: 'public', simulator: true },
  'GET /paypal-sim/v1/notifications/certs/:name': { access: 'public' }, // a public key
  'POST /paypal-sim/items/:itemId/outcome': { access: 'public', simulator: true },
  'POST /stripe-sim/disputes/:id/close': { access: 'public', simulator: true },
  'POST /stripe-sim/refunds': { access: 'public', simulator: true },
  'POST /api/musician/uploads': { access: 'musician' },
  'PUT /api/musician/notification-settings': { access: 'musician' },
  'GET /api/admin/songs/genres': { access: 'admin' },
  'GET /api/admin/songs/spotify': { access: 'admin' },
  'GET /api/schedule/get_scheduled_tasks': { access: 'admin' },
  'GET /api/schedule/alerts': { access: 'admin' },
  'GET /api/admin/campaigns/:campaignId/report/:format': { access: 'admin' },
  'POST /api/admin/uploads': { access: 'admin' },
  'GET /api/admin/campaigns': { access: 'admin' },
  'POST /api/admin/campaigns': { access: 'admin' },
  'GET /api/admin/campaigns/:id': { access: 'admin' },
  'PUT /api/admin/campaigns/:id': { access: 'admin' },
  'DELETE /api/admin/campaigns/:id': { access: 'admin' },
  'GET /api/admin/campaigns/:id/promotions': { access: 'admin' },
  'PUT /api/admin/promotions/:id': { access: 'admin' },
  'DELETE /api/admin/promotions/:id': { access: 'admin' },
  'POST /api/admin/promotions/:id/corrections': { access: 'admin' },
  'GET /api/admin/promotions/:id/corrections': { access: 'admin' },
  'GET /api/admin/users': { access: 'admin' },
  'PUT /api/admin/users/:id': { access: 'admin' },
  'POST /api/admin/users/:id/verify': { access: 'admin' },
  'DELETE /api/admin/users/:id': { access: 'admin' },
  'GET /api/admin/creators/:id/promotions': { access: 'admin' },
  'PUT /api/admin/creators/:id': { access: 'admin' },
  'PUT /api/admin/creators/:id/status': { access: 'admin' },
  'GET /api/admin/musicians': { access: 'admin' },
  'POST /api/admin/musicians': { access: 'admin' },
  'GET /api/admin/bills': { access: 'admin' },
  'GET /api/admin/bills/:id/pdf': { access: 'admin' },
  'POST /api/admin/bills/:id/pay': { access: 'admin' },
  'GET /api/admin/fraud': { access: 'admin' },
  'GET /api/admin/fraud/count': { access: 'admin' },
  'GET /api/admin/campaigns/:id/fraud': { access: 'admin' },
  'POST /api/admin/fraud/:id/decision': { access: 'admin', body: { decision: 'release' } },
  'GET /api/creator/reviews': { access: 'creator' },
  'GET /api/admin/bills/:id': { access: 'admin' },
  'GET /api/admin/payout-batches': { access: 'admin' },
  'POST /api/admin/payout-batches': { access: 'admin', body: { bill_ids: [1] } },
  'POST /api/admin/payouts': { access: 'admin', body: { bill_ids: [1] } },
  'POST /api/admin/billing-runs': { access: 'admin' },
  'GET /api/admin/payout-batches/:id/sepa': { access: 'admin' },
  'POST /api/admin/payout-batches/:id/paid': { access: 'admin', body: {} },
  'GET /api/admin/reports/dac7': { access: 'admin' },
  'GET /files/songs/:name': { access: 'public' },
  'GET /api/public-config': { access: 'public' },
  'GET /api/creator/level': { access: 'creator' },
  'GET /api/promotions/:id': { access: 'creator', owner: 'creator' },
  'POST /api/promotions/:id/appeal': {
    access: 'creator',
    owner: 'creator',
    body: { text: 'The video uses the right sound, please look again.' },
  },
  'GET /api/admin/appeals': { access: 'admin' },
  'GET /api/admin/appeals/count': { access: 'admin' },
  'POST /api/admin/appeals/:id/answer': { access: 'admin', body: { decision: 'accept' } },
  'GET /api/admin/level-proposals': { access: 'admin' },
  'POST /api/admin/level-proposals/:id/decision': { access: 'admin', body: { decision: 'dismiss' } },
  'POST /tiktok-sim/v2/video/list/': { access: 'public', simulator: true },
  'GET /api/dev/outbox': { access: 'public' }, // development only; not registered in production
  'GET /api/dev/outbox/:id/attachments/:index': { access: 'public' },
  'GET /dev/mailbox': { access: 'public' },
  'GET /tiktok-sim/v2/auth/authorize/': { access: 'public' }, // simulator; not registered with a real TikTok
  'GET /tiktok-sim/consent': { access: 'public' },
  'POST /tiktok-sim/v2/oauth/token/': { access: 'public' },
  'GET /tiktok-sim/v2/user/info/': { access: 'public', simulator: true },
  'POST /tiktok-sim/v2/video/query/': { access: 'public', simulator: true },
  'GET /tiktok-sim/oembed': { access: 'public' },
  'POST /spotify-sim/api/token': { access: 'public' }, // simulator; the real Spotify is called in production
  'GET /spotify-sim/v1/tracks/:id': { access: 'public', simulator: true },
  'GET /spotify-sim/covers/:file': { access: 'public' },
  // the Instagram and YouTube simulators (modules/platforms): not registered in production
  'GET /instagram-sim/oauth/authorize': { access: 'public' },
  'GET /instagram-sim/consent': { access: 'public' },
  'POST /instagram-sim/oauth/access_token': { access: 'public' },
  'GET /instagram-sim/graph/access_token': { access: 'public' },
  'GET /instagram-sim/graph/refresh_access_token': { access: 'public', simulator: true },
  'GET /instagram-sim/graph/v23.0/me': { access: 'public', simulator: true },
  'GET /instagram-sim/graph/v23.0/me/media': { access: 'public', simulator: true },
  'GET /instagram-sim/graph/v23.0/:mediaId': { access: 'public', simulator: true },
  'GET /instagram-sim/graph/v23.0/:mediaId/insights': { access: 'public', simulator: true },
  'GET /youtube-sim/o/oauth2/v2/auth': { access: 'public' },
  'GET /youtube-sim/consent': { access: 'public' },
  'POST /youtube-sim/token': { access: 'public' },
  'GET /youtube-sim/youtube/v3/channels': { access: 'public', simulator: true },
  'GET /youtube-sim/youtube/v3/videos': { access: 'public', simulator: true },
};
/** The OpenAPI document and the built SPA's files are public by nature. */
// the built web app: its files, their brotli/gzip copies and the first-screen pages (lib/spa-pages.ts)
const PUBLIC_PATTERNS = [
  /^GET \/api\/docs/,
  /^GET \/assets\//,
  /^GET \/(index\.html|favicon\.svg)(\.br|\.gz)?$/,
  /^GET \/routes\//,
];

const ROLES = ['anonymous', 'creator', 'otherCreator', 'musician', 'otherMusician', 'admin', 'deleted'] as const;
type Role = (typeof ROLES)[number];

/**
 * What a role must get: 'deny-auth' (401), 'deny' (403: the wrong kind of account for the route), 'deny-owner' (404
 * NOT_FOUND: another person's creator, promotion, bill or campaign is answered as one that does not exist), or 'allow'.
 */
function expected(rule: Rule, role: Role): 'deny-auth' | 'deny' | 'deny-owner' | 'allow' {
  if (rule.access === 'public') return 'allow';
  if (role === 'anonymous' || role === 'deleted') return 'deny-auth';
  const type = role === 'musician' || role === 'otherMusician' ? 'musician' : 'creator'; // the admin is a creator-type user
  if (rule.access === 'admin') return role === 'admin' ? 'allow' : 'deny';
  if (rule.access === 'creator' && type !== 'creator') return 'deny';
  if (rule.access === 'musician' && type !== 'musician') return 'deny';
  if (rule.owner === 'creator' && role !== 'creator') return 'deny-owner';
  if (rule.owner === 'musician' && role !== 'musician') return 'deny-owner';
  return 'allow';
}

const h = useHarness();
let auth: Record<Role, Record<string, string>>;
let params: Record<string, string>;
beforeAll(async () => {
  const creator = await userWithToken(h.app, { creator: { tiktokUsername: 'matrix_a' } });
  const otherCreator = await userWithToken(h.app);
  const musician = await userWithToken(h.app, { userType: 'musician' });
  const otherMusician = await userWithToken(h.app, { userType: 'musician' });
  const admin = await userWithToken(h.app, { isAdmin: true });
  const deleted = await userWithToken(h.app);
  const { users } = await import('../db/schema');
  const { eq } = await import('drizzle-orm');
  await h.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
  const campaign = await createCampaign(h.db, { musicianId: musician.musician?.id });
  const promotion = await createPromotion(h.db, {
    campaignId: campaign.id,
    creatorId: creator.creator?.id ?? 0,
    status: 'pending',
  });
  const [bill] = await h.db
    .insert(bills)
    .values({ billNumber: 990_001, creatorId: creator.creator?.id ?? 0, amountCents: 100 })
    .returning();
  auth = {
    anonymous: {},
    creator: creator.auth,
    otherCreator: otherCreator.auth,
    musician: musician.auth,
    otherMusician: otherMusician.auth,
    admin: admin.auth,
    deleted: deleted.auth,
  };
  const [draft] = await h.db
    .insert(campaignDrafts)
    .values({ musicianId: musician.musician?.id ?? 0, body: musicianDraftBody.parse(DRAFT) })
    .returning();
  // a paid payment with its invoice, and a payment not paid yet (its pro-forma), of the musician's campaign
  const [paid] = await h.db
    .insert(draftPayments)
    .values({
      campaignId: campaign.id,
      stripeSessionId: 'cs_matrix_paid',
      budgetCents: 100,
      feeCents: 25,
      vatCents: 0,
      totalCents: 125,
      status: 'paid',
    })
    .returning();
  const invoice = await h.db.transaction((tx) => issueInvoice(tx, h.app.ctx.config, paid?.id ?? 0));
  const [open] = await h.db
    .insert(draftPayments)
    .values({
      campaignId: campaign.id,
      stripeSessionId: 'cs_matrix_open',
      budgetCents: 100,
      feeCents: 25,
      vatCents: 0,
      totalCents: 125,
    })
    .returning();
  params = {
    documentId: String(invoice.id),
    paymentId: String(open?.id),
    draftId: String(draft?.id),
    creatorId: String(creator.creator?.id),
    promotionId: String(promotion.id),
    campaignId: String(campaign.id),
    billId: String(bill?.id),
  };
});

function urlFor(method: string, pattern: string) {
  const p = params;
  let url = pattern;
  // admin routes act on an id that does not exist, so that no request of the sweep changes the callers
  if (url.startsWith('/api/admin/')) url = url.replace(':id', '999999');
  if (/^\/api\/creators\/:id/.test(url)) url = url.replace(':id', p.creatorId ?? '1');
  if (/^\/api\/promotions\/:id/.test(url)) url = url.replace(':id', p.promotionId ?? '1');
  if (/^\/api\/musician\/drafts\/:id/.test(url)) url = url.replace(':id', p.draftId ?? '1');
  if (/^\/api\/musician\/billing\/documents\/:id/.test(url)) url = url.replace(':id', p.documentId ?? '1');
  if (/^\/api\/musician\/payments\/:id/.test(url)) url = url.replace(':id', p.paymentId ?? '1');
  if (/^\/api\/musician\/campaigns\/:id/.test(url)) url = url.replace(':id', p.campaignId ?? '1');
  return url
    .replace(':campaignId', p.campaignId ?? '1')
    .replace(':billId', p.billId ?? '1')
    .replace(':format', 'csv')
    .replace(':platform', 'instagram')
    .replace(':name', 'missing.png')
    .replace(':id', p.campaignId ?? '1')
    .concat(method === 'GET' && url.includes('/tiktok-sim/consent') ? '?username=x' : '');
}

describe('authorisation matrix', () => {
  it('covers every registered route, and each role gets what the matrix says', async () => {
    // signing out ends the caller's session: that route goes last
    const routes = h.app.routeList
      .map((r) => `${r.method} ${r.url}`)
      .sort((a, b) => Number(a === 'POST /api/auth/sign-out') - Number(b === 'POST /api/auth/sign-out'));
    const missing = routes.filter((r) => !MATRIX[r] && !PUBLIC_PATTERNS.some((re) => re.test(r)));
    expect(missing).toEqual([]);

    let cells = 0;
    const failures: string[] = [];
    for (const route of routes) {
      const rule = MATRIX[route];
      if (!rule) continue; // public static files and docs
      const [method, pattern] = route.split(' ') as [string, string];
      for (const role of ROLES) {
        const res = await h.app.inject({
          method: method as 'GET',
          url: urlFor(method, pattern),
          headers: {
            ...auth[role],
            ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
          },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: JSON.stringify(rule.body ?? {}) }),
        });
        const want = expected(rule, role);
        const s = res.statusCode;
        const ok =
          s < 500 &&
          (rule.simulator ||
            (want === 'deny-auth'
              ? s === 401
              : want === 'deny'
                ? s === 403
                : want === 'deny-owner'
                  ? s === 404 && res.json().code === 'NOT_FOUND'
                  : s !== 401 && s !== 403));
        if (!ok) failures.push(`${route} as ${role}: got ${s}, wanted ${want}`);
        cells++;
      }
    }
    expect(failures).toEqual([]);
    const total = Object.keys(MATRIX).filter((k) => routes.includes(k)).length * ROLES.length;
    console.log(`authorisation matrix: ${cells} cells asserted of ${total} (${((cells / total) * 100).toFixed(0)}%)`);
    expect(cells).toBe(total);
  });
});
