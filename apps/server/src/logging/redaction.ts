// What the logs must never carry: the tokens of email links (reset, invitation, verification), TikTok codes,
// password hashes, IBANs, and the values a failed query was sent (addresses, names, hashes). Request lines keep
// their path with secret query values replaced; errors keep their type, code and where they happened.
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters whose value is a credential: link tokens, OAuth codes and states, anything password-like. */
const SECRET_PARAMS = /^(token|verify|code|state|password|secret|key|invite|access_token|refresh_token)$/i;

/** The URL with the value of every secret query parameter replaced. */
export function redactUrl(url: string) {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeSafe(eq < 0 ? pair : pair.slice(0, eq));
      return eq >= 0 && SECRET_PARAMS.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

function decodeSafe(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const PATTERNS: [RegExp, string][] = [
  // "Failed query: ...\nparams: a,b,c" (drizzle) — the values of a failed statement
  [/(\bparams:)[\s\S]*$/i, `$1 ${REDACTED}`],
  // PHC strings: $argon2id$v=19$m=...$salt$hash
  [/\$argon2(?:id|i|d)\$[^\s'"]+/g, REDACTED],
  // IBAN-like: two letters, two digits, 10..30 letters or digits, spaces allowed between groups
  [/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{2,4}){3,8}\b/g, REDACTED],
  // secret query values inside any text (an invitation link in a mail body, a request URL in a message)
  [/([?&](?:token|verify|code|state|password|secret|invite)=)[^&\s"'<>]+/gi, `$1${REDACTED}`],
  // platform tokens: a form body or a message quoting one, and a bearer header
  [/(\b(?:access_token|refresh_token)=)[^&\s"'<>]+/gi, `$1${REDACTED}`],
  [/(\bBearer\s+)[^\s"',]+/gi, `$1${REDACTED}`],
];

/**
 * Fields pino replaces wherever a logged object carries them (one or two levels down): the platform tokens of a
 * creator row or an account row, as stored or decrypted, and an authorization header.
 */
const TOKEN_FIELDS = [
  'tiktokAccessToken',
  'tiktokRefreshToken',
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
];
export const LOG_REDACT_PATHS = [
  ...TOKEN_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
  'req.headers.authorization',
  'headers.authorization',
];

export function redactText(text: string) {
  return PATTERNS.reduce((s, [re, by]) => s.replace(re, by), text);
}

/** An error as the logs may show it: type, code, message and stack with secrets removed, causes likewise. Fields
 * of database errors that quote values (detail, where, parameters, the failed row) are left out. */
export function redactError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return typeof err === 'string' ? redactText(err) : err;
  return redactErrorObject(err, depth);
}

function redactErrorObject(err: Error, depth: number) {
  const e = err as Error & { code?: unknown; statusCode?: unknown; cause?: unknown };
  // a database error quotes the value it refused ('invalid input syntax for type integer: "Main Street 5"')
  const fromDatabase = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
  const clean = (text: string) => {
    const t = redactText(text);
    return fromDatabase ? t.replace(/"[^"\n]*"/g, `"${REDACTED}"`) : t;
  };
  return {
    type: e.constructor?.name ?? 'Error',
    message: clean(e.message ?? ''),
    stack: clean(e.stack ?? ''),
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.statusCode !== undefined ? { statusCode: e.statusCode } : {}),
    ...(e.cause !== undefined && depth < 3 ? { cause: redactError(e.cause, depth + 1) } : {}),
  };
}

/** Fastify/pino serializers: request lines without secret query values, errors through redactError. */
export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactUrl(req.url ?? ''),
    host: req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
  err: (err: Error) => redactErrorObject(err, 0),
};
