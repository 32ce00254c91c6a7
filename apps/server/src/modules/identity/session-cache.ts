// The sessions this API process has looked up, kept in memory so that a request does not read its session from the
// database each time (one statement less on every authenticated request; docs/performance.md). A kept session is
// trusted only while nothing about it can have changed unseen:
//   - every change to a session (revoked, second factor passed, expiry) or to the user fields it carries (email,
//     verification, role, second factor, deletion, language) is announced by triggers (migrations 0019, 0039) on
//     the channel `hookline_session` with the user's id, in the committing transaction; each process listens and
//     drops that user's sessions. The process that makes the change drops them itself at once as well (forgetSessionsOf).
//   - nothing is kept while the listener is not connected (a lost connection drops everything until it is back);
//   - a lookup that was under way while a change arrived is not kept (the generation moved on);
//   - an entry is read again from the database at least every KEEP_MS, and never outlives the session's expiry or
//     idle timeout.
// DB_SESSION_CACHE=false turns it off (behind a transaction-mode PgBouncer, where LISTEN is not available).
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';
import type { SessionUser } from './sessions';

export const SESSION_CHANNEL = 'hookline_session';

/** At most this long between two reads of a kept session from the database. */
export const KEEP_MS = 60_000;

export type CachedSession = {
  user: SessionUser;
  /** epoch ms */
  expiresAt: number;
  lastUsedAt: number;
  readAt: number;
};

export class SessionCache {
  private entries = new Map<string, CachedSession>();
  private byUser = new Map<number, Set<string>>();
  private current = 0;
  private listening = false;

  constructor(private readonly maxEntries = 50_000) {}

  /** Taken before a lookup and handed to `keep`: a change announced in between keeps the lookup out. */
  get generation() {
    return this.current;
  }

  get size() {
    return this.entries.size;
  }

  /** A kept session still within its expiry, idle timeout and keep time; else nothing (read the database). */
  get(tokenHash: string, now: number, idleMs: number): CachedSession | undefined {
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (!this.listening || now - e.readAt >= KEEP_MS || e.expiresAt <= now || e.lastUsedAt <= now - idleMs) {
      this.drop(tokenHash, e);
      return undefined;
    }
    return e;
  }

  keep(tokenHash: string, entry: CachedSession, generation: number) {
    if (!this.listening || generation !== this.current) return;
    const old = this.entries.get(tokenHash);
    if (old) this.drop(tokenHash, old);
    if (this.entries.size >= this.maxEntries) {
      // the oldest kept first (a Map iterates in insertion order)
      const [firstKey, first] = this.entries.entries().next().value ?? [];
      if (firstKey && first) this.drop(firstKey, first);
    }
    this.entries.set(tokenHash, entry);
    let hashes = this.byUser.get(entry.user.userId);
    if (!hashes) {
      hashes = new Set();
      this.byUser.set(entry.user.userId, hashes);
    }
    hashes.add(tokenHash);
  }

  /** Drops the kept sessions of a user (after any change to them or their sessions); lookups under way are not kept. */
  forget(userId: number) {
    this.current++;
    for (const hash of this.byUser.get(userId) ?? []) this.entries.delete(hash);
    this.byUser.delete(userId);
  }

  /** Drops every kept session; lookups under way are not kept. */
  clear() {
    this.current++;
    this.entries.clear();
    this.byUser.clear();
  }

  /** Connected: sessions may be kept. Lost: everything is dropped and nothing is kept until connected again. */
  setListening(listening: boolean) {
    this.listening = listening;
    this.clear();
  }

  private drop(tokenHash: string, e: CachedSession) {
    this.entries.delete(tokenHash);
    const hashes = this.byUser.get(e.user.userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byUser.delete(e.user.userId);
  }
}

const HEARD = 'heard:';
/** Markers sent by `sessionChangesHeard`, resolved when they come back. */
const heard = new Map<string, () => void>();

/**
 * Resolves once every change committed before the call has reached this process's session caches: a marker sent on
 * the channel comes back after them (PostgreSQL delivers notifications in commit order). For a change made by
 * another process, or by a statement of this one that is not the session code (tests stand in for both).
 */
export async function sessionChangesHeard(db: Db) {
  if (!caches.has(db)) return;
  const marker = `${HEARD}${randomUUID()}`;
  const back = new Promise<void>((resolve) => heard.set(marker, resolve));
  const timer = setTimeout(() => heard.get(marker)?.(), 5_000); // a lost listener keeps nothing anyway
  await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${marker})`);
  await back;
  clearTimeout(timer);
  heard.delete(marker);
}

/** Each database's session cache, once its API process listens for changes (startSessionCache). */
const caches = new Map<Db, SessionCache>();

export function sessionCacheOf(db: Db): SessionCache | undefined {
  return caches.get(db);
}

/**
 * Drops the user's kept sessions in this process at once, after this process changed them or the user (the
 * notification reaches the other processes, and this one too, a moment after the commit). Every cache of the
 * process: a change made inside a transaction has the transaction, not the database, at hand.
 */
export function forgetSessionsOf(userId: number) {
  for (const cache of caches.values()) cache.forget(userId);
}

export type SessionListener = { close: () => Promise<void> };

/**
 * Starts the session cache of an API process: listens for `hookline_session` on PGlite (notifications arrive when
 * the writing transaction commits) or on PostgreSQL over a connection of its own (LISTEN does not survive a pooled
 * connection; a lost connection turns the cache off until a new one listens again, retried every `retryMs`).
 */
export async function startSessionCache(
  database: { db: Db; pglite?: PGlite },
  opts: { databaseUrl?: string; retryMs?: number; onError?: (err: Error) => void } = {},
): Promise<SessionListener> {
  const cache = new SessionCache();
  caches.set(database.db, cache);
  const onNotice = (payload: string | undefined) => {
    if (payload?.startsWith(HEARD)) {
      heard.get(payload)?.();
      heard.delete(payload);
      return;
    }
    const userId = Number(payload);
    if (Number.isInteger(userId) && userId > 0) cache.forget(userId);
    else cache.clear(); // a notice without a user: drop everything
  };
  let stop: () => Promise<void>;
  if (database.pglite) {
    const unlisten = await database.pglite.listen(SESSION_CHANNEL, onNotice);
    cache.setListening(true);
    stop = () => unlisten();
  } else {
    const url = opts.databaseUrl;
    if (!url) throw new Error('startSessionCache: PostgreSQL needs its URL');
    let closed = false;
    let client: pg.Client | undefined;
    let timer: NodeJS.Timeout | undefined;
    const connect = async () => {
      const c = new pg.Client({ connectionString: url });
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
      c.on('notification', (n) => onNotice(n.payload));
      client = c;
      try {
        await c.connect();
        await c.query(`LISTEN ${SESSION_CHANNEL}`);
      } catch (err) {
        lost(err as Error); // nothing is kept; retried
        return;
      }
      if (client === c && !closed) cache.setListening(true);
      else await c.end().catch(() => undefined); // closed while connecting
    };
    // never fails the start: without a listener sessions are simply read from the database each time
    await connect();
    stop = async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    };
  }
  return {
    close: async () => {
      cache.setListening(false);
      if (caches.get(database.db) === cache) caches.delete(database.db);
      await stop().catch(() => undefined);
    },
  };
}
