import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  ADMIN_REQUIRED_MESSAGE,
  AppError,
  AUTH_REQUIRED_MESSAGE,
  CROSS_ORIGIN_MESSAGE,
  ERRORS,
  GENERIC_SERVER_ERROR,
  isErrorCode,
  zodFieldErrors,
  type ErrorCode,
} from '../errors';
import { fail } from './respond';
import { clientIp } from './client-ip';
import { inRequestScope, log } from '../log';
import { readJsonBody } from './body';
import { isMalformedPath, MALFORMED_PATH_MESSAGE } from './path';
import { isCrossSiteWrite } from './origin';
import { getDb } from '../db/client';
import { databaseConnectionErrorCode, databaseUnavailable } from '../db/errors';
import { sweepAfterResponse } from '../jobs/trigger';
import { hasSessionCookie, parseCookies, resolveSession } from '../auth/resolve';
import type { AuthUser, Session } from '../auth/types';
import { clearSessionCookies } from '../auth/cookies';
import { SESSION_HINT_COOKIE } from '../auth/session-token';

/**
 * Who is asking: the signed-in user with the request's address and id. It fits every actor a
 * domain function takes (the audit log's, an order's owner check, a review's writer).
 */
export interface Actor extends AuthUser {
  /** The user's id again, under the name owner checks read (OrderActor). */
  userId: string;
  ip: string;
  requestId: string;
}

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
  /** The user as the actor of a write (who, from where, in which request); throws 401 like `user`. */
  readonly actor: Actor;
  cookies: Map<string, string>;
}

/*
 * Any zod schema: the classic API's, or zod/mini's, which the rules the browser shares are
 * written in (lib/validation.ts). Both are parsed by zod's core and fail with a $ZodError.
 */
type Schema<T> = z.core.$ZodType<T, unknown>;

// zod/mini schemas carry no English messages of their own: the defaults they fall back on
// ("Invalid input: expected string, received number") are the classic API's, set here for all.
z.config(z.locales.en());

interface RouteOptions<P, Q, B> {
  params?: Schema<P>;
  query?: Schema<Q>;
  body?: Schema<B>;
  /** Largest accepted body in bytes. */
  maxBodyBytes?: number;
  /** Who may call: 'optional' resolves the session if any; 'user' needs one; 'admin' needs role admin. */
  auth?: 'optional' | 'user' | 'admin';
  /**
   * Reuse the parsed query of a query string seen recently (at most QUERY_MEMO_MAX_ENTRIES per
   * route), for a hot read whose handler treats `query` as read-only: parsing the same filters
   * again is a good share of a cached answer's cost. Only successful parses are kept, so a bad
   * query is parsed, and refused with its messages, every time.
   */
  memoQuery?: boolean;
  handler: (ctx: RequestContext<P, Q, B>) => Promise<Response>;
}

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

/** The bound of one route's parsed-query memo (RouteOptions.memoQuery): any made-up query strings never hold more. */
const QUERY_MEMO_MAX_ENTRIES = 500;

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return out;
}

/**
 * A schema rule that names itself (a custom issue with `params: { code }`, e.g. PIN_STATE_MISMATCH)
 * answers with its code when it is the first issue; any other refusal of input is VALIDATION_ERROR.
 */
function zodIssueCode(issue: z.core.$ZodIssue | undefined): ErrorCode {
  const code = issue?.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
  // Only a 400 code: the answer to refused input stays a 400.
  return isErrorCode(code) && ERRORS[code].status === 400 ? code : 'VALIDATION_ERROR';
}

