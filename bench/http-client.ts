// The mixed workload's HTTP client: one kept-alive HTTP/1.1 connection per simulated user slot, each sending one
// request at a time and reading its answer (status and body, by Content-Length or chunked). It does only what the
// benchmark needs (no agent, no header objects for the answer beyond its framing, no streams): measured alone, a
// third of node:http's client's CPU a request (0.017-0.019 against 0.047-0.064 ms), which the load generator would
// otherwise take from the server and PostgreSQL on the same two cores (docs/performance.md, twelfth round).
import net from 'node:net';

export type Answer = { status: number; body: Buffer };

const HEADER_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/** The answer's framing from its header block (latin1 text, without the blank line). */
function framing(head: string): { status: number; length: number | 'chunked' | 'close'; close: boolean } {
  const status = Number(head.slice(9, 12));
  let length: number | 'chunked' | 'close' = 'close';
  let close = false;
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (name === 'content-length') length = Number(value);
    else if (name === 'transfer-encoding' && value.includes('chunked')) length = 'chunked';
    else if (name === 'connection' && value === 'close') close = true;
  }
  // 1xx, 204 and 304 carry no body
  if (status === 204 || status === 304 || (status >= 100 && status < 200)) length = 0;
  return { status, length, close };
}

/** The body of a chunked answer if all of it is in `buf` (after the header block), else undefined. */
function dechunk(buf: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = buf.indexOf(CRLF, at);
    if (eol < 0) return undefined;
    const size = Number.parseInt(buf.subarray(at, eol).toString('latin1'), 16);
    if (Number.isNaN(size)) throw new Error('malformed chunk size');
    const start = eol + 2;
    if (size === 0) {
      // no trailers from this server: the last chunk is followed by one CRLF
      return buf.length >= start + 2 ? Buffer.concat(parts) : undefined;
    }
    if (buf.length < start + size + 2) return undefined;
    parts.push(buf.subarray(start, start + size));
    at = start + size + 2;
  }
}

export class Connection {
  private socket: net.Socket | undefined;
  private buf: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (a: Answer) => void; reject: (e: Error) => void; timer: NodeJS.Timeout } | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly timeoutMs = 10_000,
  ) {}

  private open() {
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    // events of a socket given up on (timed out, or closed by `connection: close`) concern no request any more
    socket.on('data', (chunk: Buffer) => {
      if (this.socket !== socket) return;
      this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
      this.parse();
    });
    const fail = (err: Error) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.finish(undefined, err);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed before the answer')));
    this.socket = socket;
    this.buf = Buffer.alloc(0);
    return socket;
  }

  private parse() {
    if (!this.waiting) return;
    const end = this.buf.indexOf(HEADER_END);
    if (end < 0) return;
    const { status, length, close } = framing(this.buf.subarray(0, end).toString('latin1'));
    const rest = this.buf.subarray(end + 4);
    let body: Buffer | undefined;
    if (length === 'chunked') body = dechunk(rest);
    else if (length === 'close')
      return; // read until the server closes: not sent by this server's routes
    else if (rest.length >= length) body = rest.subarray(0, length);
    if (!body) return;
    this.buf = Buffer.alloc(0);
    if (close) {
      this.socket?.destroy();
      this.socket = undefined;
    }
    this.finish({ status, body });
  }

  private finish(answer: Answer | undefined, err?: Error) {
    const w = this.waiting;
    if (!w) return;
    this.waiting = undefined;
    clearTimeout(w.timer);
    if (answer) w.resolve(answer);
    else w.reject(err ?? new Error('no answer'));
  }

  /** Sends one request and waits for its whole answer (one at a time per connection). */
  request(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    if (this.waiting) return Promise.reject(new Error('a request is already under way on this connection'));
    const socket = this.socket && !this.socket.destroyed ? this.socket : this.open();
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\n`;
    for (const [k, v] of Object.entries(headers)) head += `${k}: ${v}\r\n`;
    if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
    return new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.socket?.destroy();
        this.socket = undefined;
        this.finish(undefined, new Error(`timed out after ${this.timeoutMs / 1000} s`));
      }, this.timeoutMs);
      this.waiting = { resolve, reject, timer };
      socket.write(body === undefined ? `${head}\r\n` : `${head}\r\n${body}`);
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = undefined;
  }
}
