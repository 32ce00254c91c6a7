// Platform tokens at rest (creator_accounts.access_token / refresh_token): AES-256-GCM with a key derived from
// TOKEN_ENCRYPTION_KEY, stored as `gcm1.<iv>.<tag>.<ciphertext>` (base64url). A token that does not decrypt (another
// key, a changed row) reads as absent: the creator connects again, nothing is sent to the platform with it.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const keyOf = (secret: string) => createHash('sha256').update(`hookline-platform-tokens:${secret}`).digest();

export function encryptToken(secret: string, token: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['gcm1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptToken(secret: string, stored: string | null): string | null {
  if (!stored) return null;
  const [v, iv, tag, body] = stored.split('.');
  if (v !== 'gcm1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
