// Migration 0032: every creator's TikTok data moves into creator_accounts, counts equal and values
// carried over; an open id two creators share does not stop the migration. Runs the migrations up to 0032's
// predecessor on a fresh database (PGlite, or PostgreSQL with DATABASE_URL), writes creators the old way, then 0032.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './client';

const drizzleDir = path.resolve(import.meta.dirname, '../../drizzle');
const TAG = '0032_creator_accounts';

/** a copy of the migrations folder whose journal stops before 0032 */
function foldersBefore() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-mig-'));
  fs.cpSync(drizzleDir, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === TAG);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

type Run = (q: ReturnType<typeof sql>) => Promise<Record<string, unknown>[]>;

async function openAt(migrationsFolder: string) {
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `hl_mig32_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    // a connection still closing when the database is dropped is ended by the server: not a test failure
    pool.on('error', () => undefined);
    const db = drizzlePg(pool);
    cleanups.push(async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    await migratePg(db, { migrationsFolder });
    const run: Run = async (q) => (await db.execute(q)).rows as Record<string, unknown>[];
    return { run, migrate: (folder: string) => migratePg(db, { migrationsFolder: folder }) };
  }
  const pglite = await PGlite.create(undefined, { extensions: PGLITE_EXTENSIONS });
  cleanups.push(() => pglite.close());
  const db = drizzlePglite(pglite);
  await migratePglite(db, { migrationsFolder });
  const run: Run = async (q) => (await db.execute(q)).rows as Record<string, unknown>[];
  return { run, migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }) };
}

it("0032 keeps every creator's TikTok data in creator_accounts, and campaigns and promotions default to TikTok", async () => {
  const before = foldersBefore();
  cleanups.push(async () => fs.rmSync(before, { recursive: true, force: true }));
  const { run, migrate } = await openAt(before);
  await run(sql`insert into levels (id, name, per_1k_cents, max_cents) values (1, 'Level 1', 100, 10000)
    on conflict do nothing`);
  const expiry = new Date('2026-11-30T10:00:00Z');
  // 40 connected creators, 1 with a username only, 1 sharing an open id with the first, 1 without TikTok
  for (let i = 0; i < 43; i++) {
    const [u] = await run(sql`insert into users (email) values (${`c${i}@example.com`}) returning id`);
    const tiktok = i < 40;
    await run(sql`insert into creators (user_id, tiktok_username, tiktok_followers, tiktok_open_id,
      tiktok_access_token, tiktok_refresh_token, tiktok_token_expires_at)
      values (${u?.id}, ${i < 42 ? `maker_${i}` : null}, ${i < 40 ? 1000 + i : null},
        ${tiktok ? `open-${i}` : i === 41 ? 'open-0' : null}, ${tiktok ? `at-${i}` : null},
        ${tiktok ? `rt-${i}` : null}, ${tiktok ? expiry.toISOString() : null})`);
  }

  await migrate(drizzleDir);

  const [counts] = await run(sql`select
    (select count(*)::int from creators where tiktok_username is not null or tiktok_open_id is not null) as creators,
    (select count(*)::int from creator_accounts where platform = 'tiktok') as accounts`);
  expect(counts).toEqual({ creators: 42, accounts: 42 });
  const carried = await run(sql`select count(*)::int as n from creators c join creator_accounts a
    on a.creator_id = c.id and a.platform = 'tiktok'
    where a.handle is not distinct from c.tiktok_username and a.followers is not distinct from c.tiktok_followers
      and a.token_expires_at is not distinct from c.tiktok_token_expires_at
      and a.external_id is not distinct from c.tiktok_open_id`);
  // all but the creator whose open id another creator had first
  expect(carried[0]?.n).toBe(41);
  const [shared] = await run(sql`select a.handle, a.external_id from creator_accounts a
    join creators c on c.id = a.creator_id where c.tiktok_username = 'maker_41'`);
  expect(shared).toEqual({ handle: 'maker_41', external_id: null });
  // the TikTok tokens stay where the TikTok module reads them; creator_accounts holds no plaintext token
  const [tokens] = await run(sql`select count(*)::int as n from creator_accounts where access_token is not null
    or refresh_token is not null`);
  expect(tokens?.n).toBe(0);
  const [old] = await run(sql`select count(*)::int as n from creators where tiktok_access_token is not null`);
  expect(old?.n).toBe(40);

  // a second TikTok account for one creator, or one account for two creators, is refused
  const [first] = await run(sql`select creator_id from creator_accounts where external_id = 'open-1'`);
  await expect(
    run(
      sql`insert into creator_accounts (creator_id, platform, external_id) values (${first?.creator_id}, 'tiktok', 'x')`,
    ),
  ).rejects.toThrow();
  await expect(
    run(sql`insert into creator_accounts (creator_id, platform, external_id)
      values (${first?.creator_id}, 'youtube', 'UC1'), (${first?.creator_id}, 'instagram', 'open-1')`),
  ).resolves.toBeDefined();
  await expect(
    run(sql`insert into creator_accounts (creator_id, platform, external_id)
      select id, 'youtube', 'UC1' from creators where id <> ${first?.creator_id} limit 1`),
  ).rejects.toThrow();
  await expect(
    run(sql`insert into creator_accounts (creator_id, platform) values (${first?.creator_id}, 'vimeo')`),
  ).rejects.toThrow();

  // campaigns accept TikTok unless told otherwise, and only known platforms
  const [col] = await run(sql`select column_default from information_schema.columns
    where table_name = 'campaigns' and column_name = 'platforms'`);
  expect(String(col?.column_default)).toContain('{tiktok}');
  const [pcol] = await run(sql`select column_default from information_schema.columns
    where table_name = 'promotions' and column_name = 'platform'`);
  expect(String(pcol?.column_default)).toContain('tiktok');
});
