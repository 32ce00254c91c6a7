// An oversized request body over real HTTP: the caller reads 413 with a message, never a reset connection, and the
// server keeps nothing of it.
import http from 'node:http';
import { MSG } from '@hookline/shared/messages';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness';

const h = useHarness();
const MB = 1024 * 1024;

/**
 * POSTs `size` bytes of JSON as a plain client does (all of it, then the answer), each on a connection of its own:
 * its status and body, or the error. (Node's default agent keeps connections alive: a round could then be sent on
 * the connection of the round before, which the server cuts when its rest of 60 MB takes longer than
 * TOO_LARGE_LINGER_MS to arrive, as on a loaded machine.)
 */
function post(size: number, chunked: boolean) {
  return new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const req = http.request(new URL('/api/auth/sign-in', h.url), {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(size) }) },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (e: Error & { code?: string }) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: Error & { code?: string }) => resolve({ error: e.code ?? e.message }));
    const chunk = Buffer.alloc(MB, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += MB;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

describe('a request body over the limit', () => {
  it('a 60 MB body is answered 413 with a message, declared or chunked, every time', async () => {
    const answers = [];
    for (let round = 0; round < 4; round++) answers.push(await post(60 * MB, round % 2 === 1));
    const expected = {
      status: 413,
      body: {
        message: MSG.bodyTooLarge,
        code: 'PAYLOAD_TOO_LARGE',
        key: 'bodyTooLarge',
        request_id: expect.any(String),
      },
    };
    expect(answers.map((a) => ('status' in a ? { status: a.status, body: JSON.parse(a.body) } : a))).toEqual(
      Array(4).fill(expected),
    );
  });
});
