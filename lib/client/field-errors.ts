import { ApiError } from './api';

/**
 * The first message the server gave for each field of a refused request, as a form shows them
 * under its fields; {} for any other failure. `fieldOf` names the field that shows a key
 * ('holidays.3' → 'holidays'). Its own module: only forms load it.
 */
export function apiFieldErrors(err: unknown, fieldOf: (key: string) => string = (key) => key): Record<string, string> {
  const out: Record<string, string> = {};
  if (err instanceof ApiError) for (const [key, messages] of Object.entries(err.errors)) out[fieldOf(key)] ??= messages[0] ?? '';
  return out;
}
