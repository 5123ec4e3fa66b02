import { describe, expect, it } from 'vitest';
import { isNewArrival, NEW_ARRIVAL_DAYS } from '@/lib/catalog/newness';

const DAY = 86_400_000;
const now = new Date('2026-11-25T12:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * DAY);

describe('isNewArrival', () => {
  it('is new for the first NEW_ARRIVAL_DAYS days after the perfume was added', () => {
    expect(isNewArrival(daysBefore(0), now)).toBe(true);
    expect(isNewArrival(daysBefore(4), now)).toBe(true);
    expect(isNewArrival(new Date(daysBefore(NEW_ARRIVAL_DAYS).getTime() + 1), now)).toBe(true);
  });

  it('is no longer new from NEW_ARRIVAL_DAYS days on', () => {
    expect(isNewArrival(daysBefore(NEW_ARRIVAL_DAYS), now)).toBe(false);
    expect(isNewArrival(daysBefore(210), now)).toBe(false);
  });

  it('stops being new as the clock moves on, with nothing else changed', () => {
    const added = daysBefore(NEW_ARRIVAL_DAYS - 1);
    expect(isNewArrival(added, now)).toBe(true);
    expect(isNewArrival(added, now.getTime() + 2 * DAY)).toBe(false);
  });

  it('reads the ISO strings of cached product DTOs', () => {
    expect(isNewArrival(daysBefore(3).toISOString(), now)).toBe(true);
    expect(isNewArrival(daysBefore(90).toISOString(), now)).toBe(false);
  });

  it('counts a date slightly ahead of the clock as new and an unreadable one as not', () => {
    expect(isNewArrival(new Date(now.getTime() + 5_000), now)).toBe(true);
    expect(isNewArrival('not a date', now)).toBe(false);
  });
});
