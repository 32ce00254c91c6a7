// Compression of the API's text answers (JSON above 1 KB) for clients that accept it. Setting up a brotli or gzip
// stream costs about as much CPU as serving a cached answer, so each distinct answer is compressed once and kept
// (bounded, least recently used first out): an answer recomputed with the same content (a list nobody changed) is
// not compressed again. Streams (CSV reports) are left to @fastify/compress; the web build's
// files come pre-compressed from the static plugin (docs/performance.md).
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export const COMPRESS_THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript|xml)|text\/)/;

type Encoding = 'br' | 'gzip';

/** The encoding to use for an Accept-Encoding header: brotli when accepted, else gzip, else none. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(token.trim(), weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const accepts = (e: Encoding) => (q.get(e) ?? q.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** Compressed copies of recent answers, keyed by encoding and content, within `maxChars` of original text. */
export class CompressedAnswers {
  private entries = new Map<string, { br?: Buffer; gzip?: Buffer }>();
  private chars = 0;
  hits = 0;
  misses = 0;

  constructor(private maxChars = 8_000_000) {}

  get(body: string, encoding: Encoding): Buffer {
    let entry = this.entries.get(body);
    if (entry) {
      // most recently used goes last
      this.entries.delete(body);
      this.entries.set(body, entry);
    } else {
      entry = {};
      this.entries.set(body, entry);
      this.chars += body.length;
      for (const [oldest] of this.entries) {
        if (this.chars <= this.maxChars || oldest === body) break;
        this.entries.delete(oldest);
        this.chars -= oldest.length;
      }
    }
    const kept = entry[encoding];
    if (kept) {
      this.hits++;
      return kept;
    }
    this.misses++;
    const compressed =
      encoding === 'br'
        ? zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
            },
          })
        : zlib.gzipSync(body, { level: 6 });
    entry[encoding] = compressed;
    return compressed;
  }
}

export function registerAnswerCompression(app: FastifyInstance, answers = new CompressedAnswers()) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_THRESHOLD_BYTES) return payload;
    if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 206) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = answers.get(payload, encoding);
    reply.header('content-encoding', encoding);
    reply.header('content-length', compressed.length);
    return compressed;
  });
}
