// `npm run db:restore -- --in FILE [--force]`: PGlite (server stopped) or PostgreSQL (DATABASE_URL).
import { loadConfig } from '../config';
import { restorePglite, restorePostgres } from '../modules/backup/backup';
import { parseArgs } from './args';

const args = parseArgs(process.argv.slice(2));
if (!args.in) {
  console.error('Usage: npm run db:restore -- --in FILE [--force]');
  process.exit(2);
}
const config = loadConfig();
(config.databaseUrl
  ? restorePostgres(args.in, config.databaseUrl)
  : restorePglite(args.in, config.dataDir, { force: args.force === 'true' })
)
  .then(() => console.log(`Restored from ${args.in}`))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
