// Typed application errors; one Fastify error handler maps codes to HTTP status and hides 5xx details.
import type { ErrorCode } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';

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

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (message: string = MSG.notFound) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string = MSG.forbidden) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string) => new AppError('VALIDATION', message);
export const unauthorized = (message: string = MSG.unauthorized) => new AppError('UNAUTHORIZED', message);
