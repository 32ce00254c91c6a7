// argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1); salts are random per hash (in the PHC string).
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash of a random secret: unknown-user logins verify against it so both paths cost the same.
let dummy: Promise<string> | undefined;
export const dummyHash = () => {
  dummy ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
  return dummy;
};
