import { beforeAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as register } from '@/app/api/v1/auth/register/route';
import { POST as cartAdd } from '@/app/api/v1/cart/add/route';
import { POST as contact } from '@/app/api/v1/contact/route';
import { DELETE as cartClear } from '@/app/api/v1/cart/clear/route';
import * as expireOrders from '@/app/api/v1/cron/expire-orders/route';
import * as followUps from '@/app/api/v1/cron/follow-ups/route';
import { POST as emailWebhook } from '@/app/api/v1/email/webhook/route';
import { POST as paymentWebhook } from '@/app/api/v1/payment/webhook/route';
import * as productCollection from '@/app/api/v1/products/route';
import * as productSingle from '@/app/api/v1/products/[id]/route';
import { GET as getReview } from '@/app/api/v1/reviews/[id]/route';
import { POST as profileImage } from '@/app/api/v1/users/[id]/profile-image/route';
import { POST as gatewayApi } from '@/app/local-gateway/pg/[...path]/route';
import { POST as gatewayComplete } from '@/app/local-gateway/pg/checkout/[sessionId]/complete/route';
import { POST as authJs } from '@/app/api/auth/[...nextauth]/route';
import { LOCAL_GATEWAY_CLIENT_ID, localGatewaySecret } from '@/lib/payments/gateway-link';
import { NextRequest } from 'next/server';
import { useTestDatabase } from '../helpers/db';
import { envSwitcher } from '../helpers/env';
import { call } from '../helpers/http';
import { freshIp, SEED_ADMIN, SEED_CUSTOMER, signIn } from '../helpers/auth';
import { createAdminAndCustomer, createProduct, type Shopper } from '../helpers/shoppers';

const db = useTestDatabase();
const ORIGIN = 'http://localhost:3000';

let admin: Shopper;
let customer: Shopper;
beforeAll(async () => {
  ({ admin, customer } = await createAdminAndCustomer(db()));
});

type Handler = (req: any, ctx: { params: Promise<any> }) => Promise<Response>;

/**
 * A request whose body arrives in 64 KiB chunks with no Content-Length (a chunked upload), and
 * how much of it the handler pulled before answering.
 */
function streamed(path: string, totalBytes: number, headers: Record<string, string>, method = 'POST') {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const n = Math.min(64 * 1024, totalBytes - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(0x61));
    },
  });
  const req = new Request(new URL(path, ORIGIN), { method, headers, body, duplex: 'half' } as RequestInit);
  return { req, pulled: () => sent };
}

async function sendStreamed(handler: Handler, path: string, headers: Record<string, string>, params: Record<string, string> = {}, method = 'POST') {
  const total = 200 * 1024 * 1024;
  const s = streamed(path, total, headers, method);
  const res = await handler(path.startsWith('/api/auth') ? new NextRequest(s.req) : s.req, { params: Promise.resolve(params) });
  return { status: res.status, text: await res.text(), pulled: s.pulled(), total };
}

