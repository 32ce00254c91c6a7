// Answers of the hot read endpoints (campaign lists, promotions of a campaign, the people search, the creator feed,
// the musician dashboard) kept as ready JSON until the data under them changes (docs/decisions/0003-read-cache.md).
//
// Freshness: migration 0005 makes every committed write to the domain tables send a notification on
// `hookline_change`; every process listens and drops all its answers when one arrives. A write this process commits
// drops them at once too (PGlite delivers the notification before the write resolves; on PostgreSQL the pooled
// connections watch their own commits, db/client.ts), so a user reads their own write before the notification is back. Answers are kept only while the listener is connected: a lost connection turns the cache off and
// clears it until the listener is back. Time-dependent fields (days left, campaigns that end) are bounded by maxAgeMs.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const CHANGE_CHANNEL = 'hookline_change';

type Entry = { generation: number; storedAt: number; body: string };

export type ReadCacheOptions = {
  /** how long an answer may be served without a change notification (time-dependent fields) */
  maxAgeMs?: number;
  maxEntries?: number;
  /** total size of the kept answers, in characters */
  maxChars?: number;
  now?: () => number;
};

export type ReadCacheStats = {
  hits: number;
  misses: number;
  invalidations: number;
  entries: number;
  listening: boolean;
};

export class ReadCache {
  private generation = 0;
  private listening = false;
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, { generation: number; promise: Promise<string> }>();
  private chars = 0;
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private readonly maxChars: number;
  private readonly now: () => number;
  private hits = 0;
  private misses = 0;
  private invalidations = 0;

  constructor(opts: ReadCacheOptions = {}) {
    this.maxAgeMs = opts.maxAgeMs ?? 10_000;
    this.maxEntries = opts.maxEntries ?? 5_000;
    this.maxChars = opts.maxChars ?? 64 * 1024 * 1024;
    this.now = opts.now ?? Date.now;
  }

  /** Whether answers are being kept (the change listener is connected). */
  get active() {
    return this.listening;
  }

  /** Called by the change listener: connected (answers may be kept) or lost (nothing may be kept). */
  setListening(listening: boolean) {
    this.listening = listening;
    this.invalidate();
  }

  /** Drops every kept answer; computations that started before this are not stored. */
  invalidate() {
    this.generation++;
    this.invalidations++;
    this.entries.clear();
    this.pending.clear();
    this.chars = 0;
  }

  stats(): ReadCacheStats {
    return {
      hits: this.hits,
      misses: this.misses,
      invalidations: this.invalidations,
      entries: this.entries.size,
      listening: this.listening,
    };
  }

  /**
   * The kept JSON answer for `key`, or `compute()`'s serialised answer, kept when nothing changed while it ran.
   * Concurrent misses of one key share one computation. A failed computation is not kept.
   */
  async json(key: string, compute: () => Promise<unknown>): Promise<string> {
    return (await this.answer(key, compute)).body;
  }

  /** As `json`, and whether the answer was a kept one (`hit`) or computed for this request or a concurrent one. */
  async answer(key: string, compute: () => Promise<unknown>): Promise<{ body: string; hit: boolean }> {
    if (!this.listening) return { body: JSON.stringify(await compute()), hit: false };
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation && this.now() - entry.storedAt < this.maxAgeMs) {
      this.hits++;
      // least recently used last: refresh the key's place
      this.entries.delete(key);
      this.entries.set(key, entry);
      return { body: entry.body, hit: true };
    }
    if (entry) this.drop(key, entry);
    const running = this.pending.get(key);
    if (running && running.generation === this.generation) return { body: await running.promise, hit: false };
    this.misses++;
    const generation = this.generation;
    const startedAt = this.now();
    const promise = compute().then((value) => JSON.stringify(value));
    this.pending.set(key, { generation, promise });
    try {
      const body = await promise;
      if (generation === this.generation && this.listening) this.store(key, { generation, storedAt: startedAt, body });
      return { body, hit: false };
    } finally {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    }
  }

  private drop(key: string, entry: Entry) {
    this.entries.delete(key);
    this.chars -= entry.body.length;
  }

  private store(key: string, entry: Entry) {
    if (entry.body.length > this.maxChars / 4) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, entry);
    this.chars += entry.body.length;
    for (const [k, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.drop(k, e);
    }
  }
}

export type ChangeListener = { close: () => Promise<void> };

/** Listens on PGlite (same process: notifications arrive when the writing transaction commits). */
export async function listenPglite(pglite: PGlite, cache: ReadCache): Promise<ChangeListener> {
  const unlisten = await pglite.listen(CHANGE_CHANNEL, () => cache.invalidate());
  cache.setListening(true);
  return {
    close: async () => {
      cache.setListening(false);
      await unlisten().catch(() => undefined);
    },
  };
}

/**
 * Listens on PostgreSQL over a connection of its own (LISTEN does not survive a pooled connection). When the
 * connection is lost the cache is off until a new one listens again (retried every `retryMs`).
 */
export async function listenPostgres(
  databaseUrl: string,
  cache: ReadCache,
  opts: { retryMs?: number; onError?: (err: Error) => void } = {},
): Promise<ChangeListener> {
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = undefined;
      cache.setListening(false);
      c.end().catch(() => undefined);
      if (err) opts.onError?.(err);
      if (!closed) timer = setTimeout(() => void connect(), opts.retryMs ?? 1_000);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', () => cache.invalidate());
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (err) {
      lost(err as Error); // the cache stays off; retried
      return;
    }
    if (client === c && !closed) cache.setListening(true);
    else await c.end().catch(() => undefined); // closed while connecting
  };
  // never fails the start: without a listener the cache is simply off until one connects
  await connect();
  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      cache.setListening(false);
      await c?.end().catch(() => undefined);
    },
  };
}
