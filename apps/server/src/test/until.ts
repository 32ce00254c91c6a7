// Polls `check` until it holds, for tests that wait on another process or connection (a worker, a notification).
export async function until(
  check: () => Promise<boolean> | boolean,
  opts: { what: string; timeoutMs?: number; pollMs?: number },
) {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${opts.what}`);
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 20));
  }
}
