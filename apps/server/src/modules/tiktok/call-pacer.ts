// TikTok's API allows 600 calls a minute per app. The stats refresh paces its calls so that no 60 s window holds
// more: it remembers when its last 600 calls went out and waits, when needed, until the oldest is a minute old.
// One pacer per TikTok client, i.e. per process; a deployment with several worker processes shares the limit
// between them by running the refresh in one (its job has a singleton key per slot).
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
  // send times of the last `perWindow` calls, oldest first (a ring would save the shift; 600 entries do not matter)
  const sent: number[] = [];
  let queue = Promise.resolve();
  const take = async () => {
    for (;;) {
      const t = now();
      while (sent.length && (sent[0] ?? 0) <= t - WINDOW_MS) sent.shift();
      if (sent.length < perWindow) {
        sent.push(t);
        return;
      }
      await sleep((sent[0] ?? t) + WINDOW_MS - t);
    }
  };
  // callers wait in order: one slot at a time
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
