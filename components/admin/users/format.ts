import { formatIndianMobile } from '@/lib/india';
import { formatIstDate, formatIstDateTime } from '@/lib/india-time';

/* Display helpers for the users screen. Dates read in India Standard Time, whatever the browser's zone. */


/** "5 Mar 2026". */
export function formatDate(iso: string): string {
  return formatIstDate(new Date(iso));
}

/** "5 Mar 2026, 3:04 pm". */
export function formatDateTime(iso: string): string {
  return formatIstDateTime(new Date(iso));
}

export function displayPhone(phone: string | null): string | null {
  if (!phone) return null;
  return /^\d{10}$/.test(phone) ? formatIndianMobile(phone) : phone;
}
