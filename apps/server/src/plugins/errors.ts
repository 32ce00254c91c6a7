// The one error handler: { message, code, key } everywhere (key: the catalogue's, packages/shared/src/messages.ts);
// validation → 400 with the schema's message. The message is written in the caller's language (lib/language.ts).
import { keyOfText, type MessageKey, type MessageParams, messageText } from '@hookline/shared/catalogue';
import { MSG } from '@hookline/shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { requestLocale } from '../lib/language';
import { uniqueViolation, uniqueViolationKey } from './unique-violation';

const SPEC_MESSAGES = new Set<string>(Object.values(MSG));

type Issue = {
  message?: string;
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
};

function validationMessage(issues: Issue[]): string {
  const first = issues[0];
  const msg = first?.params?.issue?.message ?? first?.message ?? MSG.invalidInput;
  // our own schema messages ('Please choose a country', the spec's texts) are shown as they are; zod's generic
  // ones ('Invalid input…', 'Too small…') get the field name in front so the caller knows what to fix
  if (SPEC_MESSAGES.has(msg) || !/^(Invalid|Too (small|big)|Unrecognized|Expected)/.test(msg)) return msg;
  const pathParts = first?.params?.issue?.path ?? first?.instancePath?.split('/').filter(Boolean) ?? [];
  const where = pathParts.map(String).join('.');
  return where ? `${where}: ${msg}` : msg;
}

/** How long the rest of an oversized body is read and dropped after the 413 before the connection is cut. */
export const TOO_LARGE_LINGER_MS = 5_000;

/**
 * An oversized body is answered at once and not kept. Closing the connection right after the answer resets it under
 * a client still sending (the reset can reach it before the answer, which is then lost), so the connection stays
 * open while the rest of the body arrives and is dropped, at most TOO_LARGE_LINGER_MS; a client still sending
 * after that is cut off.
 */
function answerTooLarge(request: FastifyRequest, reply: FastifyReply, key: MessageKey) {
  const raw = request.raw;
  reply.raw.once('finish', () => {
    if (raw.complete) return;
    raw.resume();
    // inject()'s fake socket has no destroy
    const cut = setTimeout(
      () => (typeof raw.socket?.destroy === 'function' ? raw.socket.destroy() : undefined),
      TOO_LARGE_LINGER_MS,
    );
    cut.unref();
    raw.once('end', () => clearTimeout(cut));
    raw.once('close', () => clearTimeout(cut));
  });
  return reply.status(413).send({ message: say(request, key), code: 'PAYLOAD_TOO_LARGE', key });
}

/** A catalogue text in the language of the request's caller. */
const say = (request: FastifyRequest, key: MessageKey, params?: MessageParams) =>
  messageText(key, params, requestLocale(request));

const isErrorBody = (payload: unknown): payload is Record<string, unknown> =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  'message' in payload &&
  'code' in payload;

const isUpload = (request: FastifyRequest) => String(request.headers['content-type'] ?? '').startsWith('multipart/');

export function registerErrorHandling(app: FastifyInstance) {
  // every refusal names its request (lib/request-id.ts): the same id as the answer's x-request-id and the log's reqId;
  // a refusal replayed for a repeated Idempotency-Key keeps the id of the request that decided it
  app.addHook('preSerialization', async (request, reply, payload) =>
    reply.statusCode >= 400 && isErrorBody(payload) && !('request_id' in payload)
      ? { ...payload, request_id: request.id }
      : payload,
  );
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      if (error.status === 413) return answerTooLarge(request, reply, error.key);
      return reply
        .status(error.status)
        .send({ message: say(request, error.key, error.params), code: error.code, key: error.key });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = validationMessage(error.validation as unknown as Issue[]);
      const key = keyOfText(message);
      return key
        ? reply.status(400).send({ message: say(request, key), code: 'VALIDATION', key })
        : reply.status(400).send({ message, code: 'VALIDATION', key: 'schemaRefusal' });
    }
    const duplicate = uniqueViolation(error);
    if (duplicate) {
      const key = uniqueViolationKey(duplicate.constraint);
      return reply.status(409).send({ message: say(request, key), code: 'CONFLICT', key });
    }
    const err = error as { statusCode?: number; code?: string; message: string };
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_PARTS_LIMIT') {
      return answerTooLarge(request, reply, isUpload(request) ? 'fileTooLarge' : 'bodyTooLarge');
    }
    if (status === 415) {
      return reply.status(415).send({
        message: say(request, 'unsupportedContentType'),
        code: 'UNSUPPORTED_MEDIA',
        key: 'unsupportedContentType',
      });
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: say(request, 'tooManyRequests'), code: 'TOO_MANY_REQUESTS', key: 'tooManyRequests' });
    }
    if (status >= 400 && status < 500) {
      if (err.code?.startsWith('FST_ERR_CTP')) {
        return reply
          .status(status)
          .send({ message: say(request, 'malformedBody'), code: 'VALIDATION', key: 'malformedBody' });
      }
      // Fastify's own refusal of a request it could not read: its text is the framework's
      const key = keyOfText(err.message);
      return reply
        .status(status)
        .send({ message: key ? say(request, key) : err.message, code: 'VALIDATION', ...(key ? { key } : {}) });
    }
    if (status === 503) {
      return reply
        .status(503)
        .send({ message: say(request, 'tryAgainLater'), code: 'UNAVAILABLE', key: 'tryAgainLater' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: say(request, 'somethingWentWrong'), code: 'INTERNAL', key: 'somethingWentWrong' });
  });
}
