// The real server started as a child process by a test: its environment, and the wait until it answers.
import { until } from './until';

/** The environment of a server process on `port` keeping its data in `dataDir`: the embedded database unless `env` names another. */
export function serverEnv(port: number, dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...env,
  };
}

/** Waits until the server on `port` answers /readyz with 200 (refused connections count as not yet). */
export function untilReady(port: number, opts: { what: string; timeoutMs: number }) {
  return until(
    () =>
      fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      ),
    { ...opts, pollMs: 250 },
  );
}
