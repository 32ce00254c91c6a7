// The Stripe simulator's API key and webhook signing secret: random for each data folder, never written in the
// source. They are made on first use and kept in <DATA_DIR>/stripe-simulator.json (readable by its owner only), so
// the server, its simulator and the tests that sign events read the same pair the same way (docs/security.md).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type SimulatorKeys = { secretKey: string; webhookSecret: string };

export const SIM_KEYS_FILE = 'stripe-simulator.json';
const kept = new Map<string, SimulatorKeys>();

const valid = (k: unknown): k is SimulatorKeys =>
  typeof k === 'object' &&
  k !== null &&
  /^sk_test_sim_[0-9a-f]{48}$/.test(String((k as SimulatorKeys).secretKey)) &&
  /^whsec_sim_[0-9a-f]{48}$/.test(String((k as SimulatorKeys).webhookSecret));

function read(file: string): SimulatorKeys | undefined {
  try {
    const keys: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (valid(keys)) return keys;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    return undefined;
  }
  throw new Error(`${file} does not hold the Stripe simulator's keys: remove it to make new ones`);
}

/** The simulator's keys of this data folder, made (atomically, mode 600) when the folder has none yet. */
export function simulatorKeys(dataDir: string): SimulatorKeys {
  const file = path.join(dataDir, SIM_KEYS_FILE);
  const known = kept.get(file) ?? read(file);
  if (known) {
    kept.set(file, known);
    return known;
  }
  const keys: SimulatorKeys = {
    secretKey: `sk_test_sim_${randomBytes(24).toString('hex')}`,
    webhookSecret: `whsec_sim_${randomBytes(24).toString('hex')}`,
  };
  fs.mkdirSync(dataDir, { recursive: true });
  // written whole under a temporary name, then linked into place: a second process either wins the link or reads
  // the first one's complete file
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tmp, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  const stored = read(file) as SimulatorKeys;
  kept.set(file, stored);
  return stored;
}
