// The real server started as a child process by a test: a free port, its environment, and the wait until it answers.
import net from 'node:net';
import { until } from './until';

/**
 * A port nothing listens on now, as the system picks it. A random one could fall among the ports the system lends
 * to outgoing connections (32768 and up), held by a test's client socket: the server then failed to start and the
 * test waited out its deadline.
 */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

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
