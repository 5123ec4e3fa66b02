import { afterEach, describe, expect, it, vi } from 'vitest';
import { z, ZodError } from 'zod';
import {
  AppError,
  badRequest,
  conflict,
  ERRORS,
  isErrorCode,
  type ErrorCode,
  forbidden,
  isAppError,
  notFound,
  tooManyRequests,
  unauthorized,
  GENERIC_SERVER_ERROR,
  zodFieldErrors,
} from '@/lib/errors';
import { fail, ok, pagination } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { CART_MESSAGES } from '@/lib/cart/messages';
import { COUPON_CHECKOUT_MESSAGES } from '@/lib/coupons/messages';
import { ORDER_MESSAGES } from '@/lib/orders/messages';
import { call } from '../helpers/http';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AppError and its helpers', () => {
  it.each([
    [notFound('Product not found'), 404, 'NOT_FOUND', 'Product not found'],
    [badRequest('Bad thing'), 400, 'BAD_REQUEST', 'Bad thing'],
    [unauthorized(), 401, 'UNAUTHORIZED', 'Authentication required - please log in again'],
    [forbidden(), 403, 'FORBIDDEN', 'You do not have permission to do this'],
    [conflict('Already exists'), 409, 'CONFLICT', 'Already exists'],
    [tooManyRequests('Slow down', 30), 429, 'RATE_LIMITED', 'Slow down'],
  ])('%s answers %i %s', (error, status, code, message) => {
    expect(error).toBeInstanceOf(AppError);
    expect(error).toBeInstanceOf(Error);
    expect(isAppError(error)).toBe(true);
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.name).toBe('AppError');
  });

  it('maps every code to a 4xx or 5xx status, and a generic code to a message to show', () => {
    for (const code of Object.keys(ERRORS) as ErrorCode[]) {
      const spec: { status: number; message?: string } = ERRORS[code];
      expect(code).toMatch(/^[A-Z][A-Z_]+$/);
      expect(spec.status).toBeGreaterThanOrEqual(400);
      expect(spec.status).toBeLessThan(600);
      const error = new AppError(code, 'x');
      expect(error.status).toBe(spec.status);
      expect(error.message).toBe('x');
      if (spec.message !== undefined) {
        expect(spec.message.trim().length).toBeGreaterThan(0);
        expect(new AppError(code as 'BAD_REQUEST').message).toBe(spec.message);
      }
      expect(isErrorCode(code)).toBe(true);
    }
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('SOMETHING_ELSE')).toBe(false);
  });

  // A domain code's thrower passes its domain's text (lib/errors.ts imports no domain); these are the shared texts the forms show.
  it('says the shared texts the forms show', () => {
    expect(new AppError('EMAIL_TAKEN', AUTH_MESSAGES.accountExists)).toMatchObject({ status: 409, message: 'An account with this email already exists' });
    expect(new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials)).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(new AppError('COUPON_EXPIRED', COUPON_CHECKOUT_MESSAGES.expired)).toMatchObject({ status: 409, message: 'This coupon has expired' });
    expect(new AppError('COUPON_USED_UP', COUPON_CHECKOUT_MESSAGES.usedUp)).toMatchObject({ status: 409, message: 'This coupon has reached its usage limit' });
    expect(new AppError('OUT_OF_STOCK', CART_MESSAGES.outOfStock)).toMatchObject({ status: 409, message: 'This product is out of stock' });
    expect(new AppError('CART_EMPTY', ORDER_MESSAGES.emptyCart)).toMatchObject({ status: 400, message: 'Your cart is empty' });
    expect(new AppError('PAYMENT_UNAVAILABLE', ORDER_MESSAGES.paymentUnavailable)).toMatchObject({ status: 503, message: 'Payment service is unavailable. Please try again.' });
  });

  it('carries field errors and a retry time', () => {
    expect(badRequest('Bad', { email: ['Email is required'] }).errors).toEqual({ email: ['Email is required'] });
    expect(tooManyRequests('Slow down', 42).options.retryAfterSeconds).toBe(42);
    expect(isAppError(new Error('plain'))).toBe(false);
  });
});

