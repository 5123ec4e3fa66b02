import { randomUUID } from 'node:crypto';
import { z, ZodError, type ZodType } from 'zod';
import { AppError, type FieldErrors } from './errors';
import { fail } from './respond';
import { clientIp } from './client-ip';
import { isCrossOriginRequest, UNSAFE_METHODS } from './origin';
import { getDb } from '../db/client';
import { bearerTokenFrom, hasSessionCookie, parseCookies, resolveSession } from '../auth/resolve';
import type { AuthUser, Session } from '../auth/types';
import { clearSessionCookies } from '../auth/cookies';
import { SESSION_HINT_COOKIE } from '../auth/session-token';
import { GUEST_COOKIE } from '../auth/guest';

export interface RequestContext<P, Q, B> {
  req: Request;
  params: P;
  query: Q;
  body: B;
  ip: string;
  userAgent: string;
  requestId: string;
  /** The signed-in session, when the route asked for auth ('optional', 'user' or 'admin'); else null. */
  session: Session | null;
  /** The signed-in user; throws 401 when there is none (routes with auth 'user'/'admin' never see that). */
  readonly user: AuthUser;
  cookies: Map<string, string>;
}

export const AUTH_REQUIRED_MESSAGE = 'Authentication required - please log in again';
export const ADMIN_REQUIRED_MESSAGE = 'Admin access required';
export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused';

interface RouteOptions<P, Q, B> {
  params?: ZodType<P>;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  /** Largest accepted body in bytes. */
  maxBodyBytes?: number;
  /** Who may call: 'optional' resolves the session if any; 'user' needs one; 'admin' needs role admin. */
  auth?: 'optional' | 'user' | 'admin';
  handler: (ctx: RequestContext<P, Q, B>) => Promise<Response>;
}

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

export const GENERIC_SERVER_ERROR = 'Server error. Please try again later.';

/** Turns zod issues into `{ field: [messages] }`; the first message becomes the envelope's message. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return out;
}

/**
 * The body as text, refused with 413 past `maxBytes`. For handlers that must see the exact bytes
 * (signed webhooks); JSON bodies go through the `body` option instead.
 */
export async function readRawBody(req: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  // Refuse early when the caller declares a large body, then count the real bytes: UTF-8 text
  // (Devanagari, emoji) is up to 4 bytes a character, so a character count lets more through.
  if (Number(req.headers.get('content-length')) > maxBytes) throw tooLarge();
  const bytes = await req.arrayBuffer();
  if (bytes.byteLength > maxBytes) throw tooLarge();
  return new TextDecoder().decode(bytes);
}

async function readJson(req: Request, maxBytes: number): Promise<unknown> {
  const text = await readRawBody(req, maxBytes);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'Request body must be valid JSON');
  }
  // PostgreSQL text cannot hold NUL; refusing it here keeps every handler from answering 500.
  if (containsNul(parsed)) throw new AppError('BAD_REQUEST', 'Text must not contain NUL characters');
  return parsed;
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v));
  return false;
}

export function errorResponse(error: unknown, requestId: string, where: string): Response {
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    if (error.options.retryAfterSeconds != null) headers['retry-after'] = String(error.options.retryAfterSeconds);
    return fail(error.status, { message: error.message, code: error.code, errors: error.errors }, headers);
  }
  if (error instanceof ZodError) {
    const errors = zodFieldErrors(error);
    return fail(400, { message: error.issues[0]?.message ?? 'Invalid input', code: 'VALIDATION_ERROR', errors });
  }
  console.error(
    JSON.stringify({
      level: 'error',
      requestId,
      where,
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    }),
  );
  return fail(500, { message: GENERIC_SERVER_ERROR, code: 'INTERNAL', requestId }, { 'x-request-id': requestId });
}

/**
 * The one wrapper every /api/v1 handler goes through: it validates params, query and body
 * with zod, runs the handler, and maps every failure to the envelope and its status, so no
 * handler can leak a stack trace or answer a 500 for bad input.
 */
export function route<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  options: RouteOptions<P, Q, B>,
) {
  return async (req: Request, context?: NextRouteContext): Promise<Response> => {
    const requestId = req.headers.get('x-request-id') ?? randomUUID();
    const url = new URL(req.url);
    try {
      const cookies = parseCookies(req.headers.get('cookie'));
      // A browser carrying our session or guest cookie must be on our own pages to change anything (CSRF).
      if (
        UNSAFE_METHODS.has(req.method) &&
        !bearerTokenFrom(req.headers) &&
        (hasSessionCookie(cookies) || cookies.has(GUEST_COOKIE)) &&
        isCrossOriginRequest(req.headers, req.url)
      ) {
        throw new AppError('FORBIDDEN', CROSS_ORIGIN_MESSAGE);
      }
      let session: Session | null = null;
      if (options.auth) {
        session = await resolveSession(await getDb(), req.headers);
        if (!session && options.auth !== 'optional') {
          const res = errorResponse(new AppError('UNAUTHORIZED', AUTH_REQUIRED_MESSAGE), requestId, '');
          // A cookie that no longer signs anyone in (expired, reset, deactivated) is removed, so
          // the browser stops presenting it and the page stops expecting a session.
          if (hasSessionCookie(cookies) || cookies.has(SESSION_HINT_COOKIE)) {
            for (const c of clearSessionCookies(req, cookies.keys())) res.headers.append('set-cookie', c);
          }
          return res;
        }
        if (options.auth === 'admin' && session?.user.role !== 'admin') {
          throw new AppError('FORBIDDEN', ADMIN_REQUIRED_MESSAGE);
        }
      }
      const rawParams = context?.params ? await context.params : {};
      const params = (options.params ? options.params.parse(rawParams) : rawParams) as P;
      const query = (options.query ? options.query.parse(queryObject(url)) : {}) as Q;
      let body = undefined as B;
      if (options.body) {
        const raw = await readJson(req, options.maxBodyBytes ?? 64 * 1024);
        body = options.body.parse(raw);
      }
      return await options.handler({
        req,
        params,
        query,
        body,
        ip: clientIp(req.headers),
        userAgent: req.headers.get('user-agent')?.slice(0, 512) ?? '',
        requestId,
        session,
        cookies,
        get user(): AuthUser {
          if (!session) throw new AppError('UNAUTHORIZED', AUTH_REQUIRED_MESSAGE);
          return session.user;
        },
      });
    } catch (error) {
      return errorResponse(error, requestId, `${req.method} ${url.pathname}`);
    }
  };
}

export { z };
