import { describe, expect, it } from 'vitest';
import {
  formatIstDate,
  formatIstDateTime,
  formatIstDayMonth,
  formatIstMonth,
  formatIstTime,
  istKeyStart,
} from '@/lib/india-time';

// The store writes dates without Intl (same text on server and browser, no ICU data loaded on a
// page's main thread); these hold it to what en-IN's ICU data writes, across the year, both sides
// of midnight and noon in India, and leap days.
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', ...options });
const lower = (s: string) => s.replace(/\b(AM|PM|a\.m\.|p\.m\.)/g, (m) => (m.toLowerCase().startsWith('a') ? 'am' : 'pm'));

const instants: Date[] = [];
for (let month = 0; month < 12; month++) {
  for (const [h, m] of [
    [18, 29], // 23:59 IST
    [18, 30], // 00:00 IST, the next day
    [6, 29], // 11:59 IST
    [6, 30], // 12:00 IST
    [9, 35],
  ] as const) {
    instants.push(new Date(Date.UTC(2026, month, month + 1, h, m)));
  }
}
instants.push(new Date(Date.UTC(2028, 1, 28, 18, 30)), new Date(Date.UTC(1999, 11, 31, 18, 30)));

describe('India-time formatting matches en-IN', () => {
  it.each(instants.map((d) => [d.toISOString(), d] as const))('%s', (_iso, at) => {
    expect(formatIstDate(at)).toBe(intl({ day: 'numeric', month: 'short', year: 'numeric' }).format(at));
    expect(formatIstDate(at, 'long')).toBe(intl({ day: 'numeric', month: 'long', year: 'numeric' }).format(at));
    expect(formatIstTime(at)).toBe(lower(intl({ hour: 'numeric', minute: '2-digit' }).format(at)));
    expect(formatIstDateTime(at)).toBe(lower(intl({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(at)));
    // ICU joins a long date and a time with ' at ' (a sentence); screens list them with a comma.
    expect(formatIstDateTime(at, 'long')).toBe(
      `${intl({ day: 'numeric', month: 'long', year: 'numeric' }).format(at)}, ${lower(intl({ hour: 'numeric', minute: '2-digit' }).format(at))}`,
    );
    expect(formatIstDayMonth(at)).toBe(intl({ day: 'numeric', month: 'short' }).format(at));
    expect(formatIstDayMonth(at, { month: 'long' })).toBe(intl({ day: 'numeric', month: 'long' }).format(at));
    expect(formatIstDayMonth(at, { weekday: true })).toBe(intl({ weekday: 'short', day: 'numeric', month: 'short' }).format(at));
    expect(formatIstMonth(at)).toBe(intl({ month: 'long', year: 'numeric' }).format(at));
    expect(formatIstMonth(at, { month: 'short', year: false })).toBe(intl({ month: 'short' }).format(at));
  });

  it('reads an Indian calendar key as the day it names', () => {
    expect(formatIstDate(istKeyStart('2026-03-05'))).toBe('5 Mar 2026');
    expect(formatIstMonth(istKeyStart('2026-09'))).toBe('September 2026');
    expect(formatIstDayMonth(istKeyStart('2026-11-28'), { weekday: true })).toBe('Sat, 28 Nov');
  });
});