describe('ok()', () => {
  it('wraps data in the success envelope as JSON', async () => {
    const res = ok({ a: 1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ success: true, data: { a: 1 } });
  });

  it('adds a message, pagination, extra fields, status and headers', async () => {
    const res = ok([1, 2], {
      message: 'Created',
      status: 201,
      pagination: pagination(2, 24, 37),
      extra: { fuzzy: true },
      headers: { 'cache-control': 'no-store', 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The envelope is always JSON, whatever the caller passed.
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({
      success: true,
      fuzzy: true,
      data: [1, 2],
      message: 'Created',
      pagination: { page: 2, limit: 24, total: 37, totalPages: 2 },
    });
  });

  it('keeps data even when extra names a field "data"', async () => {
    const res = ok('real', { extra: { data: 'spoofed' } });
    expect((await res.json()).data).toBe('real');
  });
});

describe('pagination()', () => {
  it.each([
    [1, 24, 0, 1],
    [1, 24, 1, 1],
    [1, 24, 24, 1],
    [1, 24, 25, 2],
    [3, 10, 37, 4],
    [1, 100, 1000, 10],
  ])('page %i, limit %i, total %i has %i pages', (page, limit, total, totalPages) => {
    expect(pagination(page, limit, total)).toEqual({ page, limit, total, totalPages });
  });
});

describe('fail()', () => {
  it('builds the error envelope, never cached', async () => {
    const res = fail(404, { message: 'Product not found', code: 'NOT_FOUND' }, { 'x-extra': '1' });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-extra')).toBe('1');
    expect(await res.json()).toEqual({ success: false, message: 'Product not found', code: 'NOT_FOUND' });
  });
});

describe('zodFieldErrors()', () => {
  it('groups messages by dotted path, with "_" for the root', () => {
    const schema = z.object({ a: z.string().min(2, 'a short'), b: z.object({ c: z.number({ message: 'c number' }) }) });
    const result = schema.safeParse({ a: 'x', b: { c: 'no' } });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error as ZodError)).toEqual({ a: ['a short'], 'b.c': ['c number'] });
    const root = z.string({ message: 'need text' }).safeParse(1);
    expect(zodFieldErrors(root.error as ZodError)).toEqual({ _: ['need text'] });
  });
});

describe('route()', () => {
  const echo = route({
    params: z.object({ id: z.string().regex(/^\d+$/, 'Id must be digits') }),
    query: z.object({
      q: z.string().max(5, 'q is too long').optional(),
      n: z.coerce.number({ message: 'n must be a number' }).int('n must be whole').optional(),
      tag: z.union([z.string(), z.array(z.string())]).optional(),
    }),
    body: z.object({
      name: z.string({ message: 'Name is required' }).min(2, 'Name must be at least 2 characters'),
      email: z.string({ message: 'Email is required' }).email('Please enter a valid email'),
    }),
    maxBodyBytes: 200,
    async handler(ctx) {
      return ok({ params: ctx.params, query: ctx.query, body: ctx.body, ip: ctx.ip, userAgent: ctx.userAgent, requestId: ctx.requestId });
    },
  });
  const validBody = { name: 'Asha', email: 'asha@example.in' };

  it('hands the handler validated params, query and body plus the caller', async () => {
    const res = await call(echo, {
      method: 'POST',
      path: '/x/7?q=abc&n=3&tag=a&tag=b',
      params: { id: '7' },
      body: validBody,
      headers: { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'vitest-agent', 'x-request-id': 'req-123' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        params: { id: '7' },
        query: { q: 'abc', n: 3, tag: ['a', 'b'] },
        body: validBody,
        ip: '203.0.113.9',
        userAgent: 'vitest-agent',
        requestId: 'req-123',
      },
    });
  });

  it('makes up a request id when the caller sent none, and trims a huge user agent', async () => {
    const res = await call(echo, { method: 'POST', path: '/x/1', params: { id: '1' }, body: validBody, headers: { 'user-agent': 'u'.repeat(2000) } });
    expect(res.body.data.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.data.userAgent).toHaveLength(512);
    expect(res.body.data.ip).toBe('unknown');
  });

  it('refuses bad params with 400, the first message and a field map', async () => {
    const res = await call(echo, { method: 'POST', path: '/x/abc', params: { id: 'abc' }, body: validBody });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Id must be digits', code: 'VALIDATION_ERROR', errors: { id: ['Id must be digits'] } });
  });

  it('refuses a bad query', async () => {
    const res = await call(echo, { method: 'POST', path: '/x/1?q=toolong&n=abc', params: { id: '1' }, body: validBody });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.message).toBe('q is too long');
    expect(res.body.errors).toEqual({ q: ['q is too long'], n: ['n must be a number'] });
  });

  it('refuses a bad body, reporting every field', async () => {
    const res = await call(echo, { method: 'POST', path: '/x/1', params: { id: '1' }, body: { name: 'A', email: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Name must be at least 2 characters',
      errors: { name: ['Name must be at least 2 characters'], email: ['Please enter a valid email'] },
    });
  });

  it('treats an empty body as {} so required fields are named', async () => {
    const res = await call(echo, { method: 'POST', path: '/x/1', params: { id: '1' }, rawBody: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Name is required');
    expect(res.body.errors).toEqual({ name: ['Name is required'], email: ['Email is required'] });
  });

  it.each(['{"name":', 'not json', '{name: "x"}'])('answers 400 for malformed JSON %j', async (raw) => {
    const res = await call(echo, { method: 'POST', path: '/x/1', params: { id: '1' }, rawBody: raw, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Request body must be valid JSON', code: 'BAD_REQUEST' });
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await call(echo, { method: 'POST', path: '/x/1', params: { id: '1' }, body: { ...validBody, pad: 'x'.repeat(300) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('counts the limit in bytes, not characters', async () => {
    // 150 characters of Devanagari are 450 bytes of UTF-8: over the 200-byte limit.
    const name = 'न'.repeat(150);
    const raw = JSON.stringify({ ...validBody, name });
    expect(raw.length).toBeLessThan(200);
    const res = await call(echo, { method: 'POST', path: '/x/1', params: { id: '1' }, rawBody: raw });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a body whose declared length is over the limit without reading it', async () => {
    const req = new Request('http://localhost:3000/x/1', {
      method: 'POST',
      headers: { 'content-length': '5000000', 'content-type': 'application/json' },
      body: JSON.stringify(validBody),
    });
    const res = await echo(req, { params: Promise.resolve({ id: '1' }) });
    expect(res.status).toBe(413);
    expect(req.bodyUsed).toBe(false);
  });

  it('accepts a body exactly at the limit', async () => {
    const base = JSON.stringify({ ...validBody, pad: '' });
    const raw = JSON.stringify({ ...validBody, pad: 'x'.repeat(200 - base.length) });
    expect(Buffer.byteLength(raw)).toBe(200);
    const res = await call(echo, { method: 'POST', path: '/x/1', params: { id: '1' }, rawBody: raw, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
  });

  it('uses a 64 KiB limit by default', async () => {
    const handler = route({ body: z.object({ pad: z.string() }), handler: async () => ok(null) });
    const under = await call(handler, { method: 'POST', body: { pad: 'x'.repeat(60 * 1024) } });
    expect(under.status).toBe(200);
    const over = await call(handler, { method: 'POST', body: { pad: 'x'.repeat(65 * 1024) } });
    expect(over.status).toBe(413);
  });

  it('does not read the body when no body schema is given', async () => {
    const handler = route({ handler: async (ctx) => ok({ body: ctx.body ?? null }) });
    const res = await call(handler, { method: 'POST', rawBody: 'not json at all' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ body: null });
  });

  it('answers an AppError with its status, code, message and field errors', async () => {
    const handler = route({
      handler: async () => {
        throw badRequest('Coupon is not valid', { code: ['Coupon is not valid'] });
      },
    });
    const res = await call(handler);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Coupon is not valid', code: 'BAD_REQUEST', errors: { code: ['Coupon is not valid'] } });
    expect(res.headers.get('retry-after')).toBeNull();
  });

  it('answers 404 for notFound()', async () => {
    const res = await call(route({ handler: async () => Promise.reject(notFound('Product not found')) }));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Product not found', code: 'NOT_FOUND' });
  });

  it('sets Retry-After on 429', async () => {
    const handler = route({
      handler: async () => {
        throw tooManyRequests('Too many messages. Please try again later.', 120);
      },
    });
    const res = await call(handler);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('120');
    expect(res.body).toEqual({ success: false, message: 'Too many messages. Please try again later.', code: 'RATE_LIMITED' });
  });

  it('maps a ZodError thrown inside the handler to 400', async () => {
    const handler = route({
      handler: async () => {
        z.object({ qty: z.number().min(1, 'Quantity must be at least 1') }).parse({ qty: 0 });
        return ok(null);
      },
    });
    const res = await call(handler);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Quantity must be at least 1',
      code: 'VALIDATION_ERROR',
      errors: { qty: ['Quantity must be at least 1'] },
    });
  });

  it('hides an unexpected error behind a generic 500 with a request id, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = route({
      handler: async () => {
        throw new Error('relation "secret_table" does not exist');
      },
    });
    const res = await call(handler, { path: '/api/v1/things?x=1' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: GENERIC_SERVER_ERROR, code: 'INTERNAL', requestId: expect.any(String) });
    expect(GENERIC_SERVER_ERROR).toBe('Server error. Please try again later.');
    const raw = JSON.stringify(res.body);
    expect(raw).not.toContain('secret_table');
    expect(raw).not.toMatch(/stack|at .*\.ts/);
    const requestId = res.body.requestId as string;
    expect(requestId.length).toBeGreaterThan(0);
    expect(res.headers.get('x-request-id')).toBe(requestId);
    expect(res.headers.get('cache-control')).toBe('no-store');

    expect(log).toHaveBeenCalledTimes(1);
    const line = JSON.parse(log.mock.calls[0]?.[0] as string);
    expect(line).toMatchObject({
      level: 'error',
      requestId,
      where: 'GET /api/v1/things',
      message: 'relation "secret_table" does not exist',
    });
    expect(line.stack).toContain('secret_table');
  });

  it('uses the caller-sent request id in the 500 and the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = route({
      handler: async () => {
        throw 'a thrown string';
      },
    });
    const res = await call(handler, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.status).toBe(500);
    expect(res.body.requestId).toBe('abc-123');
    expect(JSON.stringify(res.body)).not.toContain('a thrown string');
    expect(JSON.parse(log.mock.calls[0]?.[0] as string)).toMatchObject({ requestId: 'abc-123', message: 'a thrown string' });
  });
});

// clientIp()'s table is in tests/unit/client-ip.test.ts.

describe('route() refuses NUL characters in JSON bodies', () => {
  it('answers 400 instead of letting PostgreSQL fail with a 500', async () => {
    const { route: makeRoute } = await import('../../lib/http/route');
    const { ok: okResponse } = await import('../../lib/http/respond');
    const { z: zod } = await import('zod');
    const handler = makeRoute({ body: zod.object({ name: zod.string() }), handler: async ({ body }) => okResponse(body) });
    const res = await handler(new Request('http://x/', { method: 'POST', body: '{"name":"a\\u0000b"}', headers: { 'content-type': 'application/json' } }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Text must not contain NUL characters');
  });
});

/** A body that arrives in chunks with no Content-Length, as a chunked upload does. */
function streamedRequest(url: string, totalBytes: number, headers: Record<string, string> = {}, chunk = 64 * 1024) {
  let sent = 0;
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls++;
      if (sent >= totalBytes) return controller.close();
      const n = Math.min(chunk, totalBytes - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(0x20));
    },
  });
  const req = new Request(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  return { req, sent: () => sent, pulls: () => pulls };
}

describe('body limits on the stream', () => {
  it('stops reading a chunked body with no Content-Length once it passes the limit', async () => {
    const { readBodyBytes } = await import('@/lib/http/body');
    const big = streamedRequest('http://x/', 50 * 1024 * 1024);
    expect(big.req.headers.get('content-length')).toBeNull();
    await expect(readBodyBytes(big.req, 100 * 1024)).rejects.toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    // It gave up after the limit (plus at most the chunk that crossed it), not after 50 MB.
    expect(big.sent()).toBeLessThanOrEqual(100 * 1024 + 2 * 64 * 1024);
  });

  it('returns every byte of a body within the limit', async () => {
    const { readBodyBytes } = await import('@/lib/http/body');
    const ok = streamedRequest('http://x/', 150_000, {}, 7_000);
    expect((await readBodyBytes(ok.req, 150_000)).byteLength).toBe(150_000);
  });

  it('boundedRequest() hands formData() a copy read within the limit', async () => {
    const { boundedRequest } = await import('@/lib/http/body');
    const form = new FormData();
    form.set('outcome', 'pay');
    const bounded = await boundedRequest(new Request('http://x/', { method: 'POST', body: form }), 4096);
    expect((await bounded.formData()).get('outcome')).toBe('pay');
    const big = new FormData();
    big.set('file', new Blob([new Uint8Array(10_000)]), 'a.bin');
    await expect(boundedRequest(new Request('http://x/', { method: 'POST', body: big }), 4096, 'Too big')).rejects.toMatchObject({
      status: 413,
      message: 'Too big',
    });
  });

  it('route() answers 413 for a streamed JSON body past the limit', async () => {
    const handler = route({ body: z.object({}).loose(), maxBodyBytes: 1024, handler: async () => ok(null) });
    const { req } = streamedRequest('http://localhost:3000/x', 10 * 1024 * 1024, { 'content-type': 'application/json' });
    const res = await handler(req);
    expect(res.status).toBe(413);
  });
});

describe('route() takes JSON only as JSON', () => {
  const handler = route({ body: z.object({ email: z.string() }), handler: async ({ body }) => ok(body) });
  const send = (contentType: string | undefined, rawBody = '{"email":"a@b.in"}') =>
    handler(
      new Request('http://localhost:3000/x', { method: 'POST', body: rawBody, headers: contentType ? { 'content-type': contentType } : {} }),
    );

  it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', 'json'])(
    'answers 415 for %s',
    async (type) => {
      const res = await send(type);
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ success: false, message: 'Content-Type must be application/json', code: 'UNSUPPORTED_MEDIA_TYPE' });
    },
  );

  it('answers 415 for a JSON body a string body gets by default (text/plain)', async () => {
    // What fetch(url, { method: 'POST', body: JSON.stringify(x) }) sends without a header.
    const res = await handler(new Request('http://localhost:3000/x', { method: 'POST', body: '{"email":"a@b.in"}' }));
    expect(res.status).toBe(415);
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/merge-patch+json', 'application/vnd.api+json'])(
    'accepts %s',
    async (type) => {
      expect((await send(type)).status).toBe(200);
    },
  );

  it('lets an empty body through whatever its type, so the schema names the missing fields', async () => {
    const res = await send('text/plain', '');
    expect(res.status).toBe(400);
    expect(res.body).toBeTruthy();
    expect((await res.json()).code).toBe('VALIDATION_ERROR');
  });
});

describe('route() and deeply nested JSON', () => {
  const handler = route({ body: z.unknown(), maxBodyBytes: 64 * 1024, handler: async () => ok(null) });
  const post = (raw: string) =>
    handler(new Request('http://localhost:3000/x', { method: 'POST', body: raw, headers: { 'content-type': 'application/json' } }));

  it('answers 400 for 5,000 levels of arrays or objects instead of overflowing the stack', async () => {
    for (const raw of ['['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)]) {
      const res = await post(raw);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('Request body is nested too deeply');
    }
  });

  it('accepts 64 levels and refuses 65', async () => {
    expect((await post('['.repeat(64) + ']'.repeat(64))).status).toBe(200);
    expect((await post('['.repeat(65) + ']'.repeat(65))).status).toBe(400);
  });

  it('still finds a NUL deep inside, in keys and in values', async () => {
    const deepKey = '{"a":'.repeat(30) + '{"k\\u0000":1}' + '}'.repeat(30);
    const deepValue = '['.repeat(30) + '"x\\u0000"' + ']'.repeat(30);
    for (const raw of [deepKey, deepValue]) {
      const res = await post(raw);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('Text must not contain NUL characters');
    }
  });
});

describe('malformed addresses', () => {
  it.each([
    ['/products/%ff', true],
    ['/products/%C0%AE', true],
    ['/api/v1/products/%e0%a4', true],
    ['/products/%00', true],
    ['/products/a%00b', true],
    ['/products/%', true],
    ['/products/rose-oud', false],
    ['/products/%E0%A4%A8', false],
    ['/products/100%25', false],
    ['/products/%2500', false],
  ])('%s is malformed: %s', async (path, expected) => {
    const { isMalformedPath } = await import('@/lib/http/path');
    expect(isMalformedPath(path)).toBe(expected);
  });

  it('route() answers 400, not 500, for a segment that does not decode', async () => {
    const handler = route({ params: z.object({ id: z.string() }), handler: async ({ params }) => ok(params) });
    // Next.js hands the segment over undecoded when it cannot decode it.
    for (const [path, id] of [['/api/v1/x/%ff', '%ff'], ['/api/v1/x/%C0%AE', '%C0%AE'], ['/api/v1/x/%00', '\u0000']]) {
      const res = await call(handler, { path, params: { id: id! } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST', message: 'Malformed URL' });
    }
  });

  it('route() answers 400 when Next.js fails to resolve the params', async () => {
    const handler = route({ handler: async () => ok(null) });
    const res = await handler(new Request('http://localhost:3000/x'), { params: Promise.reject(new URIError('URI malformed')) });
    expect(res.status).toBe(400);
  });
});

describe('route() refuses writes from other sites (CSRF, login CSRF)', () => {
  const handler = route({ body: z.object({}).loose(), handler: async () => ok('done') });
  const post = (headers: Record<string, string>, method = 'POST') =>
    call(handler, { method, path: '/api/v1/x', body: {}, headers: { host: 'localhost:3000', ...headers } });

  it.each([
    ['a foreign Origin, no cookies', { origin: 'https://evil.test' }],
    ['Origin null', { origin: 'null' }],
    ['a foreign Origin with an empty bearer', { origin: 'https://evil.test', authorization: 'Bearer ' }],
    ['no Origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { origin: 'https://shop.localhost:3000' }],
  ])('403 for %s', async (_label, headers) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await post(headers, method);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: 'Cross-origin request refused' });
    }
  });

  it.each([
    ['no Origin and no Fetch Metadata (curl, servers, API clients)', {}],
    ['our own Origin', { origin: 'http://localhost:3000' }],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    // A page on another site cannot attach a bearer token (that needs a CORS preflight we never grant).
    ['a bearer token, whatever the Origin', { origin: 'https://evil.test', authorization: 'Bearer x.y.z' }],
    ['the configured public origin behind a proxy that rewrites Host', { host: '127.0.0.1:4201', origin: 'http://localhost:3000' }],
  ])('lets through %s', async (_label, headers) => {
    expect((await post(headers)).status).toBe(200);
  });

  it('does not check safe methods', async () => {
    const get = route({ handler: async () => ok('read') });
    expect((await call(get, { path: '/x', headers: { origin: 'https://evil.test' } })).status).toBe(200);
  });
});
