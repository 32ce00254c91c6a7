// The one way the browser calls the API: JSON in and out, the stored bearer token, and server errors
// ({ message, code, key }) turned into ApiError. A 401 on a call made with the stored token ends the session.
import { isMessageKey, type MessageKey } from '@hookline/shared/catalogue';
import type { z } from 'zod';
import { clearClientState, getClientState } from './client-state';
import type {} from './early-requests'; // window.__hooklineEarly
import { isPseudoLocale, t } from './i18n';
import { toast } from './toasts';

/** What an endpoint answers: inferred from the response schema its route declares in packages/shared. */
export type Answer<S extends z.ZodType> = z.infer<S>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** the catalogue key the server read its message from (packages/shared/src/messages.ts), when it says one */
  readonly key: MessageKey | null;
  /** the server's id of the request (its x-request-id, in its log lines): a support reference */
  readonly requestId: string | null;

  constructor(
    status: number,
    code: string,
    message: string,
    key: MessageKey | null = null,
    requestId: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.key = key;
    this.requestId = requestId;
  }
}

/** The short reference of a server error shown to the user (the first 8 characters of its request id), or null. */
export function errorReference(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 500 || !error.requestId) return null;
  return error.requestId.slice(0, 8);
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** A token to use instead of the stored one (the sign-in steps before the session is stored); null sends none. */
  token?: string | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/**
 * The answer to a GET the page started before the application ran (lib/early-requests.ts), if it is this one: same
 * URL, same token, not expired. Each is taken once; one that failed is asked again.
 */
function takeEarlyAnswer(url: string, token: string | null | undefined): Promise<Response> | null {
  const early = window.__hooklineEarly?.get(url);
  if (!early) return null;
  window.__hooklineEarly?.delete(url);
  if (early.token !== token || performance.now() > early.expiresAt) return null;
  return early.response;
}

let onUnauthorized = () => {
  window.location.assign('/login');
};

/** The router registers a navigation to /login here, so an expired session does not reload the page. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

function buildUrl(path: string, query: RequestOptions['query']) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function send(path: string, options: RequestOptions, accept: string) {
  const usesStoredToken = options.token === undefined;
  const token = usesStoredToken ? getClientState().user.access_token : options.token;
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const url = buildUrl(path, options.query);
  let response: Response;
  try {
    const plainGet = (options.method ?? 'GET') === 'GET' && options.body === undefined && !options.headers;
    const early = plainGet && accept === 'application/json' ? takeEarlyAnswer(url, token) : null;
    response =
      (await early?.catch(() => null)) ??
      (await fetch(url, {
        method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
        headers,
        body:
          options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', t('tryAgain'));
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as {
      message?: unknown;
      code?: unknown;
      key?: unknown;
      request_id?: unknown;
    } | null;
    const key = isMessageKey(payload?.key) ? payload.key : null;
    const message = typeof payload?.message === 'string' ? payload.message : '';
    const error = new ApiError(
      response.status,
      typeof payload?.code === 'string' ? payload.code : `HTTP_${response.status}`,
      // the server wrote it from the catalogue (its key says which): marked so in the pseudo-locale (lib/i18n.ts)
      key && message && isPseudoLocale() ? `⟦${message}⟧` : message,
      key,
      typeof payload?.request_id === 'string' ? payload.request_id : response.headers.get('x-request-id'),
    );
    if (usesStoredToken && token && isSessionExpired(error)) endSession(error);
    throw error;
  }
  return response;
}

// A refused credential is not a lost session: the server answers a wrong current password (change password/email)
// with 403 WRONG_CURRENT_PASSWORD and its message; an older server answered 401 WRONG_PASSWORD there.
const CREDENTIAL_CODES = new Set(['WRONG_PASSWORD', 'USER_NOT_FOUND']);

/** A 401 that means the session is gone (expired, revoked, signed out elsewhere), not a refused credential. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && !CREDENTIAL_CODES.has(error.code);
}

function endSession(error: ApiError) {
  clearClientState();
  toast.error(error.message || t('unauthorized'));
  onUnauthorized();
}

/** JSON request; resolves with the parsed body (undefined for 204). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A file answer (reports, invoices) with the name the server suggests. */
export async function apiDownload(path: string, options: RequestOptions = {}) {
  const response = await send(path, options, '*/*');
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), filename: name ? decodeURIComponent(name) : null };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The text of a red toast for an error: the server's message, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The server's refusals of a chosen password (its common list and guessability estimate are the server's). */
const PASSWORD_REFUSALS: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'passwordTooShort',
  'passwordTooCommon',
  'passwordHasEmail',
  'passwordTooWeak',
]);

/** The server's message when it refused the chosen password (shown on the password field), else null. */
export const passwordRefusal = (error: unknown): string | null =>
  error instanceof ApiError && error.key !== null && PASSWORD_REFUSALS.has(error.key) ? error.message : null;
