// The S3 adapter against a real S3-compatible server (s3rver) started on a free loopback port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_LIMIT_BYTES } from '@hookline/shared/constants';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { s3Storage } from './storage';

let server: S3rver;
let endpoint: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-s3-'));

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'hookline' }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
// after the S3 server's hooks: the app starts once the server runs and stops before it closes
const h = useHarness(() => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: 'hookline',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
}));

const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

describe('S3 storage', () => {
  it('uploads, downloads and deletes objects; unknown and unsafe keys are not found', async () => {
    const storage = s3Storage({
      endpoint,
      bucket: 'hookline',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await storage.put('songs/test-1.png', Buffer.from('hello'), 'image/png');
    const got = await storage.get('songs/test-1.png');
    expect(got?.contentType).toBe('image/png');
    expect((await text(got?.stream as NodeJS.ReadableStream)).toString()).toBe('hello');
    await storage.remove('songs/test-1.png');
    expect(await storage.get('songs/test-1.png')).toBeNull();
    expect(await storage.get('songs/../secret')).toBeNull();
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
  });

  it('an admin upload goes to the bucket and is served back by the app, size limit included', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const boundary = '----s3-boundary';
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(32, 7)]);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?kind=image',
      headers: { ...admin.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(201);
    const served = await h.app.inject({ url: res.json().url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const stored = fs.readdirSync(path.join(dir, 'hookline')).length;
    expect(stored).toBeGreaterThan(0);

    // 15 MB + 1 byte is refused before anything reaches the bucket
    const big = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.alloc(UPLOAD_LIMIT_BYTES + 1 - 8),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const tooBig = await h.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?kind=image',
      headers: { ...admin.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: big,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(fs.readdirSync(path.join(dir, 'hookline')).length).toBe(stored);
  });
});
