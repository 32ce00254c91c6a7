import { describe, expect, it } from 'vitest';
import { billDayLabel, billPeriodLabel } from './bills';
import { messageText } from './catalogue';

const english: Parameters<typeof billPeriodLabel>[0] = (key, params) => messageText(key, params);

describe('bill period labels', () => {
  it('writes a period day by day as the Bills screen shows it, with short English month names', () => {
    expect(billPeriodLabel(english, '2026-09-01', '2026-09-30')).toBe('1 Sep 2026 – 30 Sep 2026');
    expect(billPeriodLabel(english, '2026-11-01', null)).toBe('1 Nov 2026 – now');
  });
  it('reads the day from an instant without moving it to the reader’s zone', () => {
    expect(billDayLabel('2026-12-31T23:30:00.000Z')).toBe('31 Dec 2026');
  });
});
