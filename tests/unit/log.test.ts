import { afterEach, describe, expect, it, vi } from 'vitest';
import { inRequestScope, log } from '@/lib/log';

afterEach(() => {
  vi.restoreAllMocks();
});

const lastLine = (spy: ReturnType<typeof vi.spyOn>) => JSON.parse(spy.mock.calls.at(-1)?.[0] as string);

describe('log', () => {
  it('writes one JSON line with the level, where, message and fields; errors and warnings on stderr', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    log.error('payment-verify', new Error('gateway timed out'), { order: 'MA-2026-000123' });
    expect(lastLine(err)).toEqual({ level: 'error', where: 'payment-verify', message: 'gateway timed out', order: 'MA-2026-000123' });
    log.warn('cache sync', 'slow');
    expect(lastLine(err)).toEqual({ level: 'warn', where: 'cache sync', message: 'slow' });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    log.info('jobs', 'swept');
    expect(lastLine(info)).toEqual({ level: 'info', where: 'jobs', message: 'swept' });
  });

  it('carries the request id inside a request, asked for only when a line is written', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = vi.fn(() => 'req-42');
    inRequestScope(id, () => undefined);
    expect(id).not.toHaveBeenCalled();
    inRequestScope(id, () => log.error('x', 'boom'));
    expect(lastLine(err)).toEqual({ level: 'error', requestId: 'req-42', where: 'x', message: 'boom' });
    log.error('x', 'outside');
    expect(lastLine(err)).not.toHaveProperty('requestId');
  });

  it('keeps tokens out: secret-sounding keys, URL query strings, token-like path segments', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = 'LOYOSuSGvUJH2N5__zsJ9tqHap-SjVFXcScGdbd8G-E';
    log.error(`GET /api/v1/auth/verify-email/${token}`, `fetch https://api.example.test/pay?token=${token}&x=1 failed`, {
      authorization: 'Bearer abc',
      nested: { resetToken: 'abc', url: `http://localhost:3000/reset-password/${token}` },
      orderId: '6b090d425a07feedf3716de5',
    });
    const line = lastLine(err);
    expect(JSON.stringify(line)).not.toContain(token);
    expect(line).toEqual({
      level: 'error',
      where: 'GET /api/v1/auth/verify-email/[redacted]',
      message: 'fetch https://api.example.test/pay?[redacted] failed',
      authorization: '[redacted]',
      nested: { resetToken: '[redacted]', url: 'http://localhost:3000/reset-password/[redacted]' },
      orderId: '6b090d425a07feedf3716de5',
    });
  });
});
