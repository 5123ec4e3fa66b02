import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as readinessRoute } from '@/app/api/v1/admin/readiness/route';
import { GET as gatewayApi } from '@/app/local-gateway/pg/[...path]/route';
import { POST as gatewayComplete } from '@/app/local-gateway/pg/checkout/[sessionId]/complete/route';
import { POST as paymentSessionRoute } from '@/app/api/v1/payment/session/route';
import { verifyPassword } from '@/lib/auth/password';
import { openPglite, openPostgres, type Db, type DbHandle } from '@/lib/db/client';
import { prepareDatabase, schemaStatus } from '@/lib/db/migrate';
import { cartItems, carts, coupons, orders, products, reviews, users } from '@/lib/db/schema';
import { SeedRefusedError } from '@/lib/db/seed/plan';
import { SEED_MESSAGES } from '@/lib/db/seed/messages';
import { cashfreeClient } from '@/lib/payments/cashfree-client';
import { LOCAL_GATEWAY_BASE_PATH, LOCAL_GATEWAY_CLIENT_ID, localGatewaySecret } from '@/lib/payments/gateway-link';
import { handleLocalGatewayRequest } from '@/lib/payments/local-gateway/handler';
import { forgetCashfreeProbe, probeCashfreeKeys } from '@/lib/payments/probe';
import { useTestDatabase } from '../helpers/db';
import { envSwitcher } from '../helpers/env';
import { call } from '../helpers/http';
import { checkoutOnline, insertOrder } from '../helpers/orders';
import { createCoupon, createProduct, createShopper, fillCart, stockOf } from '../helpers/shoppers';

const db = useTestDatabase();
const setEnv = envSwitcher([
  'NODE_ENV',
  'VERCEL_ENV',
  'DATABASE_URL',
  'STAGING',
  'LOCAL_GATEWAY',
  'CASHFREE_CLIENT_ID',
  'CASHFREE_CLIENT_SECRET',
  'SEED_ADMIN_EMAIL',
  'SEED_ADMIN_PASSWORD',
]);
afterEach(() => setEnv({}));

/** `next start` on PostgreSQL with no STAGING: a production deployment (the test's own database stays in use). */
const PRODUCTION = { NODE_ENV: 'production', DATABASE_URL: process.env.DATABASE_URL?.trim() || 'postgres://store@127.0.0.1:5432/unused', STAGING: undefined };

