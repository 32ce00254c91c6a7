// The Stripe Connect simulator: the part of Stripe's API that paying creators by Stripe Connect Express calls, served
// beside the Checkout simulator (simulator.ts) under the same condition (config.stripeSimulator) and with the same
// key and signing secret of the data folder (sim-keys.ts). The request and answer shapes are Stripe's (the types of
// the official `stripe` package); what each call does is summed up in docs/engine.md ("Paying by Stripe Connect and
// PayPal: the providers' contracts").
//   POST /v1/accounts, GET /v1/accounts/:id             Express accounts (transfers requested), not payable at first
//   POST /v1/account_links                              account_onboarding link to the hosted onboarding page
//   POST /v1/accounts/:id/login_links                   the Express dashboard's link (onboarded accounts only)
//   POST /v1/transfers, GET /v1/transfers(/:id)         transfers to a connected account (Idempotency-Key honoured)
//   POST /v1/transfers/:id/reversals                    a reversal: sends transfer.reversed
//   GET  /stripe-sim/connect/onboarding/:account        the hosted onboarding page (identity, bank or card, tax form);
//                                                       submitting it sends account.updated and returns to return_url
//   GET  /stripe-sim/connect/express/:account           the Express dashboard the login link opens
//   POST /stripe-sim/connect/payout-failure             the creator's bank returns a payout: payout.failed
//   POST /stripe-sim/connect/deauthorize                the account leaves the platform: account.application.deauthorized
//   (the last two stand for what happens outside the platform: they take the simulator's key, as its API does)
// Events of a connected account carry `account` at the top level and go to POST /api/stripe/webhook, signed with the
// data folder's simulator secret. The simulator's pages keep Stripe's own wording (Stripe's texts, not Hookline's
// catalogue), in English, German, Spanish and Brazilian Portuguese by `locale` or the browser's language.

import { randomBytes, timingSafeEqual } from 'node:crypto';
import { acceptLanguageTags, bestLocale, isLocale, type Locale } from '@hookline/shared/languages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { simulatorKeys } from './sim-keys';
import { deliverSimulatorEvent, parseStripeForm, STRIPE_SIM_PREFIX } from './simulator';

export const CONNECT_SIM_PREFIX = `${STRIPE_SIM_PREFIX}/connect`;

/** Stripe's payout failure codes (the Payout object's failure_code) with Stripe's own explanation of each. */
export const PAYOUT_FAILURES = {
  account_closed: 'The bank account has been closed.',
  account_frozen: 'The bank account has been frozen.',
  bank_account_restricted:
    'The bank account has restrictions on either the type, or the number, of payouts allowed. This normally indicates that the bank account is a savings or other non-checking account.',
  bank_ownership_changed: 'The destination bank account is no longer valid because its branch has changed ownership.',
  could_not_process: 'The bank could not process this payout.',
  debit_not_authorized: 'Debit transactions are not approved on the bank account.',
  declined: 'The bank has declined this transfer. Please contact the bank before retrying.',
  incorrect_account_holder_name: 'Your bank notified us that the bank account holder name on file is incorrect.',
  invalid_account_number: 'The routing number seems correct, but the account number is invalid.',
  invalid_currency: 'The bank was unable to process this payout because of its currency.',
  no_account:
    'The bank account details on file are probably incorrect. No bank account could be located with those details.',
  unsupported_card: 'The bank no longer supports payouts to this card.',
} as const;
export type PayoutFailureCode = keyof typeof PAYOUT_FAILURES;
const isFailureCode = (v: unknown): v is PayoutFailureCode =>
  typeof v === 'string' && Object.hasOwn(PAYOUT_FAILURES, v);

type Link = { account: string; refreshUrl: string; returnUrl: string; expiresAt: number; used: boolean };
type Idem = { fingerprint: string; answer: object };

const accounts = new Map<string, Stripe.Account>();
const links = new Map<string, Link>(); // the link's token (in its url) → what it leads to
const transfers = new Map<string, Stripe.Transfer>();
const deauthorized = new Set<string>();
const logins = new Map<string, string>(); // a login link's token → its account
const byIdempotencyKey = new Map<string, Idem>();
/** The events the simulator sent, in order, the last KEPT_EVENTS of them (tests check signatures and payloads). */
export const connectSimulatorEvents: { type: string; payload: string; signature: string }[] = [];

const rid = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const KEPT_EVENTS = 1000;
const ACCOUNT_LINK_TTL_S = 300; // Stripe's account links expire a few minutes after they are made

