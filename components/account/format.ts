import { formatIstDate } from '@/lib/india-time';

/** '12 March 2025' in India's time zone, whatever the server's own zone is. */
export function formatAccountDate(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return formatIstDate(date, 'long');
}

/** 'Email and password, Google' from the DTO's hasPassword and authProviders. */
export function signInMethods(hasPassword: boolean, providers: readonly string[]): string {
  const names = new Set<string>();
  if (hasPassword) names.add('Email and password');
  for (const p of providers) {
    if (p === 'google') names.add('Google');
    else if (p === 'credentials' || p === 'password') names.add('Email and password');
  }
  return [...names].join(', ') || 'Email and password';
}