async function count(d: Db, table: typeof products | typeof reviews | typeof coupons | typeof users): Promise<number> {
  const [row] = await d.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

/** An empty database (nothing migrated): PGlite, or a new PostgreSQL database when DATABASE_URL is set. */
async function emptyDatabase(): Promise<{ handle: DbHandle; url?: string }> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) return { handle: await openPglite() };
  const { Client } = await import('pg');
  const { adminUrl, withDatabase } = await import('../helpers/pg');
  const name = `store_test_launch_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const handle = await openPostgres(withDatabase(url, name), 2);
  return {
    url: withDatabase(url, name),
    handle: {
      ...handle,
      async close() {
        await handle.close();
        const c = new Client({ connectionString: adminUrl(url) });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    },
  };
}

describe('the first deploy: SEED on a production deployment', () => {
  it('SEED=true creates only the owner’s admin account, and a re-run never resets its password', async () => {
    const { handle } = await emptyDatabase();
    try {
      setEnv({ SEED_ADMIN_EMAIL: 'Owner@Shop.example', SEED_ADMIN_PASSWORD: 'An-owner’s-own-passphrase' });
      const lines: string[] = [];
      expect(await prepareDatabase(handle, { seed: true, production: true, log: (l) => lines.push(l) })).toEqual({ seeded: true });
      expect(await count(handle.db, products)).toBe(0);
      expect(await count(handle.db, reviews)).toBe(0);
      expect(await count(handle.db, coupons)).toBe(0);
      const people = await handle.db.select().from(users);
      expect(people).toHaveLength(1);
      expect(people[0]).toMatchObject({ email: 'owner@shop.example', role: 'admin', status: 'active' });
      expect(people[0]!.emailVerifiedAt).not.toBeNull();
      expect(await verifyPassword(people[0]!.passwordHash, 'An-owner’s-own-passphrase')).toBe(true);
      expect(lines.join('\n')).not.toContain('passphrase');

      // SEED=true left in the settings with another password: the admin is left as it is.
      setEnv({ SEED_ADMIN_EMAIL: 'Owner@Shop.example', SEED_ADMIN_PASSWORD: 'A-different-passphrase' });
      expect(await prepareDatabase(handle, { seed: true, production: true })).toEqual({ seeded: false });
      const [again] = await handle.db.select().from(users);
      expect(again!.passwordHash).toBe(people[0]!.passwordHash);
      expect(await count(handle.db, users)).toBe(1);
      expect((await schemaStatus(handle.db)).current).toBe(true);
    } finally {
      await handle.close();
    }
  }, 90_000);

  it('refuses the demo shop and the demo admin, writing nothing at all', async () => {
    const { handle } = await emptyDatabase();
    try {
      await expect(prepareDatabase(handle, { seed: 'demo', production: true })).rejects.toThrow(SEED_MESSAGES.demoInProduction);
      expect((await schemaStatus(handle.db)).current).toBe(false);

      setEnv({ SEED_ADMIN_EMAIL: undefined, SEED_ADMIN_PASSWORD: 'An-owner’s-own-passphrase' });
      await expect(prepareDatabase(handle, { seed: true, production: true })).rejects.toThrow(SeedRefusedError);
      setEnv({ SEED_ADMIN_EMAIL: 'owner@shop.example', SEED_ADMIN_PASSWORD: undefined });
      await expect(prepareDatabase(handle, { seed: true, production: true })).rejects.toThrow(SEED_MESSAGES.defaultAdminPassword);
      // The refusal rolled the migrations back too: the next, corrected run starts clean.
      expect((await schemaStatus(handle.db)).current).toBe(false);
      // SEED=false migrates and seeds nothing.
      expect(await prepareDatabase(handle, { seed: false, production: true })).toEqual({ seeded: false });
      expect(await count(handle.db, users)).toBe(0);
      expect(await count(handle.db, products)).toBe(0);
    } finally {
      await handle.close();
    }
  }, 90_000);

  it('refuses to promote a customer who holds the owner’s address', async () => {
    const { handle } = await emptyDatabase();
    try {
      await prepareDatabase(handle, { seed: false, production: true });
      await handle.db.insert(users).values({ name: 'Someone', email: 'owner@shop.example', role: 'user' });
      setEnv({ SEED_ADMIN_EMAIL: 'owner@shop.example', SEED_ADMIN_PASSWORD: 'An-owner’s-own-passphrase' });
      await expect(prepareDatabase(handle, { seed: true, production: true })).rejects.toThrow(/already belongs to a customer/);
      const [row] = await handle.db.select().from(users).where(eq(users.email, 'owner@shop.example'));
      expect(row!.role).toBe('user');
    } finally {
      await handle.close();
    }
  }, 90_000);

  it('off production (npm start, previews) SEED=true is still the demo shop', async () => {
    const { handle } = await emptyDatabase();
    try {
      expect(await prepareDatabase(handle, { seed: true, production: false })).toEqual({ seeded: true });
      expect(await count(handle.db, products)).toBeGreaterThanOrEqual(30);
      expect(await count(handle.db, coupons)).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  }, 90_000);

  it.runIf(!!process.env.DATABASE_URL)('npm run db:migrate with SEED=demo on a production deployment exits non-zero, saying what to do', async () => {
    const { handle, url } = await emptyDatabase();
    try {
      const run = promisify(execFile)('npx', ['tsx', '--conditions=react-server', 'scripts/db-migrate.ts'], {
        env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, DATABASE_URL_UNPOOLED: url, SEED: 'demo', STAGING: '' },
      });
      const failure = await run.then(
        () => null,
        (e: { code: number; stderr: string }) => e,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain('SEED=demo is refused on a production deployment');
      expect((await schemaStatus(handle.db)).current).toBe(false);
    } finally {
      await handle.close();
    }
  }, 90_000);
});

describe('payments nobody can fake', () => {
  it('Place Order without Cashfree keys in production: 503 PAYMENTS_NOT_CONFIGURED, and the database as it was', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 4 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 2 }]);
    const bagBefore = await db().select().from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cartId)).where(eq(carts.userId, shopper.id));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    setEnv({ ...PRODUCTION, LOCAL_GATEWAY: 'true', CASHFREE_CLIENT_ID: undefined, CASHFREE_CLIENT_SECRET: undefined });
    try {
      const res = await checkoutOnline(shopper, {}, { 'idempotency-key': 'launch-test-0001' });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'PAYMENTS_NOT_CONFIGURED', message: 'Online payment is not available yet. Please try again later.' });
      // The reason is for whoever runs the shop, in the log; never in the shopper's answer.
      expect(JSON.stringify(res.body)).not.toMatch(/CASHFREE|LOCAL_GATEWAY/);
    } finally {
      errors.mockRestore();
    }
    expect(await db().select().from(orders).where(eq(orders.userId, shopper.id))).toEqual([]);
    expect(await stockOf(db(), product.id)).toBe(4);
    const bagAfter = await db().select().from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cartId)).where(eq(carts.userId, shopper.id));
    expect(bagAfter).toEqual(bagBefore);
  });

  it('a ₹0 order needs no gateway: a coupon worth the whole bag is placed and paid even without Cashfree keys', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 4, pricePaise: 170_000 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    const coupon = await createCoupon(db(), { code: `FREE${Date.now().toString(36).toUpperCase()}`.slice(0, 20), discountPercent: 100 });
    // Vercel's production (NODE_ENV stays the tests': React's development JSX cannot render on its production server build).
    setEnv({ VERCEL_ENV: 'production', CASHFREE_CLIENT_ID: undefined, CASHFREE_CLIENT_SECRET: undefined });
    const res = await checkoutOnline(shopper, { couponCode: coupon.code });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ checkout: null, order: { paymentMethod: 'coupon', paymentStatus: 'completed' } });
    expect(await stockOf(db(), product.id)).toBe(3);
  });

  it('reopening payment for a pending order is refused the same way', async () => {
    const shopper = await createShopper(db());
    const order = await insertOrder(db(), { userId: shopper.id });
    await db().update(orders).set({ expiresAt: new Date(Date.now() + 20 * 60_000) }).where(eq(orders.id, order.id));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    setEnv({ ...PRODUCTION, LOCAL_GATEWAY: 'true' });
    try {
      const res = await call(paymentSessionRoute, { method: 'POST', body: { orderId: order.id }, headers: shopper.headers });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('PAYMENTS_NOT_CONFIGURED');
    } finally {
      errors.mockRestore();
    }
    const [row] = await db().select().from(orders).where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
    expect(row?.paymentSessionId ?? null).toBeNull();
  });

  it('the local gateway is not there on a production deployment, whatever LOCAL_GATEWAY says; a staging cluster keeps it', async () => {
    const headers = { 'x-client-id': LOCAL_GATEWAY_CLIENT_ID, 'x-client-secret': localGatewaySecret(), 'x-api-version': '2025-01-01' };
    const ask = () => call(gatewayApi, { method: 'GET', path: `${LOCAL_GATEWAY_BASE_PATH}/orders/none-such`, headers });
    setEnv({ ...PRODUCTION, LOCAL_GATEWAY: 'true' });
    expect((await ask()).status).toBe(404);
    const form = new FormData();
    form.set('outcome', 'pay');
    const completed = await gatewayComplete(new Request('http://localhost:3000/local-gateway/pg/checkout/s/complete', { method: 'POST', body: form }), {
      params: Promise.resolve({ sessionId: 's' }),
    });
    expect(completed.status).toBe(404);
    setEnv({ ...PRODUCTION, LOCAL_GATEWAY: 'true', STAGING: 'true' });
    const staging = await ask();
    expect(staging.status).toBe(404);
    expect(staging.body).toMatchObject({ code: 'order_not_found' }); // the gateway itself answering: it is there
  });

  it('tells keys Cashfree accepts from keys of the other environment (401), against the stand-in', async () => {
    const client = (secret: string) =>
      cashfreeClient({
        baseUrl: `http://localhost:3000${LOCAL_GATEWAY_BASE_PATH}`,
        clientId: LOCAL_GATEWAY_CLIENT_ID,
        clientSecret: secret,
        apiVersion: '2025-01-01',
        fetch: handleLocalGatewayRequest,
      });
    forgetCashfreeProbe();
    expect(await probeCashfreeKeys(client('not-the-secret'), 'wrong')).toBe('rejected');
    expect(await probeCashfreeKeys(client(localGatewaySecret()), 'right')).toBe('accepted');
    const unreachable = cashfreeClient({ baseUrl: 'http://127.0.0.1:9/pg', clientId: 'a', clientSecret: 'b', apiVersion: '2025-01-01', fetch: (r) => fetch(r), timeoutMs: 1_000 });
    expect(await probeCashfreeKeys(unreachable, 'down')).toBe('unreachable');
    forgetCashfreeProbe();
  });
});

