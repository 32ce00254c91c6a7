// Platform tokens at rest (TikTok's on creators, Instagram's and YouTube's on creator_accounts): AES-256-GCM under
// one of several configured keys, stored as `v2.<kid>.<iv>.<tag>.<ciphertext>` (base64url), with the row and column
// bound as associated data, so a value copied into another creator's row, another platform or the other column does
// not decrypt. The first configured key encrypts, every configured key decrypts (rotation: add a new key first,
// restart so that `reencryptTokens` rewrites every value under it, then drop the old one). Two older forms still
// read: `gcm1.<iv>.<tag>.<ciphertext>` (one key, no associated data) and TikTok's plain text from before encryption.
// A value that does not decrypt (its key removed, a changed row) reads as absent: the account needs a reconnect and
// nothing is sent to the platform with it.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { PlatformId } from './types';

/** One configured key: its id (written into each value) and its secret. */
export type TokenKey = { kid: string; secret: string };
/** Where a value lives: the associated data it is sealed with. */
export type TokenSlot = {
  table: 'creators' | 'creator_accounts';
  creatorId: number;
  platform: PlatformId;
  column: 'access_token' | 'refresh_token';
};

export const tiktokSlot = (creatorId: number, column: TokenSlot['column']): TokenSlot => ({
  table: 'creators',
  creatorId,
  platform: 'tiktok',
  column,
});
export const accountSlot = (creatorId: number, platform: PlatformId, column: TokenSlot['column']): TokenSlot => ({
  table: 'creator_accounts',
  creatorId,
  platform,
  column,
});

const TAG_BYTES = 16;
const IV_BYTES = 12;

const derived = new Map<string, Buffer>();
function keyOf(secret: string) {
  let key = derived.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'hookline-platform-tokens', 'v2 aes-256-gcm', 32));
    derived.set(secret, key);
  }
  return key;
}
/** The `gcm1` key: SHA-256 of the secret with its label. */
const legacyKeyOf = (secret: string) => createHash('sha256').update(`hookline-platform-tokens:${secret}`).digest();

const aadOf = (s: TokenSlot) => Buffer.from(`${s.table}:${s.creatorId}:${s.platform}:${s.column}`, 'utf8');
const b64 = (b: Buffer) => b.toString('base64url');

export function encryptToken(keys: readonly TokenKey[], slot: TokenSlot, token: string) {
  const current = keys[0];
  if (!current) throw new Error('no token encryption key configured');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(current.secret), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aadOf(slot));
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['v2', current.kid, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
}

function gcmOpen(key: Buffer, iv: string, tag: string, body: string, aad: Buffer | null) {
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
    if (aad) decipher.setAAD(aad);
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * What a stored value holds: nothing, a token (`current` when it is already the current key's `v2` form, so that
 * `reencryptTokens` leaves it), or a value that no configured key opens.
 */
export type OpenedToken =
  | { state: 'absent' }
  | { state: 'ok'; token: string; current: boolean }
  | { state: 'undecryptable' };

export function openToken(keys: readonly TokenKey[], slot: TokenSlot, stored: string | null): OpenedToken {
  if (!stored) return { state: 'absent' };
  const parts = stored.split('.');
  if (parts[0] === 'v2') {
    const [, kid, iv, tag, body, extra] = parts;
    const key = keys.find((k) => k.kid === kid);
    if (!key || !iv || !tag || body === undefined || extra !== undefined) return { state: 'undecryptable' };
    const token = gcmOpen(keyOf(key.secret), iv, tag, body, aadOf(slot));
    return token === null ? { state: 'undecryptable' } : { state: 'ok', token, current: key === keys[0] };
  }
  if (parts[0] === 'gcm1') {
    const [, iv, tag, body, extra] = parts;
    if (!iv || !tag || body === undefined || extra !== undefined) return { state: 'undecryptable' };
    for (const k of keys) {
      const token = gcmOpen(legacyKeyOf(k.secret), iv, tag, body, null);
      if (token !== null) return { state: 'ok', token, current: false };
    }
    return { state: 'undecryptable' };
  }
  // TikTok's tokens were stored as they came before they were encrypted; Instagram's and YouTube's never were
  return slot.table === 'creators' ? { state: 'ok', token: stored, current: false } : { state: 'undecryptable' };
}

/** The token a stored value holds, or null (absent, or no configured key opens it). */
export function decryptToken(keys: readonly TokenKey[], slot: TokenSlot, stored: string | null): string | null {
  const opened = openToken(keys, slot, stored);
  return opened.state === 'ok' ? opened.token : null;
}

/** Whether a stored value is there but no configured key opens it (the account shows "needs a reconnect"). */
export const isUndecryptable = (keys: readonly TokenKey[], slot: TokenSlot, stored: string | null) =>
  openToken(keys, slot, stored).state === 'undecryptable';
