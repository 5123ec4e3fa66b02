import type { ErrorCode, FieldErrors } from '../errors';

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface SuccessEnvelope<T> {
  success: true;
  message?: string;
  data: T;
  pagination?: Pagination;
}

export interface ErrorEnvelope {
  success: false;
  message: string;
  code: ErrorCode;
  errors?: FieldErrors;
  /** Facts to recover with, for some codes (STOCK_CHANGED: `{ sizes: [...] }`). */
  details?: Record<string, unknown>;
  requestId?: string;
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

export interface SuccessInit {
  message?: string;
  pagination?: Pagination;
  /** Extra top-level fields an answer carries beside data (e.g. a review summary). */
  extra?: Record<string, unknown>;
}

/** The success envelope itself, for a caller that serialises it once and answers it many times (jsonResponse). */
export function successEnvelope<T>(data: T, init: SuccessInit = {}): SuccessEnvelope<T> & Record<string, unknown> {
  const body: SuccessEnvelope<T> & Record<string, unknown> = { success: true, ...init.extra, data };
  if (init.message) body.message = init.message;
  if (init.pagination) body.pagination = init.pagination;
  return body;
}

/** A JSON answer from an already serialised body: the same headers ok() sets. */
export function jsonResponse(body: string | Uint8Array<ArrayBuffer>, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  for (const [k, v] of Object.entries(JSON_HEADERS)) headers.set(k, v);
  return new Response(body, { status: init.status ?? 200, headers });
}

export function ok<T>(
  data: T,
  init: SuccessInit & {
    status?: number;
    headers?: HeadersInit;
  } = {},
): Response {
  return jsonResponse(JSON.stringify(successEnvelope(data, init)), init);
}

export function fail(
  status: number,
  body: Omit<ErrorEnvelope, 'success'>,
  headers: HeadersInit = {},
): Response {
  const h = new Headers(headers);
  h.set('content-type', JSON_HEADERS['content-type']);
  h.set('cache-control', 'no-store');
  const envelope: ErrorEnvelope = { success: false, ...body };
  return new Response(JSON.stringify(envelope), { status, headers: h });
}
