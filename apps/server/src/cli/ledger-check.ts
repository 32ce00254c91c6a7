// `npm run ledger:check`: verifies the money invariants (docs/engine.md "Invariants") on the configured database
// (PGlite under DATA_DIR with the server stopped, or PostgreSQL via DATABASE_URL); exit code 1 on any difference.
import { createContext } from '../bootstrap';
import { loadConfig } from '../config';
import { checkLedger, describeDifference } from '../modules/ledger/invariants';

async function main() {
  const ctx = await createContext(loadConfig());
  try {
    const differences = await checkLedger(ctx.db);
    for (const d of differences) console.log(describeDifference(d));
    console.log(
      differences.length === 0
        ? 'Ledger check passed: every invariant holds.'
        : `Ledger check failed: ${differences.length} difference(s).`,
    );
    process.exitCode = differences.length === 0 ? 0 : 1;
  } finally {
    await ctx.database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
});
