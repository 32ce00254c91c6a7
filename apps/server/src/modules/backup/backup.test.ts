// Backup and restore of the embedded database; afterwards the ledger checks still hold.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../cli/seed-demo';
import { openDatabase } from '../../db/client';
import { campaigns } from '../../db/schema';
import { balance, unbalancedTransactions } from '../ledger/ledger';
import { backupPglite, restorePglite } from './backup';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-backup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('PGlite backup and restore', () => {
  it('restores a seeded database whose ledger still balances', async () => {
    const source = path.join(tmp, 'source');
    const first = await openDatabase({ dataDir: source });
    await seedDemo(first.db);
    const before = await first.db.select().from(campaigns);
    await first.close();

    const file = path.join(tmp, 'backup.tar.gz');
    await backupPglite(source, file);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);

    const target = path.join(tmp, 'target');
    await restorePglite(file, target);
    await expect(restorePglite(file, target)).rejects.toThrow(/--force/);
    const restored = await openDatabase({ dataDir: target });
    const after = await restored.db.select().from(campaigns);
    expect(after.map((c) => [c.id, c.budgetLeftCents])).toEqual(before.map((c) => [c.id, c.budgetLeftCents]));
    for (const c of after)
      expect(c.budgetLeftCents).toBe(await balance(restored.db, { account: 'campaign_budget', refId: c.id }));
    expect(await unbalancedTransactions(restored.db)).toBe(0);
    await restored.close();
    // two databases migrated and the whole demo seeded: over the suite's minute on a busy two-core machine
  }, 180_000);
});
