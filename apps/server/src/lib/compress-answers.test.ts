import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedAnswers, chooseEncoding } from './compress-answers';

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('CompressedAnswers', () => {
  const body = (n: number) => JSON.stringify({ n, rows: Array.from({ length: 200 }, (_, i) => ({ i, n })) });

  it('compresses an answer once per encoding and decodes to it', () => {
    const answers = new CompressedAnswers();
    const a = body(1);
    const first = answers.get(a, 'br');
    expect(answers.get(a, 'br')).toBe(first);
    expect(zlib.brotliDecompressSync(first).toString()).toBe(a);
    expect(zlib.gunzipSync(answers.get(a, 'gzip')).toString()).toBe(a);
    expect({ hits: answers.hits, misses: answers.misses }).toEqual({ hits: 1, misses: 2 });
  });

  it('drops the least recently used answers beyond its size', () => {
    const a = body(1);
    const answers = new CompressedAnswers(a.length * 2);
    answers.get(a, 'gzip');
    answers.get(body(2), 'gzip');
    answers.get(a, 'gzip'); // a is now the most recent
    answers.get(body(3), 'gzip'); // drops body(2)
    const misses = answers.misses;
    answers.get(a, 'gzip');
    expect(answers.misses).toBe(misses);
    answers.get(body(2), 'gzip');
    expect(answers.misses).toBe(misses + 1);
  });
});
