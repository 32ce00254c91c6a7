// A request id on every answer (`x-request-id`), in every log line of that request (Fastify's `reqId`) and in every
// refusal's JSON (`request_id`), so that a screenshot of an error leads to its log lines (docs/security.md).
// Behind a trusted proxy (TRUST_PROXY) the proxy's own id is kept when it is a plain token; otherwise one is made.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's id may look like to be kept: letters, digits and `._:-`, 1 to 128 characters. */
const PLAIN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the trusted proxy's id, or a new random one. */
export const requestIdFor =
  (trustProxy: unknown) =>
  (req: IncomingMessage): string => {
    const given = trustProxy ? req.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
  };
