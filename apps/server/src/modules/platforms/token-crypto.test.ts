import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { accountSlot, decryptToken, encryptToken, openToken, tiktokSlot } from './token-crypto';

const OLD = { kid: 'k2025', secret: 'the old secret of this test' };
const NEW = { kid: 'k2026', secret: 'the new secret of this test' };
const slot = tiktokSlot(7, 'access_token');

/** A value as the previous code wrote it (`gcm1`, one key, no associated data). */
function gcm1(secret: string, token: string) {
  const key = createHash('sha256').update(`hookline-platform-tokens:${secret}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['gcm1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

// (no module mock of node:crypto: the server project shares its module cache between files, isolate: false)

describe('platform tokens at rest', () => {
  it('seals under the first key with its id, and every configured key opens its own values', () => {
    const stored = encryptToken([OLD], slot, 'act.secret-token');
    expect(stored).toMatch(/^v2\.k2025\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain('secret-token');
    // rotation: the new key first, the old one kept to decrypt
    const rotated = [NEW, OLD];
    expect(openToken(rotated, slot, stored)).toEqual({ state: 'ok', token: 'act.secret-token', current: false });
    const fresh = encryptToken(rotated, slot, 'act.secret-token');
    expect(fresh.startsWith('v2.k2026.')).toBe(true);
    expect(openToken(rotated, slot, fresh)).toEqual({ state: 'ok', token: 'act.secret-token', current: true });
    // the old key removed: its values no longer open
    expect(openToken([NEW], slot, stored)).toEqual({ state: 'undecryptable' });
    // a key of the same id with another secret does not open them either
    expect(decryptToken([{ kid: 'k2025', secret: 'another secret entirely' }], slot, stored)).toBeNull();
  });

  it('binds a value to its creator, platform, table and column', () => {
    const stored = encryptToken([NEW], slot, 'act.secret-token');
    expect(decryptToken([NEW], slot, stored)).toBe('act.secret-token');
    expect(decryptToken([NEW], tiktokSlot(8, 'access_token'), stored)).toBeNull();
    expect(decryptToken([NEW], tiktokSlot(7, 'refresh_token'), stored)).toBeNull();
    expect(decryptToken([NEW], accountSlot(7, 'tiktok', 'access_token'), stored)).toBeNull();
    const ig = encryptToken([NEW], accountSlot(7, 'instagram', 'access_token'), 'igsim-at.x');
    expect(decryptToken([NEW], accountSlot(7, 'youtube', 'access_token'), ig)).toBeNull();
  });

  it('refuses a changed tag, ciphertext or iv, and a shortened tag', () => {
    const stored = encryptToken([NEW], slot, 'act.secret-token');
    const [v, kid, iv, tag, body] = stored.split('.') as [string, string, string, string, string];
    const flip = (b64: string) => {
      const b = Buffer.from(b64, 'base64url');
      b[0] = (b[0] ?? 0) ^ 1;
      return b.toString('base64url');
    };
    expect(decryptToken([NEW], slot, [v, kid, iv, flip(tag), body].join('.'))).toBeNull();
    expect(decryptToken([NEW], slot, [v, kid, iv, tag, flip(body)].join('.'))).toBeNull();
    expect(decryptToken([NEW], slot, [v, kid, flip(iv), tag, body].join('.'))).toBeNull();
    // GCM would accept a truncated tag unless its length is fixed: a 4-byte prefix of the right tag is refused
    const short = Buffer.from(tag, 'base64url').subarray(0, 4).toString('base64url');
    expect(decryptToken([NEW], slot, [v, kid, iv, short, body].join('.'))).toBeNull();
    expect(decryptToken([NEW], slot, `${stored}.extra`)).toBeNull();
  });

  it('writes a 16-byte tag (the cipher side of authTagLength; the decipher side is the shortened tag above)', () => {
    const stored = encryptToken([NEW], slot, 'act.secret-token');
    expect(decryptToken([NEW], slot, stored)).toBe('act.secret-token');
    expect(Buffer.from(stored.split('.')[3] ?? '', 'base64url')).toHaveLength(16);
  });

  it('still reads gcm1 values under any configured key, and TikTok plain text only on the creators row', () => {
    const old = gcm1(OLD.secret, 'igsim-at.x');
    const ig = accountSlot(7, 'instagram', 'access_token');
    expect(openToken([NEW, OLD], ig, old)).toEqual({ state: 'ok', token: 'igsim-at.x', current: false });
    expect(openToken([NEW], ig, old)).toEqual({ state: 'undecryptable' });
    expect(openToken([NEW], slot, 'act.plain')).toEqual({ state: 'ok', token: 'act.plain', current: false });
    expect(openToken([NEW], ig, 'igsim-at.plain')).toEqual({ state: 'undecryptable' });
    expect(openToken([NEW], slot, null)).toEqual({ state: 'absent' });
  });
});

describe('token keys in the configuration', () => {
  it('reads TOKEN_ENCRYPTION_KEYS in order, TOKEN_ENCRYPTION_KEY as the key "default", and a development key', () => {
    expect(
      loadConfig({ TOKEN_ENCRYPTION_KEYS: `${NEW.kid}:${NEW.secret}, ${OLD.kid}:${OLD.secret}` }).tokenKeys,
    ).toEqual([NEW, OLD]);
    expect(loadConfig({ TOKEN_ENCRYPTION_KEY: OLD.secret }).tokenKeys).toEqual([
      { kid: 'default', secret: OLD.secret },
    ]);
    expect(loadConfig({}).tokenKeys).toEqual([{ kid: 'default', secret: 'hookline-development-token-key' }]);
    // the PKCE verifier keeps reading the current secret
    expect(loadConfig({ TOKEN_ENCRYPTION_KEYS: `${NEW.kid}:${NEW.secret}` }).tokenEncryptionKey).toBe(NEW.secret);
  });

  it('refuses malformed lists without echoing a secret', () => {
    for (const bad of ['nokid', 'a.b:0123456789abcdef', 'k1:short', `k1:${NEW.secret},k1:${OLD.secret}`]) {
      expect(() => loadConfig({ TOKEN_ENCRYPTION_KEYS: bad })).toThrow(/TOKEN_ENCRYPTION_KEYS/);
    }
    try {
      loadConfig({ TOKEN_ENCRYPTION_KEYS: `k1:${NEW.secret},k1:${OLD.secret}` });
    } catch (err) {
      expect((err as Error).message).not.toContain(NEW.secret);
    }
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEY: OLD.secret, TOKEN_ENCRYPTION_KEYS: `k:${NEW.secret}` })).toThrow(
      /not both/,
    );
  });
});