export function errorResponse(error: unknown, requestId: string, where: string): Response {
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    if (error.options.retryAfterSeconds != null) headers['retry-after'] = String(error.options.retryAfterSeconds);
    // A server-side failure with a code of its own (503, PAYMENT_REFUSED) carries the request id
    // like a 500 does, so a report finds its log line.
    const server = error.status >= 500;
    if (server) headers['x-request-id'] = requestId;
    return fail(error.status, { message: error.message, code: error.code, errors: error.errors, details: error.details, ...(server ? { requestId } : {}) }, headers);
  }
  const unavailable = databaseUnavailable(error);
  if (unavailable) {
    log.warn(where, error, { requestId, cause: databaseConnectionErrorCode(error) });
    return errorResponse(unavailable, requestId, where);
  }
  if (error instanceof z.core.$ZodError) {
    const errors = zodFieldErrors(error);
    const first = error.issues[0];
    return fail(400, { message: first?.message ?? 'Invalid input', code: zodIssueCode(first), errors });
  }
  log.error(where, error, { requestId, stack: error instanceof Error ? error.stack : undefined });
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
  const queryMemo = options.memoQuery ? new Map<string, Q>() : null;
  const parseQuery = (url: URL): Q => {
    if (!options.query) return {} as Q;
    if (!queryMemo) return z.parse(options.query, queryObject(url));
    const hit = queryMemo.get(url.search);
    if (hit !== undefined) return hit;
    const parsed = z.parse(options.query, queryObject(url));
    queryMemo.set(url.search, parsed);
    // A Map iterates in insertion order: the oldest entry goes first.
    if (queryMemo.size > QUERY_MEMO_MAX_ENTRIES) queryMemo.delete(queryMemo.keys().next().value!);
    return parsed;
  };
  return async (req: Request, context?: NextRouteContext): Promise<Response> => {
    // The request id, the cookies, the address and the user agent are worked out when something
    // asks for them: a public read without credentials that succeeds needs none of them.
    let requestId: string | undefined;
    const getRequestId = () => (requestId ??= req.headers.get('x-request-id') ?? randomUUID());
    let cookies: Map<string, string> | undefined;
    const getCookies = () => (cookies ??= parseCookies(req.headers.get('cookie')));
    const url = new URL(req.url);
    // Due emails, refunds and expiries are swept after the response of any request, at most once
    // a minute per instance; when not due this is one comparison (lib/jobs/trigger.ts).
    sweepAfterResponse();
    try {
      // proxy.ts refuses these first; this covers a handler reached without it.
      if (isMalformedPath(url.pathname)) throw new AppError('BAD_REQUEST', MALFORMED_PATH_MESSAGE);
      // Whatever the credentials, or none: a cross-site form that logs the victim into the
      // attacker's account (login CSRF) carries no cookie of ours.
      if (isCrossSiteWrite(req)) throw new AppError('FORBIDDEN', CROSS_ORIGIN_MESSAGE);
      let session: Session | null = null;
      if (options.auth) {
        session = await resolveSession(await getDb(), req.headers);
        if (!session && options.auth !== 'optional') {
          const res = errorResponse(new AppError('UNAUTHORIZED', AUTH_REQUIRED_MESSAGE), getRequestId(), '');
          // A cookie that no longer signs anyone in (expired, reset, deactivated) is removed, so
          // the browser stops presenting it and the page stops expecting a session.
          const jar = getCookies();
          if (hasSessionCookie(jar) || jar.has(SESSION_HINT_COOKIE)) {
            for (const c of clearSessionCookies(req, jar.keys())) res.headers.append('set-cookie', c);
          }
          return res;
        }
        if (options.auth === 'admin' && session?.user.role !== 'admin') {
          throw new AppError('FORBIDDEN', ADMIN_REQUIRED_MESSAGE);
        }
      }
      // Next.js resolves params from the URL; a failure there is the address's fault, not ours.
      const rawParams = context?.params
        ? await context.params.catch(() => {
            throw new AppError('BAD_REQUEST', MALFORMED_PATH_MESSAGE);
          })
        : {};
      const params = (options.params ? z.parse(options.params, rawParams) : rawParams) as P;
      const query = parseQuery(url);
      let body = undefined as B;
      if (options.body) {
        const raw = await readJsonBody(req, options.maxBodyBytes ?? 64 * 1024);
        body = z.parse(options.body, raw);
      }
      let ip: string | undefined;
      let userAgent: string | undefined;
      let actor: Actor | undefined;
      const getIp = () => (ip ??= clientIp(req.headers));
      const ctx: RequestContext<P, Q, B> = {
        req,
        params,
        query,
        body,
        get ip() {
          return getIp();
        },
        get userAgent() {
          return (userAgent ??= req.headers.get('user-agent')?.slice(0, 512) ?? '');
        },
        get requestId() {
          return getRequestId();
        },
        session,
        get cookies() {
          return getCookies();
        },
        get user(): AuthUser {
          if (!session) throw new AppError('UNAUTHORIZED', AUTH_REQUIRED_MESSAGE);
          return session.user;
        },
        get actor(): Actor {
          if (!session) throw new AppError('UNAUTHORIZED', AUTH_REQUIRED_MESSAGE);
          return (actor ??= { ...session.user, userId: session.user.id, ip: getIp(), requestId: getRequestId() });
        },
      };
      return await inRequestScope(getRequestId, () => options.handler(ctx));
    } catch (error) {
      return errorResponse(error, getRequestId(), `${req.method} ${url.pathname}`);
    }
  };
}

export { z };
// Webhook handlers import it from here.
export { readRawBody } from './body';
