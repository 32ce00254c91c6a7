import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_LIMIT_BYTES } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';

const h = useHarness();
let admin: { authorization: string };
beforeAll(async () => {
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
});

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64, 2)]);

function multipart(filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----hookline-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (kind: 'image' | 'audio', filename: string, content: Buffer, auth = admin, type?: string) => {
  const body = multipart(filename, content, type);
  return h.app.inject({
    method: 'POST',
    url: `/api/admin/uploads?kind=${kind}`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
};
const storedFiles = () => {
  const dir = path.join(h.dataDir, 'uploads', 'songs');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('uploads', () => {
  it('stores an album cover under songs/ with a server-made name and serves it with its checked type', async () => {
    const res = await upload('image', '../../etc/My Cover (final).png', PNG, admin, 'image/png');
    expect(res.statusCode).toBe(201);
    const { url, file_name } = res.json();
    expect(file_name).toMatch(/^My-Cover-final-[0-9a-f]{8}\.png$/);
    expect(file_name.length).toBeLessThanOrEqual(80);
    const got = await h.app.inject({ url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect((await upload('audio', 'song.mp3', MP3)).json().content_type).toBe('audio/mpeg');
  });

  it('refuses an HTML file renamed .mp3, and an image sent as audio', async () => {
    const before = storedFiles().length;
    const html = await upload(
      'audio',
      'evil.mp3',
      Buffer.from('<html><script>alert(1)</script></html>'),
      admin,
      'audio/mpeg',
    );
    expect(html.statusCode).toBe(415);
    expect((await upload('audio', 'cover.mp3', PNG)).statusCode).toBe(415);
    expect(storedFiles().length).toBe(before);
  });

  it('answers 413 with the spec message for 15 MB + 1 byte and stores nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(UPLOAD_LIMIT_BYTES + 1 - 3)]);
    const res = await upload('audio', 'big.mp3', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MSG.fileTooLarge);
    expect(storedFiles().length).toBe(before);
  });

  it('is for admins only, and a ../ path never reaches the disk', async () => {
    const creator = await userWithToken(h.app);
    expect((await upload('image', 'a.png', PNG, creator.auth)).statusCode).toBe(403);
    expect((await h.app.inject({ url: '/files/songs/..%2F..%2Fpglite' })).statusCode).toBe(404);
  });
});
