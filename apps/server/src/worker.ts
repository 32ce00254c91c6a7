// `npm run worker`: a separate job worker process. Needs PostgreSQL (PGlite is single-process: there the
// server runs the worker itself).
import { createContext } from './bootstrap';
import { loadConfig } from './config';
import { redactError } from './logging/redaction';
import { startAppWorker } from './modules/jobs/app-worker';

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database the server runs the jobs itself.',
    );
    process.exit(2);
  }
  const ctx = await createContext(config);
  const worker = startAppWorker(ctx, (msg, err) => console.error(msg, redactError(err)));
  console.log(`worker ${worker.id} started`);
  const stop = async () => {
    await worker.stop();
    await ctx.database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
