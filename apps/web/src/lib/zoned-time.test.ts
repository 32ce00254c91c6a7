import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime, formatShortDay, formatShortDayTime } from './zoned-time';

describe('dates in the user’s language', () => {
  const at = new Date(2026, 2, 5, 14, 5);
  it('English as the screens wrote it; the other languages by Intl', () => {
    expect(formatDay(at)).toBe('5 Mar 2026');
    expect(formatDayTime(at, 'en')).toBe('5 Mar 2026, 14:05');
    expect(formatDay(at, 'de')).toBe(
      new Intl.DateTimeFormat('de', { day: 'numeric', month: 'short', year: 'numeric' }).format(at),
    );
    expect(formatDay(at, 'de')).toMatch(/^5\. März 2026$/);
    expect(formatDay(at, 'pt-BR')).toMatch(/5 de mar\.? de 2026/);
    expect(formatDayTime(at, 'es')).toContain('14:05');
  });

  it("a chart's axis: the day without the year, in English as before", () => {
    expect(formatShortDay(at)).toBe('5 Mar');
    expect(formatShortDayTime(at, 'en')).toBe('5 Mar 14:05');
    expect(formatShortDay(at, 'de')).toMatch(/^5\. März$/);
    expect(formatShortDayTime(at, 'pt-BR')).toMatch(/5 de mar\.?.*14:05/);
    expect(formatShortDay(at, 'es')).not.toContain('2026');
  });
});
