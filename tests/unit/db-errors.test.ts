import { describe, expect, it, vi } from 'vitest';
import { databaseConnectionErrorCode, databaseUnavailable } from '@/lib/db/errors';
import { AppError } from '@/lib/errors';
import { errorResponse } from '@/lib/http/route';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
// Drizzle wraps the driver's error: "Failed query: …" with the original as its cause.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('which database errors mean "unreachable"', () => {
  it.each([
    ['57P01 admin shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash shutdown', pgError('57P02')],
    ['57P03 cannot connect now', pgError('57P03', 'the database system is starting up')],
    ['08006 connection failure', pgError('08006')],
    ['08001 cannot establish', pgError('08001')],
    ['53300 too many connections', pgError('53300')],
    ['ECONNREFUSED', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ECONNRESET', pgError('ECONNRESET')],
    ['ETIMEDOUT', pgError('ETIMEDOUT')],
    ['node-postgres: Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['node-postgres: not queryable', new Error('Client has encountered a connection error and is not queryable')],
    ['node-postgres: pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['57P01 wrapped by Drizzle', wrapped(pgError('57P01'))],
  ])('%s → 503 with Retry-After', (_name, error) => {
    expect(databaseConnectionErrorCode(error)).not.toBeNull();
    expect(databaseUnavailable(error)).toMatchObject({ code: 'UNAVAILABLE', status: 503, options: { retryAfterSeconds: 5 } });
  });

  it.each([
    ['unique violation', pgError('23505')],
    ['syntax error', pgError('42601')],
    ['serialization failure', pgError('40001')],
    ['a plain bug', new TypeError('x is undefined')],
    ['an AppError', new AppError('NOT_FOUND')],
    ['not an error', 'boom'],
  ])('%s is not', (_name, error) => {
    expect(databaseConnectionErrorCode(error)).toBeNull();
    expect(databaseUnavailable(error)).toBeNull();
  });

  it('route()’s error answer: 503 UNAVAILABLE, Retry-After, JSON with the request id; logged as a warning, not as a 500', async () => {
    const lines = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = errorResponse(wrapped(pgError('57P01', 'terminating connection due to administrator command')), 'req-1', 'GET /api/v1/cart');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('x-request-id')).toBe('req-1');
    expect(await res.json()).toEqual({ success: false, code: 'UNAVAILABLE', message: 'The store is briefly unavailable. Please try again in a few seconds.', requestId: 'req-1' });
    expect(JSON.parse(String(lines.mock.calls[0]![0]))).toMatchObject({ level: 'warn', requestId: 'req-1', cause: '57P01' });
    lines.mockRestore();
  });
});
