// Answers that leave as the JSON text their statement wrote (docs/performance.md, seventh round): the hot reads whose
// items PostgreSQL builds as JSON already (db/answer-json.ts) skip the parse, the copies and the serializer. The text
// must be exactly what the route's response schema lets out; answer-contract.test.ts checks each such route.
import type { FastifyReply } from 'fastify';

/** An answer's envelope (`{ data }`, as every success answer has it) around JSON text. */
export const dataAnswerText = (data: string) => `{"data":${data}}`;

/** A list answer (`listOf` in packages/shared/src/api.ts) around the JSON text of its items' array. */
export const arrayAnswerText = (items: string, total: number) =>
  dataAnswerText(`{"items":${items},"_meta":{"total_items":${total}}}`);

/** A list answer from items that are JSON texts already. */
export const listAnswerText = (items: readonly string[], total: number) =>
  arrayAnswerText(`[${items.join(',')}]`, total);

/**
 * Sends JSON text as it is. Fastify passes a string with a JSON content type by its serializer; the cast is for the
 * route's types, which expect the object the schema describes.
 */
export const sendJsonText = (reply: FastifyReply, text: string) =>
  reply.type('application/json; charset=utf-8').send(text as never);
