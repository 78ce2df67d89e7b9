import { afterEach, describe, expect, it } from 'vitest';
import { formatUsShortDate, laterExpiry, parseCalendarDate, usageLevel, usagePercent } from './usageMeter';

describe('usage bar percentage', () => {
  it('is 100 when the remaining units equal the total', () => {
    expect(usagePercent(50, 50)).toBe(100);
    expect(usagePercent(0, 0)).toBe(100);
  });

  it('is remaining / total otherwise', () => {
    expect(usagePercent(30, 50)).toBe(60);
    expect(usagePercent(24, 300)).toBe(8);
    expect(usagePercent(0, 50)).toBe(0);
  });

  it('stays within 0 to 100 for figures that do not add up', () => {
    expect(usagePercent(80, 50)).toBe(100);
    expect(usagePercent(-5, 50)).toBe(0);
    expect(usagePercent(5, 0)).toBe(0);
  });
});

describe('usage bar colour', () => {
  it.each([
    [100, 'green'],
    [70.1, 'green'],
    [70, 'yellow'],
    [50, 'yellow'],
    [30.1, 'yellow'],
    [30, 'red'],
    [8, 'red'],
    [0, 'red'],
  ] as const)('%s %% is %s', (percent, level) => {
    expect(usageLevel(percent)).toBe(level);
  });
});

describe('expiry shown', () => {
  it('is the later of the complimentary and the subscription expiry', () => {
    expect(laterExpiry('2026-09-30', '2027-03-31')).toBe('2027-03-31');
    expect(laterExpiry('2027-09-30', '2027-03-31')).toBe('2027-09-30');
  });

  it('is the one date there is when the other is missing or not a date', () => {
    expect(laterExpiry('2026-09-30', null)).toBe('2026-09-30');
    expect(laterExpiry(undefined, '2027-03-31')).toBe('2027-03-31');
    expect(laterExpiry('soon', '2027-03-31')).toBe('2027-03-31');
    expect(laterExpiry(null, null)).toBe('');
  });
});

describe('US short dates', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('formats YYYY-MM-DD as month/day/two-digit year', () => {
    expect(formatUsShortDate('2026-06-24')).toBe('6/24/26');
    expect(formatUsShortDate('2027-12-01')).toBe('12/1/27');
  });

  it.each(['America/Los_Angeles', 'Pacific/Honolulu', 'Pacific/Kiritimati'])('shows the written day in the %s time zone', (zone) => {
    process.env.TZ = zone;
    expect(formatUsShortDate('2026-01-01')).toBe('1/1/26');
    expect(formatUsShortDate('2026-09-30')).toBe('9/30/26');
  });

  it('reads a date-time text by its date part', () => {
    expect(formatUsShortDate('2026-09-30T23:30:00Z')).toBe('9/30/26');
  });

  it('gives nothing for texts that are not calendar dates', () => {
    expect(formatUsShortDate('')).toBe('');
    expect(formatUsShortDate(null)).toBe('');
    expect(formatUsShortDate('30/09/2026')).toBe('');
    expect(parseCalendarDate('2026-02-30')).toBeNull();
  });
});
