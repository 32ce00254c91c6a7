// TikTok's API allows 600 calls a minute per app. The stats refresh paces its calls evenly: one every 100 ms (a
// minute over the limit), so that no 60 s window holds more than 600. Letting the 600 out as fast as they could go and
// then waiting for the minute to pass made the refresh a burst of fetching and writing every minute, which the API's
// reads felt as a few seconds of doubled latency each time (docs/performance.md, twelfth round); a full refresh takes
// as long either way. One pacer per TikTok client, i.e. per process; a deployment with several worker processes
// shares the limit between them by running the refresh in one (its job has a singleton key per slot).
import type { TikTokClient } from './client';

export const TIKTOK_CALLS_PER_MINUTE = 600;
const WINDOW_MS = 60_000;

export type Pacer = () => Promise<void>;

export function createPacer(
  perWindow = TIKTOK_CALLS_PER_MINUTE,
  o: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
): Pacer {
  const now = o.now ?? Date.now;
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const interval = WINDOW_MS / perWindow;
  // the earliest time the next call may go out
  let nextAt = Number.NEGATIVE_INFINITY;
  const take = async () => {
    const wait = nextAt - now();
    if (wait > 0) await sleep(wait);
    nextAt = Math.max(now(), nextAt) + interval;
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