const stripeError = (message: string, o: { param?: string; code?: string; type?: string } = {}) => ({
  error: {
    type: o.type ?? 'invalid_request_error',
    message,
    ...(o.code ? { code: o.code } : {}),
    ...(o.param ? { param: o.param } : {}),
  },
});
const noSuch = (what: string, id: string, param: string) =>
  stripeError(`No such ${what}: '${id}'`, { code: 'resource_missing', param });

/** What an Express account still has to give before Stripe lets it receive transfers and payouts. */
const ONBOARDING_DUE = [
  'business_profile.mcc',
  'business_profile.url',
  'external_account',
  'individual.address.city',
  'individual.address.line1',
  'individual.address.postal_code',
  'individual.dob.day',
  'individual.dob.month',
  'individual.dob.year',
  'individual.email',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

const requirements = (due: string[]) =>
  ({
    alternatives: [],
    current_deadline: null,
    currently_due: due,
    disabled_reason: due.length ? 'requirements.past_due' : null,
    errors: [],
    eventually_due: due,
    past_due: due,
    pending_verification: [],
  }) as unknown as Stripe.Account.Requirements;

/** Whether an account can be sent transfers: onboarded, its transfers capability active, still connected. */
const payable = (a: Stripe.Account) =>
  a.details_submitted && a.payouts_enabled && a.capabilities?.transfers === 'active' && !deauthorized.has(a.id);

const toRecord = (v: unknown): Record<string, string> =>
  typeof v === 'object' && v !== null
    ? Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, String(x)]))
    : {};

// ---- the hosted pages' words: Stripe's, in the creator's language -------------------------------------------------
const WORDS: Record<
  Locale,
  {
    title: string;
    intro: string;
    identity: string;
    identityHint: string;
    payout: string;
    payoutHint: string;
    tax: string;
    taxHint: (form: string) => string;
    submit: string;
    agreement: string;
    expired: string;
    dashboard: string;
    balance: string;
  }