describe('login CSRF: writes from another site are refused, with or without cookies', () => {
  const credentials = JSON.stringify({ email: SEED_CUSTOMER.email, password: SEED_CUSTOMER.password, rememberMe: true });

  it('refuses a cross-site text/plain form post to the login (403, no session cookie)', async () => {
    // What <form enctype="text/plain"> on another site sends: a JSON-looking body, no cookies of ours.
    const res = await call(login, {
      method: 'POST',
      path: '/api/v1/auth/login',
      rawBody: credentials,
      headers: { 'content-type': 'text/plain', origin: 'https://evil.test', 'sec-fetch-site': 'cross-site', 'x-forwarded-for': freshIp() },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: 'FORBIDDEN', message: 'Cross-origin request refused' });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses it by Fetch Metadata when the browser sent no Origin', async () => {
    const res = await call(login, {
      method: 'POST',
      path: '/api/v1/auth/login',
      rawBody: credentials,
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site', 'x-forwarded-for': freshIp() },
    });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses cross-site writes that carry no cookie at all: register, a guest cart', async () => {
    const evil = { origin: 'https://evil.test', 'x-forwarded-for': freshIp() };
    const reg = await call(register, {
      method: 'POST',
      path: '/api/v1/auth/register',
      body: { name: 'Mallory', email: `m${Date.now()}@evil.test`, password: 'Sandalwood#2026', confirmPassword: 'Sandalwood#2026', acceptTerms: true },
      headers: evil,
    });
    expect(reg.status).toBe(403);
    const product = await createProduct(db(), { stock: 5 });
    const add = await call(cartAdd, { method: 'POST', path: '/api/v1/cart/add', body: { productId: product.id }, headers: { origin: 'null' } });
    expect(add.status).toBe(403);
    expect(add.headers.getSetCookie()).toEqual([]);
  });

  it('a same-origin text/plain body is refused with 415, and nothing is signed in', async () => {
    const res = await call(login, {
      method: 'POST',
      path: '/api/v1/auth/login',
      rawBody: credentials,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN, 'x-forwarded-for': freshIp() },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, message: 'Content-Type must be application/json', code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('our own pages, API clients with a bearer token and servers (no Origin) still work', async () => {
    const fromPage = await call(login, {
      method: 'POST',
      path: '/api/v1/auth/login',
      rawBody: credentials,
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': freshIp() },
    });
    expect(fromPage.status).toBe(200);
    const fromCurl = await call(login, {
      method: 'POST',
      path: '/api/v1/auth/login',
      body: { email: SEED_CUSTOMER.email, password: SEED_CUSTOMER.password },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(fromCurl.status).toBe(200);
    const product = await createProduct(db(), { stock: 5 });
    const bearer = await call(cartAdd, { method: 'POST', path: '/api/v1/cart/add', body: { productId: product.id }, headers: customer.headers });
    expect(bearer.status).toBe(200);
    expect((await call(cartClear, { method: 'DELETE', path: '/api/v1/cart/clear', headers: customer.headers })).status).toBe(200);
  });
});

describe('bodies are counted as they stream in (no Content-Length), and refused past the limit', () => {
  const setEnv = envSwitcher(['RESEND_WEBHOOK_SECRET']);

  it.each<[string, () => Promise<{ status: number; pulled: number; total: number }>]>([
    ['a JSON route (login)', () => sendStreamed(login, '/api/v1/auth/login', { 'content-type': 'application/json' })],
    [
      'the payment webhook',
      () => sendStreamed(paymentWebhook, '/api/v1/payment/webhook', { 'content-type': 'application/json', 'x-webhook-signature': 'x', 'x-webhook-timestamp': '1' }),
    ],
    [
      'the email webhook',
      async () => {
        setEnv({ RESEND_WEBHOOK_SECRET: 'whsec_' + Buffer.from('boundary-test-secret').toString('base64') });
        try {
          return await sendStreamed(emailWebhook, '/api/v1/email/webhook', { 'content-type': 'application/json' });
        } finally {
          setEnv({});
        }
      },
    ],
    [
      "the local gateway's API",
      () =>
        sendStreamed(gatewayApi, '/local-gateway/pg/orders', {
          'content-type': 'application/json',
          'x-client-id': LOCAL_GATEWAY_CLIENT_ID,
          'x-client-secret': localGatewaySecret(),
          'x-api-version': '2025-01-01',
        }),
    ],
    [
      "the local gateway's hosted form",
      () => sendStreamed(gatewayComplete, '/local-gateway/pg/checkout/session_x/complete', { 'content-type': 'application/x-www-form-urlencoded' }, { sessionId: 'session_x' }),
    ],
    [
      'a product create (multipart)',
      () => sendStreamed(productCollection.POST, '/api/v1/products', { ...admin.headers, 'content-type': 'multipart/form-data; boundary=x' }),
    ],
    [
      'a product update (multipart)',
      () =>
        sendStreamed(
          productSingle.PUT,
          '/api/v1/products/0123456789abcdef01234567',
          { ...admin.headers, 'content-type': 'multipart/form-data; boundary=x' },
          { id: '0123456789abcdef01234567' },
          'PUT',
        ),
    ],
    [
      'a product update (JSON)',
      () =>
        sendStreamed(productSingle.PUT, '/api/v1/products/0123456789abcdef01234567', { ...admin.headers, 'content-type': 'application/json' }, { id: '0123456789abcdef01234567' }, 'PUT'),
    ],
    [
      'a profile photo (multipart)',
      () =>
        sendStreamed(profileImage, `/api/v1/users/${customer.id}/profile-image`, { ...customer.headers, 'content-type': 'multipart/form-data; boundary=x' }, { id: customer.id }),
    ],
    ["Auth.js's sign-in", () => sendStreamed(authJs, '/api/auth/signin/google', { 'content-type': 'application/x-www-form-urlencoded' })],
  ])('%s answers 413 after reading at most its limit', async (_label, send) => {
    const res = await send();
    expect(res.status).toBe(413);
    // A 200 MB body: the handler stopped within tens of megabytes at most (the product limit is ~20 MB).
    expect(res.pulled).toBeLessThan(25 * 1024 * 1024);
    expect(res.pulled).toBeLessThan(res.total);
  });
});

describe('4xx, not 500, for what the client got wrong', () => {
  it.each<[string, Handler, string, Record<string, string>]>([
    ['a product id that does not decode', productSingle.GET, '/api/v1/products/%ff', { id: '%ff' }],
    ['an overlong UTF-8 dot', productSingle.GET, '/api/v1/products/%C0%AE', { id: '%C0%AE' }],
    ['a NUL', productSingle.GET, '/api/v1/products/%00', { id: '\u0000' }],
    ['a review id that does not decode', getReview, '/api/v1/reviews/%ff', { id: '%ff' }],
  ])('%s: 400', async (_label, handler, path, params) => {
    const res = await call(handler, { path, params });
    expect(res.status).toBe(400);
  });

  it('5,000 levels of nesting in a JSON body: 400', async () => {
    const res = await call(contact, {
      method: 'POST',
      path: '/api/v1/contact',
      rawBody: '{"name":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Request body is nested too deeply');
  });

  it('5,000 levels of nesting in a product update (JSON): 400', async () => {
    const res = await call(productSingle.PUT, {
      method: 'PUT',
      path: '/api/v1/products/0123456789abcdef01234567',
      params: { id: '0123456789abcdef01234567' },
      rawBody: '{"tags":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('scheduled jobs', () => {
  const setEnv = envSwitcher(['CRON_SECRET']);

  it.each([
    ['expire-orders', expireOrders],
    ['follow-ups', followUps],
  ] as const)('%s: GET only with the secret; an admin runs it by hand with POST', async (name, job) => {
    setEnv({ CRON_SECRET: 'boundary-cron-secret' });
    try {
      const path = `/api/v1/cron/${name}`;
      // A link or an image on another site makes an admin's browser send a GET with its cookie.
      expect((await call(job.GET, { path, headers: admin.headers })).status).toBe(401);
      expect((await call(job.GET, { path, headers: { authorization: 'Bearer boundary-cron-secret' } })).status).toBe(200);
      expect((await call(job.POST, { method: 'POST', path, headers: admin.headers })).status).toBe(200);
      expect((await call(job.POST, { method: 'POST', path, headers: customer.headers })).status).toBe(401);
      expect((await call(job.POST, { method: 'POST', path })).status).toBe(401);
      expect((await call(job.POST, { method: 'POST', path, headers: { authorization: 'Bearer boundary-cron-secret' } })).status).toBe(200);
      // An admin's browser, by hand: from our pages it runs; from another site it is refused.
      const { cookie } = await signIn(SEED_ADMIN);
      expect((await call(job.GET, { path, headers: { cookie } })).status).toBe(401);
      expect((await call(job.POST, { method: 'POST', path, headers: { cookie, origin: ORIGIN } })).status).toBe(200);
      expect((await call(job.POST, { method: 'POST', path, headers: { cookie, origin: 'https://evil.test' } })).status).toBe(403);
    } finally {
      setEnv({});
    }
  });
});
