// pg_dump / pg_restore of a seeded PostgreSQL database into a fresh one; the ledger checks still hold.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { seedDemo } from '../../cli/seed-demo';
import { openDatabase } from '../../db/client';
import { campaigns } from '../../db/schema';
import { balance, unbalancedTransactions } from '../ledger/ledger';
import { backupPostgres, restorePostgres } from './backup';

const base = process.env.DATABASE_URL ?? '';
const names = [`hl_bk_src_${randomBytes(4).toString('hex')}`, `hl_bk_dst_${randomBytes(4).toString('hex')}`];
const urlOf = (name: string) => {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-pgdump-'));
afterAll(async () => {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  for (const n of names) await c.query(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`);
  await c.end();
  fs.rmSync(tmp, { recursive: true, force: true });
});

it('pg_dump then pg_restore into a new database keeps the ledger consistent', async () => {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  for (const n of names) await c.query(`CREATE DATABASE ${n}`);
  await c.end();
  const src = await openDatabase({ databaseUrl: urlOf(names[0] ?? '') });
  await seedDemo(src.db);
  const before = await src.db.select().from(campaigns);
  await src.close();
  const file = path.join(tmp, 'hookline.dump');
  await backupPostgres(urlOf(names[0] ?? ''), file);
  await restorePostgres(file, urlOf(names[1] ?? ''));
  const dst = await openDatabase({ databaseUrl: urlOf(names[1] ?? '') });
  const after = await dst.db.select().from(campaigns);
  expect(after.map((x) => x.budgetLeftCents)).toEqual(before.map((x) => x.budgetLeftCents));
  for (const x of after)
    expect(x.budgetLeftCents).toBe(await balance(dst.db, { account: 'campaign_budget', refId: x.id }));
  expect(await unbalancedTransactions(dst.db)).toBe(0);
  await dst.close();
});
