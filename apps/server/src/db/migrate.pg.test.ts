// Instances that start together on a fresh PostgreSQL database must not race on migrations.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDatabase } from './client';
import { countries } from './schema';

it('three instances migrating one fresh database at once all succeed, and reference data is there once', async () => {
  const base = process.env.DATABASE_URL ?? '';
  const name = `hl_migrate_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    const dbs = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 2 })));
    const rows = await dbs[0]?.db.select().from(countries);
    expect(rows?.length).toBeGreaterThan(240);
    await Promise.all(dbs.map((d) => d.close()));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});
