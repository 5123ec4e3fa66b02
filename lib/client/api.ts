/*
 * The browser's one way to call /api/v1: JSON in and out, cookies on the same origin, the
 * envelope unwrapped, failures thrown as ApiError with the server's code and message. Imports
 * only constants, types and the visitor's cache (which every page holds already): interactive
 * pages bundle this file.
 */
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { AUTH_STORAGE_KEYS } from '@/lib/auth/redirects';
import type { ErrorCode } from '@/lib/errors';
import { session } from './visitor';

interface ApiPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
  pagination?: ApiPagination;
}

export type FieldErrors = Record<string, string[]>;

/**
 * What went wrong, for code to branch on (docs/api.md#error-codes); the message is for people.
 * The browser's own: NETWORK_ERROR, no answer at all; ERROR, an answer without a code (a proxy's
 * page, say); INVALID_RESPONSE, a success without the data asked for.
 */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'ERROR' | 'INVALID_RESPONSE';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly errors: FieldErrors;
  /** Seconds, from a 429's Retry-After header. */
  readonly retryAfter: number | null;
  /** The envelope's `details`: facts to recover with (STOCK_CHANGED: the current figures). */
  readonly details: Record<string, unknown>;

  constructor(
    message: string,
    init: { status: number; code?: ApiErrorCode; errors?: FieldErrors; retryAfter?: number | null; details?: Record<string, unknown> },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code ?? 'ERROR';
    this.errors = init.errors ?? {};
    this.retryAfter = init.retryAfter ?? null;
    this.details = init.details ?? {};
  }

  /** The first message for a field, if the server sent one. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Shown when a failure carries no message of its own (the action's default, docs/requirements.md#error-catalogue). */
  fallbackMessage?: string;
  /** Handle a 401 here instead of sending the browser to /login (then call redirectToLogin when ready). */
  skipAuthRedirect?: boolean;
  /** Extra request headers (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
}

// A 401 from these means "wrong credentials" or "nobody signed in", not "your session ended".
const NO_REDIRECT_ON_401 = ['/api/v1/auth/login', '/api/v1/auth/register', '/api/v1/auth/verify-token'];

function isAuthEntryPage(pathname: string): boolean {
  return /^\/(login|register)\/?$/.test(pathname);
}

/** A 401 anywhere: clear the session, remember where we were, go to /login. */
function handleUnauthorized(path: string, options: ApiFetchOptions): void {
  if (options.skipAuthRedirect || typeof window === 'undefined') return;
  const pathOnly = path.split('?')[0] ?? path;
  if (NO_REDIRECT_ON_401.includes(pathOnly)) return;
  if (isAuthEntryPage(window.location.pathname)) return;
  redirectToLogin();
}

/** Forget the session, remember the page, go to /login (the 401 rule, docs/requirements.md#roles). */
export function redirectToLogin(): void {
  const { pathname, search } = window.location;
  // The navigation stops showing the account at once, before the page goes.
  session.set(null);
  try {
    sessionStorage.setItem(AUTH_STORAGE_KEYS.redirectAfterLogin, `${pathname}${search}`);
  } catch {
    // Storage can be unavailable (privacy modes); the login page then falls back to its defaults.
  }
  // A full load on purpose: every client cache (cart, wishlist, session) starts again empty.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/login');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readFieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<ApiSuccess<T>> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: payload, signal, credentials: 'same-origin', cache: 'no-store' });
  } catch (err) {
    // An abort is the caller's own doing: let it through untouched so it can be ignored.
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(AUTH_MESSAGES.networkError, { status: 0, code: 'NETWORK_ERROR' });
  }

  const parsed: unknown = await res.json().catch(() => null);
  const retryAfterHeader = Number(res.headers.get('retry-after'));
  return readAnswer<T>(path, options, {
    status: res.status,
    body: parsed,
    retryAfter: Number.isFinite(retryAfterHeader) && retryAfterHeader > 0 ? retryAfterHeader : null,
  });
}

/**
 * What a Server Action that runs an /api/v1 handler answers (app/actions/bag.ts): the status and
 * envelope the API would have sent, and its Retry-After in seconds.
 */
export interface ActionAnswer {
  status: number;
  body: unknown;
  retryAfter: number | null;
}

/**
 * A change sent through a Server Action instead of fetch, read exactly as apiFetch reads the
 * API's answer (`path` is the API address it stands for, for the 401 rule). An abort only stops
 * the caller waiting: an action cannot be cancelled once sent.
 */
export async function apiAction<T>(path: string, send: () => Promise<ActionAnswer>, options: Pick<ApiFetchOptions, 'signal' | 'fallbackMessage' | 'skipAuthRedirect'> = {}): Promise<ApiSuccess<T>> {
  const aborted = () => new DOMException('The change was superseded', 'AbortError');
  if (options.signal?.aborted) throw aborted();
  let answer: ActionAnswer;
  try {
    answer = await send();
  } catch {
    // No answer (offline, a deployment that no longer knows the action): the network's message.
    throw new ApiError(AUTH_MESSAGES.networkError, { status: 0, code: 'NETWORK_ERROR' });
  }
  if (options.signal?.aborted) throw aborted();
  return readAnswer<T>(path, options, answer);
}

function readAnswer<T>(path: string, options: ApiFetchOptions, { status, body, retryAfter }: ActionAnswer): ApiSuccess<T> {
  const envelope = isRecord(body) ? body : {};

  if (status >= 200 && status < 300 && envelope.success !== false) {
    return { ...envelope, success: true, data: envelope.data as T } as ApiSuccess<T>;
  }

  if (status === 401) handleUnauthorized(path, options);

  const serverMessage =
    (typeof envelope.message === 'string' && envelope.message) ||
    (typeof envelope.error === 'string' && envelope.error) ||
    '';
  throw new ApiError(serverMessage || options.fallbackMessage || `Request failed (${status})`, {
    status,
    // Trusted as one of ours: this file stays free of the table's texts (it ships to every page).
    code: typeof envelope.code === 'string' && envelope.code ? (envelope.code as ErrorCode) : undefined,
    errors: readFieldErrors(envelope.errors),
    retryAfter,
    details: isRecord(envelope.details) ? envelope.details : undefined,
  });
}

/** A message for any thrown value: the ApiError's own, else the given default. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.message || fallback;
  return fallback;
}

export function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}
