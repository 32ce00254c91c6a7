// Uploads under pressure: an oversized body is not read to its end, a failed write leaves no file behind, and
// /readyz says not-ready when nothing can be written.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { UPLOAD_LIMIT_BYTES } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';

const h = useHarness();
let admin: { authorization: string };
beforeAll(async () => {
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
});
afterAll(async () => {
  vi.restoreAllMocks();
});

const BOUNDARY = '----hookline-limits';
const head = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
);
const MB = 1024 * 1024;

/** Sends up to `total` bytes of a multipart upload over real HTTP; answers the status and how much was sent. */
function sendBig(total: number, declareLength: boolean) {
  return new Promise<{ status: number; sent: number; body: string; reset?: boolean }>((resolve, reject) => {
    const url = new URL('/api/admin/uploads?kind=image', h.url);
    const req = http.request(url, {
      method: 'POST',
      headers: {
        ...admin,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(declareLength ? { 'content-length': String(total) } : {}),
      },
    });
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, sent, body }));
      res.on('error', reject);
    });
    req.on('error', (err: Error & { code?: string }) => {
      if (answered) return;
      // the server may close the connection while this side is still writing: it stopped reading, as it should
      if (err.code === 'EPIPE' || err.code === 'ECONNRESET') resolve({ status: 0, sent, body: '', reset: true });
      else reject(err);
    });
    const chunk = Buffer.alloc(MB, 1);
    const pump = () => {
      if (sent === 0) {
        req.write(head);
        sent += head.length;
      }
      while (!answered && sent < total) {
        const piece = chunk.subarray(0, Math.min(MB, total - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

const storedFiles = () => {
  const dir = path.join(h.dataDir, 'uploads', 'songs');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.startsWith('.')) : [];
};

describe('upload limits and failures', () => {
  it('refuses a declared 300 MB upload before reading it', async () => {
    const res = await sendBig(300 * MB, true);
    expect(res.status === 413 || res.reset === true).toBe(true);
    if (!res.reset) expect(JSON.parse(res.body).message).toBe(MSG.fileTooLarge);
    // the client could push a few buffers before the answer, never the whole body
    expect(res.sent).toBeLessThan(UPLOAD_LIMIT_BYTES * 2);
  });

  it('stops reading an undeclared (chunked) upload at the limit', async () => {
    const res = await sendBig(200 * MB, false);
    // answered 413, or the connection closed under the writer before the answer could be read
    expect(res.status === 413 || res.reset === true).toBe(true);
    expect(res.sent).toBeLessThan(UPLOAD_LIMIT_BYTES * 4);
    expect(storedFiles()).toEqual([]);
  });

  it('a write that fails half-way (a full disk) leaves no file behind', async () => {
    const real = fs.promises.writeFile;
    const spy = vi.spyOn(fs.promises, 'writeFile').mockImplementationOnce(async (file, data) => {
      // what a full disk does: some bytes land, then ENOSPC
      await real(file, (data as Buffer).subarray(0, 10));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(4096, 1)]);
    const body = Buffer.concat([head, png, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?kind=image',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body,
    });
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(MSG.uploadFailed);
    expect(storedFiles()).toEqual([]);
  });

  it('/readyz is not ready while the data folder cannot be written, and ready again after', async () => {
    expect((await h.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const uploads = path.join(h.dataDir, 'uploads');
    fs.rmSync(uploads, { recursive: true, force: true });
    // a file where the folder should be: every write fails, even for root
    fs.writeFileSync(uploads, 'not a folder');
    const down = await h.app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('UNAVAILABLE');
    fs.rmSync(uploads);
    expect((await h.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