describe('GET /api/v1/admin/readiness', () => {
  it('is for admins only', async () => {
    expect((await call(readinessRoute, { path: '/api/v1/admin/readiness' })).status).toBe(401);
    const customer = await createShopper(db());
    const refused = await call(readinessRoute, { path: '/api/v1/admin/readiness', headers: customer.headers });
    expect(refused.status).toBe(403);
  });

  it('lists each check with its status and a message, naming settings and never values', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const res = await call(readinessRoute, { path: '/api/v1/admin/readiness', headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.success).toBe(true);
    const checks = res.body.data.checks as { id: string; status: string; message: string }[];
    expect(checks.map((c) => c.id)).toEqual(
      expect.arrayContaining(['store-details', 'payments', 'email', 'site-url', 'uploads', 'cron-secret', 'google-sign-in', 'database']),
    );
    for (const c of checks) {
      expect(['ok', 'warn', 'fail'], c.id).toContain(c.status);
      expect(typeof c.message, c.id).toBe('string');
    }
    // The test database is migrated by this build: current.
    expect(checks.find((c) => c.id === 'database')).toMatchObject({ status: 'ok' });
    expect(JSON.stringify(res.body)).not.toContain(process.env.AUTH_SECRET!);
  });

  it('fails payments on a production deployment without keys', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    setEnv({ ...PRODUCTION, LOCAL_GATEWAY: 'true', CASHFREE_CLIENT_ID: undefined, CASHFREE_CLIENT_SECRET: undefined });
    const res = await call(readinessRoute, { path: '/api/v1/admin/readiness', headers: admin.headers });
    expect(res.status).toBe(200);
    const payments = (res.body.data.checks as { id: string; status: string; message: string }[]).find((c) => c.id === 'payments');
    expect(payments).toMatchObject({ status: 'fail', message: expect.stringContaining('CASHFREE_CLIENT_ID') });
  });
});
