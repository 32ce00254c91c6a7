import { describe, expect, it } from 'vitest';
import { createPacer } from './call-pacer';

describe('TikTok call pacer', () => {
  it('spreads the calls of a minute evenly: one every minute over the limit', async () => {
    let clock = 1_000_000;
    const waits: number[] = [];
    const pace = createPacer(3, {
      burst: 1,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    await pace(); // the first call goes at once
    expect(waits).toEqual([]);
    clock += 5_000;
    await pace(); // 5 s later: waits until 20 s after the first
    expect(waits).toEqual([15_000]);
    expect(clock).toBe(1_020_000);
    clock += 30_000;
    await pace(); // 30 s after the second: more than 20 s, no wait
    expect(waits).toEqual([15_000]);
    await pace(); // at once after the third: 20 s after it
    expect(waits).toEqual([15_000, 20_000]);
    expect(clock).toBe(1_070_000);
  });

  it('lets a short burst out at once, then the even pace', async () => {
    let clock = 0;
    const waits: number[] = [];
    const pace = createPacer(600, {
      burst: 3,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    await pace();
    await pace();
    await pace();
    expect(waits).toEqual([]);
    await pace(); // the burst is spent: 100 ms (a minute over 600)
    await pace();
    expect(waits).toEqual([100, 100]);
    clock += 60_000; // a pause refills the burst, and no more
    for (let i = 0; i < 4; i++) await pace();
    expect(waits).toEqual([100, 100, 100]);
  });

  it('never lets more calls into any minute than allowed, whoever asks', async () => {
    let clock = 0;
    const sentAt: number[] = [];
    const pace = createPacer(5, {
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
    });
    await Promise.all(Array.from({ length: 23 }, () => pace().then(() => sentAt.push(clock))));
    expect(sentAt).toHaveLength(23);
    for (const t of sentAt) expect(sentAt.filter((u) => u >= t && u < t + 60_000).length).toBeLessThanOrEqual(5);
  });
});
