import { afterEach, describe, expect, it } from 'vitest';
import { clientIp, clientIpFrom, normalizeIp, type ClientIpSettings } from '@/lib/http/client-ip';
import { PEER_ADDRESS_HEADER } from '@/lib/http/server-hooks';
import { envSwitcher } from '../helpers/env';

const selfHosted = (trustedProxyHops: number, peerRecorded = false): ClientIpSettings => ({ vercel: false, trustedProxyHops, peerRecorded });
const vercel: ClientIpSettings = { vercel: true, trustedProxyHops: 0, peerRecorded: false };

describe('clientIpFrom()', () => {
  it.each<[string, Record<string, string>, ClientIpSettings, string]>([
    // No proxy of ours, the socket recorded by lib/http/server-hooks.ts: forwarding headers are the client's words.
    ['0 hops: the recorded peer, whatever X-Forwarded-For says', { [PEER_ADDRESS_HEADER]: '198.51.100.20', 'x-forwarded-for': '1.2.3.4' }, selfHosted(0, true), '198.51.100.20'],
    ['0 hops: x-real-ip is ignored too', { [PEER_ADDRESS_HEADER]: '198.51.100.20', 'x-real-ip': '1.2.3.4' }, selfHosted(0, true), '198.51.100.20'],
    ['0 hops: IPv4-mapped socket address', { [PEER_ADDRESS_HEADER]: '::ffff:127.0.0.1' }, selfHosted(0, true), '127.0.0.1'],
    ['0 hops: IPv6 socket address', { [PEER_ADDRESS_HEADER]: '::1' }, selfHosted(0, true), '::1'],
    ['0 hops, peer not recorded: the entry next start writes (the last)', { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }, selfHosted(0), '203.0.113.9'],
    // One proxy (haproxy `option forwardfor`) appends the address it saw.
    ['1 hop: the entry our proxy appended', { 'x-forwarded-for': '203.0.113.9' }, selfHosted(1), '203.0.113.9'],
    ['1 hop: spoofed leading entries ignored', { 'x-forwarded-for': '6.6.6.6, 7.7.7.7, 203.0.113.9' }, selfHosted(1), '203.0.113.9'],
    ['1 hop: the recorded peer is the proxy, not the client', { 'x-forwarded-for': '203.0.113.9', [PEER_ADDRESS_HEADER]: '10.0.0.5' }, selfHosted(1, true), '203.0.113.9'],
    ['1 hop: spaces and an IPv6 client', { 'x-forwarded-for': ' 6.6.6.6 ,  2001:DB8::1 ' }, selfHosted(1), '2001:db8::1'],
    ['1 hop: ::ffff: prefix removed', { 'x-forwarded-for': '6.6.6.6, ::ffff:192.0.2.7' }, selfHosted(1), '192.0.2.7'],
    ['1 hop: port on IPv4', { 'x-forwarded-for': '192.0.2.7:51234' }, selfHosted(1), '192.0.2.7'],
    ['1 hop: bracketed IPv6 with port', { 'x-forwarded-for': '[2001:db8::7]:443' }, selfHosted(1), '2001:db8::7'],
    ['1 hop: garbage our proxy would never write', { 'x-forwarded-for': '6.6.6.6, not-an-ip' }, selfHosted(1), 'unknown'],
    ['1 hop: empty last entry', { 'x-forwarded-for': '6.6.6.6, ' }, selfHosted(1), 'unknown'],
    ['1 hop: x-real-ip is not ours to trust', { 'x-real-ip': '192.0.2.55' }, selfHosted(1), 'unknown'],
    // Two proxies (a CDN, then haproxy): the client is second from the right.
    ['2 hops: second from the right', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' }, selfHosted(2), '203.0.113.9'],
    ['2 hops: the last entry is the first proxy', { 'x-forwarded-for': '203.0.113.9, 10.0.0.2' }, selfHosted(2), '203.0.113.9'],
    ['2 hops: fewer entries than hops (a proxy skipped)', { 'x-forwarded-for': '203.0.113.9' }, selfHosted(2), '203.0.113.9'],
    ['two X-Forwarded-For lines are one list', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }, selfHosted(1), '203.0.113.9'],
    // Vercel's edge sets its own headers from the connection.
    ['Vercel: x-vercel-forwarded-for first', { 'x-vercel-forwarded-for': '203.0.113.9', 'x-real-ip': '10.0.0.1', 'x-forwarded-for': '6.6.6.6' }, vercel, '203.0.113.9'],
    ['Vercel: then x-real-ip', { 'x-real-ip': '2001:db8::9', 'x-forwarded-for': '6.6.6.6' }, vercel, '2001:db8::9'],
    ['Vercel: never X-Forwarded-For alone', { 'x-forwarded-for': '6.6.6.6' }, vercel, 'unknown'],
    ['Vercel: garbage', { 'x-vercel-forwarded-for': '<script>', 'x-real-ip': '' }, vercel, 'unknown'],
    ['nothing at all', {}, selfHosted(0), 'unknown'],
  ])('%s', (_label, headers, settings, expected) => {
    expect(clientIpFrom(new Headers(headers), settings)).toBe(expected);
  });
});

