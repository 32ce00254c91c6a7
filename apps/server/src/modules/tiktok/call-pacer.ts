// TikTok's API allows 600 calls a minute per app. The stats refresh paces its calls: a short burst (PACER_BURST calls,
// so that a campaign's "Update Stats" over a few creators is not kept waiting), then one call every 100 ms (a minute
// over the limit), and never more than 600 in any 60 s window. Letting all 600 out as fast as they could go and then
// waiting for the minute to pass made a long refresh a burst of fetching and writing every minute, which the API's
// reads felt as a few seconds of doubled latency each time (docs/performance.md, twelfth round); a full refresh
// takes as long either way. One pacer per TikTok client, i.e. per process; a deployment with several worker
// processes shares the limit between them by running the refresh in one (its job has a singleton key per slot).
import type { TikTokClient } from './client';

export const TIKTOK_CALLS_PER_MINUTE = 600;
/** Calls that may go out at once after a pause, before the even pace applies. */
export const PACER_BURST = 20;
const WINDOW_MS = 60_000;

export type Pacer = () => Promise<void>;

export function createPacer(
  perWindow = TIKTOK_CALLS_PER_MINUTE,
  o: { burst?: number; now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
): Pacer {
  const now = o.now ?? Date.now;
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const burst = o.burst ?? PACER_BURST;
  const interval = WINDOW_MS / perWindow;
  // a bucket of `burst` calls refilled at one call per interval
  let tokens = burst;
  let refilledAt = now();
  // send times of the last `perWindow` calls, oldest first (a ring would save the shift; 600 entries do not matter)
  const sent: number[] = [];
  const take = async () => {
    for (;;) {
      const t = now();
      tokens = Math.min(burst, tokens + (t - refilledAt) / interval);
      refilledAt = t;
      while (sent.length && (sent[0] ?? 0) <= t - WINDOW_MS) sent.shift();
      const full = sent.length >= perWindow;
      if (tokens >= 1 && !full) {
        tokens -= 1;
        sent.push(t);
        return;
      }
      const forToken = tokens >= 1 ? 0 : (1 - tokens) * interval;
      const forWindow = full ? (sent[0] ?? t) + WINDOW_MS - t : 0;
      await sleep(Math.max(forToken, forWindow));
    }
  };
  // callers wait in order: one slot at a time
  let queue = Promise.resolve();
  return () => {
    const turn = queue.then(take);
    queue = turn.catch(() => undefined);
    return turn;
  };
}

const pacers = new WeakMap<TikTokClient, Pacer>();

/** The pacer shared by every refresh that uses this client. */
export function callPacer(client: TikTokClient): Pacer {
  let pacer = pacers.get(client);
  if (!pacer) {
    pacer = createPacer();
    pacers.set(client, pacer);
  }
  return pacer;
}
