import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * The server's one log: a JSON line per event on stderr (info on stdout), with the level, where
 * it happened, and the request id when it happens inside a route() request, so a 500's
 * `requestId` finds its line. Tokens never reach it: values under secret-sounding keys, URL query
 * strings and long token-like path segments (verification and reset links) are masked.
 */

type LogLevel = 'error' | 'warn' | 'info';

interface RequestScope {
  /** Lazy, as route() makes it: a request that logs nothing never needs one. */
  requestId: () => string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` as part of a request: every line logged inside carries its id. */
export function inRequestScope<T>(requestId: () => string, fn: () => T): T {
  return scope.run({ requestId }, fn);
}

const REDACTED = '[redacted]';
const SECRET_KEY = /token|secret|password|authorization|cookie|api[-_]?key|signature/i;
// Our tokens are 32 random bytes in base64url (43 characters); record ids (24) and UUIDs (36) are shorter.
const TOKEN_LIKE = /[A-Za-z0-9_-]{40,}/g;
const URL_QUERY = /(https?:\/\/[^\s?#"']+)\?[^\s#"']*/g;

function maskText(text: string): string {
  return text.replace(URL_QUERY, `$1?${REDACTED}`).replace(TOKEN_LIKE, REDACTED);
}

function mask(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (value == null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (depth > 4) return '[nested]';
  if (Array.isArray(value)) return value.map((v) => mask(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? REDACTED : mask(v, depth + 1)]));
}

/**
 * An error's words (not its stack) for the `message` field; anything else as text. A database
 * setting at fault (lib/db/connection.ts's DatabaseSettingsError, often the cause of Drizzle's
 * "Failed query" error) is added, since it says what to change.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  let cause: unknown = error.cause;
  for (let depth = 0; depth < 4 && cause instanceof Error; depth += 1) {
    if (cause.name === 'DatabaseSettingsError') return `${error.message} (${cause.message})`;
    cause = cause.cause;
  }
  return error.message;
}

function write(level: LogLevel, where: string, message: unknown, fields: Record<string, unknown> = {}): void {
  const { requestId = scope.getStore()?.requestId(), ...rest } = fields;
  const line = {
    level,
    ...(requestId ? { requestId } : {}),
    where: maskText(where),
    message: maskText(errorText(message)),
    ...(mask(rest) as Record<string, unknown>),
  };
  const text = JSON.stringify(line);
  if (level === 'info') console.info(text);
  else console.error(text);
}

/**
 * `log.error(where, errorOrMessage, extraFields)`. An Error gives its message; pass
 * `{ stack: e.stack }` in the fields when the stack is wanted.
 */
export const log = {
  error: (where: string, message: unknown, fields?: Record<string, unknown>) => write('error', where, message, fields),
  warn: (where: string, message: unknown, fields?: Record<string, unknown>) => write('warn', where, message, fields),
  info: (where: string, message: unknown, fields?: Record<string, unknown>) => write('info', where, message, fields),
};
