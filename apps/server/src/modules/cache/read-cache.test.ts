import { describe, expect, it } from 'vitest';
import { listenPostgres, ReadCache } from './read-cache';

function listeningCache(opts: ConstructorParameters<typeof ReadCache>[0] = {}) {
  const cache = new ReadCache(opts);
  cache.setListening(true);
  return cache;
}

describe('ReadCache', () => {
  it('serves the kept answer until a change drops it', async () => {
    const cache = listeningCache();
    let value = 1;
    let computed = 0;
    const read = () =>
      cache.json('k', async () => {
        computed++;
        return { value };
      });
    expect(await read()).toBe('{"value":1}');
    value = 2;
    expect(await read()).toBe('{"value":1}');
    expect(computed).toBe(1);
    cache.invalidate();
    expect(await read()).toBe('{"value":2}');
    expect(computed).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2 });
  });

  it('keeps nothing while the change listener is not connected', async () => {
    const cache = new ReadCache();
    let computed = 0;
    const read = () => cache.json('k', async () => ++computed);
    expect(await read()).toBe('1');
    expect(await read()).toBe('2');
    cache.setListening(true);
    expect(await read()).toBe('3');
    expect(await read()).toBe('3');
    cache.setListening(false);
    expect(await read()).toBe('4');
    expect(cache.stats().entries).toBe(0);
  });

  it('does not keep an answer computed while a change arrived', async () => {
    const cache = listeningCache();
    let value = 'old';
    const first = await cache.json('k', async () => {
      const seen = value;
      // the write commits and its notification arrives while this computation runs
      value = 'new';
      cache.invalidate();
      return seen;
    });
    expect(first).toBe('"old"');
    expect(await cache.json('k', async () => value)).toBe('"new"');
  });

  it('shares one computation between concurrent misses of a key and keeps no failure', async () => {
    const cache = listeningCache();
    let computed = 0;
    let release: (v: number) => void = () => undefined;
    const slow = () =>
      cache.json('k', () => {
        computed++;
        return new Promise<number>((resolve) => {
          release = resolve;
        });
      });
    const both = Promise.all([slow(), slow()]);
    release(7);
    expect(await both).toEqual(['7', '7']);
    expect(computed).toBe(1);

    await expect(cache.json('bad', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.json('bad', async () => 'fine')).toBe('"fine"');
  });

  it('expires answers after maxAgeMs (time-dependent fields such as days left)', async () => {
    let now = 1_000;
    const cache = listeningCache({ maxAgeMs: 5_000, now: () => now });
    let computed = 0;
    const read = () => cache.json('k', async () => ++computed);
    await read();
    now += 4_999;
    expect(await read()).toBe('1');
    now += 1;
    expect(await read()).toBe('2');
  });

  it('evicts the least recently used answers beyond maxEntries and maxChars', async () => {
    const cache = listeningCache({ maxEntries: 2, maxChars: 1_000 });
    await cache.json('a', async () => 'a');
    await cache.json('b', async () => 'b');
    await cache.json('a', async () => 'a again'); // a is now the most recently used
    await cache.json('c', async () => 'c');
    expect(cache.stats().entries).toBe(2);
    expect(await cache.json('a', async () => 'recomputed')).toBe('"a"');
    expect(await cache.json('b', async () => 'recomputed')).toBe('"recomputed"');

    const small = listeningCache({ maxChars: 400 });
    await small.json('big', async () => 'x'.repeat(150)); // over a quarter of the budget: not kept
    expect(small.stats().entries).toBe(0);
  });

  it('starts with the cache off when PostgreSQL cannot be reached for listening, and keeps retrying', async () => {
    const cache = new ReadCache();
    const errors: string[] = [];
    // nothing listens on port 1 of loopback: every connection attempt is refused at once
    const listener = await listenPostgres('postgres://nobody@127.0.0.1:1/none', cache, {
      retryMs: 20,
      onError: (err) => errors.push(err.message),
    });
    expect(cache.active).toBe(false);
    while (errors.length < 3) await new Promise((r) => setTimeout(r, 10));
    await listener.close();
    const seen = errors.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(errors.length).toBe(seen); // closed: no more attempts
    expect(cache.active).toBe(false);
    expect(await cache.json('k', async () => 1)).toBe('1');
    expect(cache.stats().entries).toBe(0);
  });
});
