// `npm run db:check`: the money invariants (docs/engine.md "Invariants") and every stored derived table against its
// sources (db/derived.ts), on the configured database (PGlite under DATA_DIR with the server stopped, or PostgreSQL
// via DATABASE_URL); prints each difference and exits 1 on any. `-- --repair` writes each derived table that differs
// again from its sources (its repair in db/derived.ts), then checks again.
import { createContext } from '../bootstrap';
import { loadConfig } from '../config';
import { DERIVED } from '../db/derived';
import { dataDifferences } from '../modules/jobs/definitions/ledger-check';
import { checkDerived } from '../modules/ledger/derived-check';

async function main() {
  const ctx = await createContext(loadConfig());
  try {
    if (process.argv.includes('--repair')) {
      const tables = new Set((await checkDerived(ctx.db)).map((d) => d.table));
      for (const entry of DERIVED.filter((e) => tables.has(e.table))) {
        console.log(`Repairing ${entry.table} from ${entry.sources.join(', ')}...`);
        await entry.repair(ctx.db);
      }
    }
    const lines = await dataDifferences(ctx.db);
    for (const line of lines) console.log(line);
    console.log(
      lines.length === 0
        ? `Database check passed: every invariant holds and the ${DERIVED.length} derived tables match their sources.`
        : `Database check failed: ${lines.length} difference(s).`,
    );
    process.exitCode = lines.length === 0 ? 0 : 1;
  } finally {
    await ctx.database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
});
