import { describe, expect, it } from 'vitest';
import { createPacer } from './call-pacer';

describe('TikTok call pacer', () => {
  it('lets the allowed calls of a minute through and holds the next until the oldest is a minute old', async () => {
    let clock = 1_000_000;
    const waits: number[] = [];
    const pace = createPacer(3, {
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    await pace();
    clock += 10_000;
    await pace();
    await pace();
    expect(waits).toEqual([]);
    await pace(); // fourth call: waits for the first to leave the window
    expect(waits).toEqual([50_000]);
    expect(clock).toBe(1_060_000);
    await pace(); // the second went out at +10 s
    expect(waits).toEqual([50_000, 10_000]);
    expect(clock).toBe(1_070_000);
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
