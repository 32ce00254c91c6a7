// Server entry: serves the API, the built SPA and (by default) runs the job worker in-process.
import { buildApp } from './app';
import { createContext } from './bootstrap';
import { loadConfig } from './config';
import { startAppWorker } from './modules/jobs/app-worker';

async function main() {
  const config = loadConfig();
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  // jobs run in this process unless WORKER_MODE=off (then `npm run worker` processes run them)
  const worker =
    config.workerMode === 'inline' ? startAppWorker(ctx, (msg, err) => app.log.error({ err }, msg)) : undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      // new requests get 503 while those in flight finish; then the port closes
      await app.drain.start();
      await app.close();
      await worker?.stop();
      await ctx.database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (address && typeof address === 'object') ctx.selfUrl.current = `http://127.0.0.1:${address.port}`;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
