// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { breakingNewsSince, daysAfter, monthsBefore } from './calendar';

const utc = (isoDay: string, time = '12:00:00') => new Date(`${isoDay}T${time}Z`);

describe('news calendar', () => {
  it.each([
    ['2025-11-22', '2025-02-22'],
    ['2025-10-31', '2025-01-31'],
    ['2025-11-30', '2025-02-28'],
    ['2024-11-30', '2024-02-29'],
    ['2025-03-15', '2024-06-15'],
    ['2026-01-01', '2025-04-01'],
  ])('breaking news on %s covers the days from %s', (today, firstDay) => {
    expect(breakingNewsSince(utc(today))).toBe(firstDay);
  });

  it('counts in UTC whatever the time of day', () => {
    expect(monthsBefore(utc('2025-07-01', '00:00:00'), 9)).toBe('2024-10-01');
    expect(monthsBefore(utc('2025-07-01', '23:59:59'), 9)).toBe('2024-10-01');
  });

  it('moves by whole days across month and year ends', () => {
    expect(daysAfter(utc('2025-12-30'), 3)).toBe('2026-01-02');
    expect(daysAfter(utc('2024-03-01'), -1)).toBe('2024-02-29');
    expect(daysAfter(utc('2025-06-15'), 0)).toBe('2025-06-15');
  });
});
