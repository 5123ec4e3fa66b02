import { AppError } from '../errors';

/** PostgreSQL's unique_violation (23505), whether the driver's error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(e: unknown): boolean {
  for (let err = e, depth = 0; err && typeof err === 'object' && depth < 4; err = (err as { cause?: unknown }).cause, depth++) {
    if ((err as { code?: string }).code === '23505') return true;
  }
  return false;
}

/** Seconds a client is asked to wait when the database cannot be reached: a restart or failover takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
const DATABASE_UNAVAILABLE_MESSAGE = 'The store is briefly unavailable. Please try again in a few seconds.';

// Node's socket errors when the server is down, restarting or cut off.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// node-postgres's own words for a connection that died or could not be had (it sets no code).
const CONNECTION_MESSAGE = /connection terminated|not queryable|client was closed|timeout exceeded when trying to connect|connection timeout/i;

/**
 * The SQLSTATE or socket code when `e` (bare, or wrapped by Drizzle as `cause`) says the
 * database could not be reached or went away mid-request: class 08 (connection exception),
 * 57P01–57P05 (admin or crash shutdown, cannot connect now, database dropped, idle timeout),
 * 53300 (too many connections), a refused, reset or timed-out socket, or node-postgres's
 * "Connection terminated". Null for anything else, which is a bug or a rule, not an outage.
 */
export function databaseConnectionErrorCode(e: unknown): string | null {
  for (let err = e, depth = 0; err && typeof err === 'object' && depth < 5; err = (err as { cause?: unknown }).cause, depth++) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-5]$/.test(code) || code === '53300' || NETWORK_CODES.has(code)) return code;
    }
    const message = (err as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_MESSAGE.test(message)) return 'connection';
  }
  return null;
}

/**
 * The answer for a request that failed because the database is unreachable: `503 UNAVAILABLE`
 * with Retry-After, so clients and load balancers wait a moment instead of reading a 500 as a bug.
 * Null when `e` is something else.
 */
export function databaseUnavailable(e: unknown): AppError | null {
  if (e instanceof AppError || !databaseConnectionErrorCode(e)) return null;
  return new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
}
