// Typed application errors; one Fastify error handler maps codes to HTTP status and hides 5xx details.

import { keyOfText, type MessageKey, type MessageParams, messageText } from '@hookline/shared/catalogue';
import type { ErrorCode } from '@hookline/shared/constants';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  INVALID_EMAIL: 400,
  UNAUTHORIZED: 401,
  USER_NOT_FOUND: 401,
  WRONG_PASSWORD: 401,
  /** the current password of a change of password or email: the session itself is fine */
  WRONG_CURRENT_PASSWORD: 403,
  FORBIDDEN: 403,
  ACCOUNT_DISABLED: 403,
  EMAIL_NOT_VERIFIED: 403,
  MFA_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  IDEMPOTENCY_MISMATCH: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/**
 * A refusal: its status and code (docs/decisions/0005-refusals.md) and its text, taken from the catalogue
 * (packages/shared/src/messages.ts) by key. The answer is { message, code, key }: the text in English and the key
 * it was read from, so a client can tell one refusal from another without comparing sentences.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageText(key, params));
    this.status = STATUS[code];
  }
}

/** A request schema's own refusal (its message is a catalogue text, or zod's): answered under that text's key. */
export const schemaRefusal = (message: string | undefined) => {
  if (!message) return new AppError('VALIDATION', 'invalidInput');
  const key = keyOfText(message);
  return key ? new AppError('VALIDATION', key) : new AppError('VALIDATION', 'schemaRefusal', { message });
};

export const notFound = (key: MessageKey = 'notFound', params?: MessageParams) =>
  new AppError('NOT_FOUND', key, params);
export const forbidden = (key: MessageKey = 'forbidden', params?: MessageParams) =>
  new AppError('FORBIDDEN', key, params);
export const conflict = (key: MessageKey, params?: MessageParams) => new AppError('CONFLICT', key, params);
export const badRequest = (key: MessageKey, params?: MessageParams) => new AppError('VALIDATION', key, params);
export const unauthorized = (key: MessageKey = 'unauthorized', params?: MessageParams) =>
  new AppError('UNAUTHORIZED', key, params);