describe('normalizeIp()', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::FFFF:10.1.2.3', '10.1.2.3'],
    ['fe80::1%eth0', 'fe80::1'],
    ['999.1.1.1', 'unknown'],
    ['1.2.3.4.5', 'unknown'],
    ["1.2.3.4' OR 1=1", 'unknown'],
    ['x'.repeat(5000), 'unknown'],
    [undefined, 'unknown'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeIp(input)).toBe(expected);
  });
});

describe('clientIp() reads the deployment settings', () => {
  const setEnv = envSwitcher(['TRUSTED_PROXY_HOPS', 'VERCEL', 'VERCEL_ENV']);
  afterEach(() => setEnv({}));
  const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2', 'x-vercel-forwarded-for': '192.0.2.1' });

  it('TRUSTED_PROXY_HOPS picks the entry', () => {
    setEnv({ TRUSTED_PROXY_HOPS: '2', VERCEL: undefined, VERCEL_ENV: undefined });
    expect(clientIp(headers)).toBe('203.0.113.9');
    setEnv({ TRUSTED_PROXY_HOPS: '1', VERCEL: undefined, VERCEL_ENV: undefined });
    expect(clientIp(headers)).toBe('10.0.0.2');
  });

  it('on Vercel the platform header wins', () => {
    setEnv({ TRUSTED_PROXY_HOPS: '2', VERCEL: '1' });
    expect(clientIp(headers)).toBe('192.0.2.1');
  });

  it('refuses a TRUSTED_PROXY_HOPS that is not a small whole number', async () => {
    const { parseEnv } = await import('@/lib/env');
    expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '1' }).TRUSTED_PROXY_HOPS).toBe(1);
    for (const bad of ['-1', '1.5', 'two', '99']) expect(() => parseEnv({ TRUSTED_PROXY_HOPS: bad })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe('installServerHooks()', () => {
  it('records the socket address under its own header, replacing one the client sent, and refuses TRACE', async () => {
    const http = await import('node:http');
    const { installServerHooks, peerAddressRecorded } = await import('@/lib/http/server-hooks');
    installServerHooks();
    expect(peerAddressRecorded()).toBe(true);
    const server = http.createServer((req, res) => res.end(JSON.stringify(req.headers)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_ADDRESS_HEADER]: '6.6.6.6', 'x-forwarded-for': '6.6.6.6' } });
      const seen = (await res.json()) as Record<string, string>;
      expect(seen[PEER_ADDRESS_HEADER]).toBe('127.0.0.1');
      expect(clientIpFrom(new Headers(seen), selfHosted(0, true))).toBe('127.0.0.1');
      // fetch() cannot send TRACE (undici refuses it, which is why Next.js answers it with a 500).
      const statusFor = (method: string) =>
        new Promise<number | undefined>((resolve, reject) => {
          http.request({ host: '127.0.0.1', port, method, path: '/products' }, (r) => {
            r.resume();
            resolve(r.statusCode);
          }).on('error', reject).end();
        });
      expect(await statusFor('TRACE')).toBe(405);
      // Node's parser refuses TRACK itself (400) before any handler runs.
      expect(await statusFor('TRACK')).toBe(400);
    } finally {
      server.close();
    }
  });
});
