// Opaque random tokens; only their SHA-256 is stored, so a database leak yields no usable token.
import { createHash, randomBytes } from 'node:crypto';

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
