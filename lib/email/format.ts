import { formatIstDate, formatIstDateTime, formatIstTime } from '../india-time';

// Times in emails and in the back office are shown in India Standard Time, whatever the server's zone.


/** "5 March 2026 at 3:04 pm IST": for sentences in emails. */
export function formatDateTimeLong(date: Date): string {
  return `${formatIstDate(date, 'long')} at ${formatIstTime(date)} IST`;
}

/** "5 Mar 2026, 3:04 pm": for tables in the back office. */
export function formatDateTimeShort(date: Date): string {
  return formatIstDateTime(date);
}

/** 60 → "1 hour", 90 → "90 minutes", 1440 → "24 hours". */
export function formatMinutes(minutes: number): string {
  const m = Math.max(1, Math.round(minutes));
  if (m % 60 === 0) return formatHours(m / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}

export function formatHours(hours: number): string {
  const h = Math.max(1, Math.round(hours));
  return `${h} hour${h === 1 ? '' : 's'}`;
}
