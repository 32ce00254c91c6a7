// TOTP (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits) with node's crypto, and single-use recovery codes.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(buf: Buffer) {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += B32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(s: string) {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of s.replace(/=+$/, '').toUpperCase()) {
    const idx = B32.indexOf(ch);
    if (idx < 0) continue;
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export const newTotpSecret = () => base32Encode(randomBytes(20));

export function totpCode(secret: string, time = Date.now(), step = 30) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / step)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const bin =
    ((mac[offset] ?? 0) & 0x7f) * 2 ** 24 +
    (mac[offset + 1] ?? 0) * 2 ** 16 +
    (mac[offset + 2] ?? 0) * 2 ** 8 +
    (mac[offset + 3] ?? 0);
  return String(bin % 1_000_000).padStart(6, '0');
}

/**
 * The time step (30 s counter) whose code this is, trying the current step and one either side (clock drift); null
 * when none matches. The caller accepts a step once per account (mfa.ts `claimStep`).
 */
export function totpStep(secret: string, code: string, time = Date.now()): number | null {
  const given = Buffer.from(code.replace(/\s/g, ''));
  for (const d of [-1, 0, 1]) {
    const want = Buffer.from(totpCode(secret, time + d * 30_000));
    if (want.length === given.length && timingSafeEqual(want, given)) return Math.floor((time + d * 30_000) / 30_000);
  }
  return null;
}

/** Accepts the current code and one step either side (clock drift). */
export const verifyTotp = (secret: string, code: string, time = Date.now()) => totpStep(secret, code, time) !== null;

export const otpauthUrl = (secret: string, email: string) =>
  `otpauth://totp/Hookline:${encodeURIComponent(email)}?secret=${secret}&issuer=Hookline&algorithm=SHA1&digits=6&period=30`;

export const newRecoveryCodes = () => Array.from({ length: 8 }, () => randomBytes(5).toString('hex'));
