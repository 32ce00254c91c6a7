// schema.ts declares what the migrations create (docs/product.md, "A new table or column"): the migrated database of
// this run (PGlite, or PostgreSQL with DATABASE_URL) has exactly the tables, columns, indexes and SQL-only objects
// schema.ts declares; and the comparison does report a schema.ts that lost a column, an index or a nullability.
// The other half, schema.ts against drizzle's snapshot (scripts/check-schema.mjs, in `npm run lint`), passes on the
// repository and fails on a schema.ts that lost a column.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/harness';
import * as schema from './schema';
import { databaseShape, declaredShape, shapeDifferences } from './schema-truth';

const h = useHarness();

describe('schema.ts against the migrated database', () => {
  it('declares every table, column and index the migrations create, and lists the rest', async () => {
    const actual = await databaseShape(h.db);
    expect(Object.keys(actual.tables).length).toBeGreaterThan(35);
    expect(shapeDifferences(declaredShape(schema, schema.SQL_ONLY), actual)).toEqual([]);
  });

  it('reports a column, an index or a not-null left out of schema.ts, and a table or a trigger it does not know', async () => {
    const actual = await databaseShape(h.db);
    const { payoutBatches: _, campaignFigures: __, ...rest } = schema;
    const broken = {
      ...rest,
      // payout_batches without its xml column, its unique message id and the not-null of its total
      payoutBatches: pgTable('payout_batches', {
        id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
        messageId: text('message_id').notNull(),
        status: text('status').notNull().default('processing'),
        billCount: integer('bill_count').notNull(),
        totalCents: bigint('total_cents', { mode: 'number' }),
        createdBy: integer('created_by'),
        createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
        paidAt: timestamp('paid_at', { withTimezone: true }),
      }),
    };
    const sqlOnly = {
      ...schema.SQL_ONLY,
      triggers: schema.SQL_ONLY.triggers.filter((t) => !t.startsWith('sessions:')),
    };
    expect(shapeDifferences(declaredShape(broken, sqlOnly), actual)).toEqual([
      'table campaign_figures: in the database, not in schema.ts',
      'column payout_batches.total_cents: schema.ts says bigint, the database has bigint not null',
      'column payout_batches.xml: in the database, not in schema.ts',
      'index payout_batches_message_id_key on payout_batches: in the database, not in schema.ts',
      'triggers: sessions:sessions_changed is in the database, not listed in schema.ts',
      'triggers: sessions:sessions_deleted is in the database, not listed in schema.ts',
    ]);
  });
});

describe('schema.ts against the newest drizzle snapshot (scripts/check-schema.mjs)', () => {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const check = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(root, 'scripts/check-schema.mjs'), ...args], { encoding: 'utf8' });

  it('passes on the repository: `npm run db:generate` would write nothing', () => {
    const run = check();
    expect(run.stdout).toContain('Schema check: ok');
    expect(run.status).toBe(0);
  });

  it('fails on a schema.ts without a column, printing the migration drizzle-kit would write', () => {
    // beside node_modules, so that the copy's package imports resolve as the original's do
    const dir = fs.mkdtempSync(path.join(root, 'node_modules/.cache-schema-check-'));
    try {
      const text = fs.readFileSync(path.join(import.meta.dirname, 'schema.ts'), 'utf8');
      const without = text.replace("  xml: text('xml').notNull(),\n", '');
      expect(without).not.toBe(text);
      fs.writeFileSync(path.join(dir, 'schema.ts'), without);
      const run = check('--schema', path.join(dir, 'schema.ts'));
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('ALTER TABLE "payout_batches" DROP COLUMN "xml"');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
