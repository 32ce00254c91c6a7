// `npm run db:backup -- --out FILE`: PGlite (server stopped) or PostgreSQL (DATABASE_URL), see docs/deploy.md.
import { loadConfig } from '../config';
import { backupPglite, backupPostgres } from '../modules/backup/backup';
import { parseArgs } from './args';

const args = parseArgs(process.argv.slice(2));
const config = loadConfig();
const out =
  args.out ?? `hookline-${new Date().toISOString().replace(/[:.]/g, '-')}.${config.databaseUrl ? 'dump' : 'tar.gz'}`;
(config.databaseUrl ? backupPostgres(config.databaseUrl, out) : backupPglite(config.dataDir, out))
  .then(() => console.log(`Backup written to ${out}`))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