> = {
  en: {
    title: 'Set up payouts with Stripe',
    intro: 'Hookline partners with Stripe for fast, secure payouts. Stripe will ask you for the following:',
    identity: 'Verify your identity',
    identityHint: 'Your legal name, date of birth and home address; possibly a photo of an ID document.',
    payout: 'Add a payout method',
    payoutHint: 'The bank account or debit card your earnings are paid to.',
    tax: 'Tax information',
    taxHint: (form) => `Form ${form}, confirming your tax status.`,
    submit: 'Agree and submit',
    agreement: 'By clicking Agree and submit, you agree to the Stripe Connected Account Agreement.',
    expired: 'This link has expired or has already been used.',
    dashboard: 'Express dashboard',
    balance: 'Transfers received',
  },
  de: {
    title: 'Auszahlungen mit Stripe einrichten',
    intro: 'Hookline arbeitet für schnelle, sichere Auszahlungen mit Stripe zusammen. Stripe fragt Sie nach Folgendem:',
    identity: 'Identität bestätigen',
    identityHint: 'Ihr vollständiger Name, Geburtsdatum und Wohnanschrift; gegebenenfalls ein Foto Ihres Ausweises.',
    payout: 'Auszahlungsmethode hinzufügen',
    payoutHint: 'Das Bankkonto oder die Debitkarte, auf die Ihre Einnahmen ausgezahlt werden.',
    tax: 'Steuerangaben',
    taxHint: (form) => `Formular ${form} zur Bestätigung Ihres steuerlichen Status.`,
    submit: 'Zustimmen und absenden',
    agreement:
      'Mit einem Klick auf „Zustimmen und absenden“ stimmen Sie der Stripe-Vereinbarung für verbundene Konten zu.',
    expired: 'Dieser Link ist abgelaufen oder wurde bereits verwendet.',
    dashboard: 'Express-Dashboard',
    balance: 'Erhaltene Überweisungen',
  },
  es: {
    title: 'Configura tus pagos con Stripe',
    intro: 'Hookline colabora con Stripe para ofrecer pagos rápidos y seguros. Stripe te pedirá lo siguiente:',
    identity: 'Verifica tu identidad',
    identityHint: 'Tu nombre legal, fecha de nacimiento y domicilio; quizá una foto de un documento de identidad.',
    payout: 'Añade un método de cobro',
    payoutHint: 'La cuenta bancaria o tarjeta de débito en la que recibirás tus ganancias.',
    tax: 'Información fiscal',
    taxHint: (form) => `El formulario ${form}, que confirma tu situación fiscal.`,
    submit: 'Aceptar y enviar',
    agreement: 'Al hacer clic en Aceptar y enviar, aceptas el Contrato de cuenta conectada de Stripe.',
    expired: 'Este enlace ha caducado o ya se ha utilizado.',
    dashboard: 'Panel Express',
    balance: 'Transferencias recibidas',
  },
  'pt-BR': {
    title: 'Configure seus repasses com a Stripe',
    intro: 'A Hookline trabalha com a Stripe para repasses rápidos e seguros. A Stripe vai pedir o seguinte:',
    identity: 'Confirme sua identidade',
    identityHint: 'Seu nome completo, data de nascimento e endereço; talvez uma foto de um documento de identidade.',
    payout: 'Adicione uma forma de recebimento',
    payoutHint: 'A conta bancária ou o cartão de débito em que seus ganhos serão pagos.',
    tax: 'Informações fiscais',
    taxHint: (form) => `O formulário ${form}, que confirma sua situação fiscal.`,
    submit: 'Concordar e enviar',
    agreement: 'Ao clicar em Concordar e enviar, você concorda com o Contrato de Conta Conectada da Stripe.',
    expired: 'Este link expirou ou já foi usado.',
    dashboard: 'Painel Express',
    balance: 'Transferências recebidas',
  },
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pageLocale = (req: FastifyRequest): Locale => {
  const asked = (req.query as Record<string, unknown> | undefined)?.locale;
  return isLocale(asked) ? asked : bestLocale(acceptLanguageTags(req.headers['accept-language']));
};
const page = (locale: Locale, title: string, body: string) =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} (Stripe simulator)</title></head>
<body style="font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px">
${body}
</body></html>`;

export const stripeConnectSimulator: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseStripeForm(String(body))),
  );
  const pub = { config: { auth: 'public' as const }, schema: { hide: true } };
  const expected = Buffer.from(`Bearer ${simulatorKeys(app.ctx.config.dataDir).secretKey}`);
  const authorised = (req: FastifyRequest) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const unauthorised = { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } };
  const body = (req: FastifyRequest) => (req.body ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

  const send = async (req: FastifyRequest, type: string, object: object, account?: string) => {
    const event = await deliverSimulatorEvent(app.ctx, req.log, type, object, account ? { account } : {});
    connectSimulatorEvents.push({ type, ...event });
    if (connectSimulatorEvents.length > KEPT_EVENTS) connectSimulatorEvents.shift();
  };

  /**
   * As Stripe: a request with an Idempotency-Key answers the first result of that key, and only for the same call
   * with the same parameters; another call under the same key is refused (idempotency_error). Only results are kept:
   * a refused request may be retried under its key once what refused it has changed.
   */
  const idempotent = async (req: FastifyRequest, reply: FastifyReply, run: () => Promise<object | undefined>) => {
    const key = str(req.headers['idempotency-key']);
    const fingerprint = JSON.stringify([req.method, req.url, req.body ?? {}]);
    const seen = key ? byIdempotencyKey.get(key) : undefined;
    if (seen && seen.fingerprint !== fingerprint)
      return reply
        .status(400)
        .send(
          stripeError(
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            { type: 'idempotency_error' },
          ),
        );
    if (seen) return reply.header('idempotent-replayed', 'true').send(seen.answer);
    const answer = await run();
    if (answer === undefined) return reply; // run sent a refusal
    if (key) byIdempotencyKey.set(key, { fingerprint, answer });
    return reply.send(answer);
  };

  app.post('/v1/accounts', pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    return idempotent(req, reply, async () => {
      const b = body(req);
      if (b.type !== 'express') {
        reply.status(400).send(stripeError('Only Express accounts are simulated.', { param: 'type' }));
        return undefined;
      }
      const country = str(b.country)?.toUpperCase();
      if (!country || !/^[A-Z]{2}$/.test(country)) {
        reply
          .status(400)
          .send(
            stripeError('Country must be a two-letter ISO code.', { param: 'country', code: 'country_unsupported' }),
          );
        return undefined;
      }
      const requested = (b.capabilities ?? {}) as Record<string, { requested?: string }>;
      const capabilities = Object.fromEntries(
        Object.entries(requested)
          .filter(([, c]) => c?.requested === 'true')
          .map(([name]) => [name, 'inactive']),
      );
      const id = `acct_${randomBytes(8).toString('hex')}`;
      const account = {
        id,
        object: 'account',
        business_profile: null,
        business_type: null,
        capabilities,
        charges_enabled: false,
        controller: { is_controller: true, type: 'application' },
        country,
        created: now(),
        default_currency: 'eur',
        details_submitted: false,
        email: str(b.email) ?? null,
        external_accounts: { object: 'list', data: [], has_more: false, url: `/v1/accounts/${id}/external_accounts` },
        metadata: toRecord(b.metadata),
        payouts_enabled: false,
        requirements: requirements(ONBOARDING_DUE),
        settings: null,
        tos_acceptance: { date: null, ip: null, user_agent: null },
        type: 'express',
      } as unknown as Stripe.Account;
      accounts.set(id, account);
      return account;
    });
  });

  app.get('/v1/accounts/:id', pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    const id = (req.params as { id: string }).id;
    const a = accounts.get(id);
    if (!a || deauthorized.has(id))
      return reply
        .status(403)
        .send(
          stripeError(
            `The provided key does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`,
            { type: 'invalid_request_error', code: 'account_invalid' },
          ),
        );
    return a;
  });

  app.post('/v1/account_links', pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    const b = body(req);
    const account = str(b.account);
    const a = account ? accounts.get(account) : undefined;
    if (!account || !a || deauthorized.has(account))
      return reply.status(400).send(noSuch('account', account ?? '', 'account'));
    if (b.type !== 'account_onboarding')
      return reply
        .status(400)
        .send(stripeError('Only account_onboarding links are simulated for Express accounts.', { param: 'type' }));
    const returnUrl = str(b.return_url);
    const refreshUrl = str(b.refresh_url);
    if (!returnUrl)
      return reply
        .status(400)
        .send(stripeError('Missing required param: return_url.', { param: 'return_url', code: 'parameter_missing' }));
    if (!refreshUrl)
      return reply
        .status(400)
        .send(stripeError('Missing required param: refresh_url.', { param: 'refresh_url', code: 'parameter_missing' }));
    const token = randomBytes(16).toString('hex');
    const link: Link = { account, refreshUrl, returnUrl, expiresAt: now() + ACCOUNT_LINK_TTL_S, used: false };
    links.set(token, link);
    const answer: Stripe.AccountLink = {
      object: 'account_link',
      created: now(),
      expires_at: link.expiresAt,
      url: `${app.ctx.config.appUrl}${CONNECT_SIM_PREFIX}/onboarding/${account}?link=${token}`,
    };
    return answer;
  });

  app.post('/v1/accounts/:id/login_links', pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    const id = (req.params as { id: string }).id;
    const a = accounts.get(id);
    if (!a || deauthorized.has(id)) return reply.status(400).send(noSuch('account', id, 'account'));
    if (!a.details_submitted)
      return reply
        .status(400)
        .send(stripeError('Cannot create a login link for an account that has not completed onboarding.'));
    const token = randomBytes(16).toString('hex');
    logins.set(token, id);
    const answer: Stripe.LoginLink = {
      object: 'login_link',
      created: now(),
      url: `${app.ctx.config.appUrl}${CONNECT_SIM_PREFIX}/express/${id}?login=${token}`,
    };
    return answer;
  });

  app.post('/v1/transfers', pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    return idempotent(req, reply, async () => {
      const b = body(req);
      const amount = Number(b.amount);
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        reply
          .status(400)
          .send(stripeError('Invalid positive integer', { param: 'amount', code: 'parameter_invalid_integer' }));
        return undefined;
      }
      const currency = str(b.currency)?.toLowerCase();
      if (!currency || !/^[a-z]{3}$/.test(currency)) {
        reply
          .status(400)
          .send(stripeError('Missing required param: currency.', { param: 'currency', code: 'parameter_missing' }));
        return undefined;
      }
      const destination = str(b.destination) ?? '';
      const a = accounts.get(destination);
      if (!a || deauthorized.has(destination)) {
        reply.status(400).send(noSuch('destination', destination, 'destination'));
        return undefined;
      }
      if (!payable(a)) {
        reply
          .status(400)
          .send(
            stripeError(
              'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
              { code: 'insufficient_capabilities_for_transfer', param: 'destination' },
            ),
          );
        return undefined;
      }
      const id = rid('tr');
      const transfer = {
        id,
        object: 'transfer',
        amount,
        amount_reversed: 0,
        balance_transaction: rid('txn'),
        created: now(),
        currency,
        description: str(b.description) ?? null,
        destination,
        destination_payment: rid('py'),
        livemode: false,
        metadata: toRecord(b.metadata),
        reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/transfers/${id}/reversals` },
        reversed: false,
        source_transaction: null,
        source_type: 'card',
        transfer_group: str(b.transfer_group) ?? null,
      } as unknown as Stripe.Transfer;
      transfers.set(id, transfer);
      return transfer;
    });
  });

  app.get('/v1/transfers/:id', pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    const id = (req.params as { id: string }).id;
    const t = transfers.get(id);
    if (!t) return reply.status(404).send(noSuch('transfer', id, 'id'));
    return t;
  });

  // Stripe's list of transfers, newest first, by destination or transfer group (the metadata of the transfers behind
  // a connected account's failed payout is reached this way)
  app.get('/v1/transfers', pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    const q = (req.query ?? {}) as Record<string, string | undefined>;
    const limit = Math.min(Math.max(Number(q.limit ?? 10) || 10, 1), 100);
    const data = [...transfers.values()]
      .filter(
        (t) =>
          (!q.destination || t.destination === q.destination) &&
          (!q.transfer_group || t.transfer_group === q.transfer_group),
      )
      .reverse();
    return { object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url: '/v1/transfers' };
  });

  app.post('/v1/transfers/:id/reversals', pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    return idempotent(req, reply, async () => {
      const id = (req.params as { id: string }).id;
      const t = transfers.get(id);
      if (!t) {
        reply.status(404).send(noSuch('transfer', id, 'id'));
        return undefined;
      }
      const b = body(req);
      const left = t.amount - t.amount_reversed;
      const amount = b.amount === undefined ? left : Number(b.amount);
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
        reply
          .status(400)
          .send(
            stripeError(
              left === 0
                ? `Transfer ${id} has already been fully reversed.`
                : `You have attempted to reverse more than the transfer's remaining amount (${left}).`,
              { param: 'amount' },
            ),
          );
        return undefined;
      }
      const reversal: Stripe.TransferReversal = {
        id: rid('trr'),
        object: 'transfer_reversal',
        amount,
        balance_transaction: rid('txn'),
        created: now(),
        currency: t.currency,
        destination_payment_refund: rid('pyr'),
        metadata: toRecord(b.metadata),
        source_refund: null,
        transfer: id,
      };
      t.amount_reversed += amount;
      t.reversed = t.amount_reversed === t.amount;
      t.reversals.data.push(reversal);
      (t.reversals as { total_count?: number }).total_count = t.reversals.data.length;
      await send(req, 'transfer.reversed', structuredClone(t));
      return reversal;
    });
  });

  // ---- the hosted onboarding page ---------------------------------------------------------------------------------
  app.get(`${CONNECT_SIM_PREFIX}/onboarding/:account`, pub, async (req, reply) => {
    const account = (req.params as { account: string }).account;
    const token = String((req.query as Record<string, unknown> | undefined)?.link ?? '');
    const link = links.get(token);
    const a = accounts.get(account);
    const locale = pageLocale(req);
    const w = WORDS[locale];
    if (!a || link?.account !== account) return reply.status(404).type('text/plain').send('No such account link');
    // as Stripe: a used or expired link goes to the platform's refresh_url, which makes a new one
    if (link.used || link.expiresAt < now()) return reply.redirect(link.refreshUrl);
    const taxForm = a.country === 'US' ? 'W-9' : 'W-8BEN';
    const step = (title: string, hint: string) =>
      `<li style="margin-bottom:12px"><strong>${esc(title)}</strong><br><span>${esc(hint)}</span></li>`;
    const html = page(
      locale,
      w.title,
      `<h1 style="font-size:22px">${esc(w.title)}</h1>
<p>${esc(w.intro)}</p>
<ol>
${step(w.identity, w.identityHint)}
${step(w.payout, w.payoutHint)}
${step(w.tax, w.taxHint(taxForm))}
</ol>
<form method="post" action="${CONNECT_SIM_PREFIX}/onboarding/${esc(account)}"><input type="hidden" name="link" value="${esc(token)}">
<p><button type="submit" style="font-size:16px;padding:10px 18px">${esc(w.submit)}</button></p></form>
<p style="font-size:12px;color:#555">${esc(w.agreement)}</p>`,
    );
    return reply.type('text/html').send(html);
  });

  app.post(`${CONNECT_SIM_PREFIX}/onboarding/:account`, pub, async (req, reply) => {
    const account = (req.params as { account: string }).account;
    const link = links.get(String(body(req).link ?? ''));
    const a = accounts.get(account);
    if (!a || link?.account !== account) return reply.status(404).type('text/plain').send('No such account link');
    if (link.used || link.expiresAt < now()) return reply.redirect(link.refreshUrl);
    link.used = true;
    a.details_submitted = true;
    a.payouts_enabled = true;
    a.capabilities = Object.fromEntries(Object.keys(a.capabilities ?? {}).map((name) => [name, 'active']));
    a.charges_enabled = a.capabilities.card_payments === 'active';
    a.requirements = requirements([]);
    a.tos_acceptance = { date: now(), ip: req.ip, user_agent: req.headers['user-agent'] ?? null };
    await send(req, 'account.updated', structuredClone(a), account);
    return reply.redirect(link.returnUrl);
  });

  // the Express dashboard a login link opens: what the creator sees of their connected account
  app.get(`${CONNECT_SIM_PREFIX}/express/:account`, pub, async (req, reply) => {
    const account = (req.params as { account: string }).account;
    const a = accounts.get(account);
    const token = String((req.query as Record<string, unknown> | undefined)?.login ?? '');
    // the login link's token is the credential, as Stripe's login links are
    if (!a?.details_submitted || logins.get(token) !== account)
      return reply.status(404).type('text/plain').send('No such account');
    const w = WORDS[pageLocale(req)];
    const received = [...transfers.values()].filter((t) => t.destination === account);
    const rows = received
      .map(
        (t) =>
          `<li>${esc(`${((t.amount - t.amount_reversed) / 100).toFixed(2)} ${t.currency.toUpperCase()}`)} · ${esc(t.id)}</li>`,
      )
      .join('\n');
    return reply
      .type('text/html')
      .send(
        page(
          pageLocale(req),
          w.dashboard,
          `<h1 style="font-size:22px">${esc(w.dashboard)}</h1><p>${esc(account)}</p><h2 style="font-size:16px">${esc(w.balance)}</h2><ul>${rows}</ul>`,
        ),
      );
  });

  // the creator's bank returns a payout of the connected account: payout.failed (the payout lives on the connected
  // account, so the event names it); Stripe then stops the account's payouts until a new bank account is given
  app.post(`${CONNECT_SIM_PREFIX}/payout-failure`, pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    const b = body(req);
    const account = str(b.account) ?? '';
    const a = accounts.get(account);
    if (!a?.details_submitted) return reply.status(404).type('text/plain').send('No such onboarded account');
    const code = b.failure_code ?? 'account_closed';
    if (!isFailureCode(code))
      return reply
        .status(400)
        .send(stripeError(`Unknown payout failure code: ${String(code)}`, { param: 'failure_code' }));
    const paid = [...transfers.values()].filter((t) => t.destination === account);
    const amount = Number(b.amount ?? paid.reduce((sum, t) => sum + t.amount - t.amount_reversed, 0));
    const payout = {
      id: rid('po'),
      object: 'payout',
      amount: Number.isSafeInteger(amount) && amount > 0 ? amount : 0,
      application_fee: null,
      application_fee_amount: null,
      arrival_date: now(),
      automatic: true,
      balance_transaction: rid('txn'),
      created: now(),
      currency: 'eur',
      description: 'STRIPE PAYOUT',
      destination: rid('ba'),
      failure_balance_transaction: rid('txn'),
      failure_code: code,
      failure_message: PAYOUT_FAILURES[code],
      livemode: false,
      metadata: {},
      method: 'standard',
      original_payout: null,
      payout_method: null,
      reconciliation_status: 'completed',
      reversed_by: null,
      source_type: 'card',
      statement_descriptor: null,
      status: 'failed',
      trace_id: null,
      type: 'bank_account',
    } as unknown as Stripe.Payout;
    a.payouts_enabled = false;
    a.requirements = requirements(['external_account']);
    await send(req, 'payout.failed', payout, account);
    await send(req, 'account.updated', structuredClone(a), account);
    return payout;
  });

  // the account disconnects from the platform: account.application.deauthorized (its data is the Application)
  app.post(`${CONNECT_SIM_PREFIX}/deauthorize`, pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    const account = str(body(req).account) ?? '';
    if (!accounts.has(account) || deauthorized.has(account))
      return reply.status(404).type('text/plain').send('No such connected account');
    deauthorized.add(account);
    const application: Stripe.Application = {
      id: 'ca_test_hookline_simulator',
      object: 'application',
      name: 'Hookline',
    };
    await send(req, 'account.application.deauthorized', application, account);
    return { deauthorized: account };
  });
};
