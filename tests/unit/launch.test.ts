import { describe, expect, it } from 'vitest';
import { isProductionDeployment } from '@/lib/deployment';
import { compareMigrations } from '@/lib/db/migrate';
import { ownerAdminRefusal, SeedRefusedError, seedPlan } from '@/lib/db/seed/plan';
import { SEED_MESSAGES } from '@/lib/db/seed/messages';
import { EnvError, parseEnv, parseSeedMode } from '@/lib/env';
import { cashfreeKeyEnvironment, localGatewayServed, paymentSetup, type PaymentSettings } from '@/lib/payments/setup';
import {
  allOk,
  catalogueCheck,
  cronSecretCheck,
  databaseCheck,
  emailCheck,
  googleSignInCheck,
  paymentsCheck,
  readinessChecks,
  siteUrlCheck,
  uploadsCheck,
} from '@/lib/readiness/checks';
import { storeDetailsCheck } from '@/lib/readiness/store-details';
import { DEFAULT_STORE_DETAILS as store } from '@/lib/store';

const PG = 'postgres://u:p@db.internal:5432/store';
const POOLED = 'postgres://u:p@ep-x-pooler.eu-central-1.aws.neon.tech/store';
const DIRECT = 'postgres://u:p@ep-x.eu-central-1.aws.neon.tech/store';
/** Self-hosted production: next start on PostgreSQL. */
const SELF_HOSTED = { NODE_ENV: 'production', DATABASE_URL: PG };
const VERCEL_PROD = { VERCEL: '1', VERCEL_ENV: 'production', DATABASE_URL: POOLED, DATABASE_URL_UNPOOLED: DIRECT };

describe('isProductionDeployment', () => {
  it.each([
    ['nothing set (npm run dev)', {}, false],
    ['npm start on the embedded database', { NODE_ENV: 'production' }, false],
    ['next start on PostgreSQL', SELF_HOSTED, true],
    ['next start on POSTGRES_URL', { NODE_ENV: 'production', POSTGRES_URL: PG }, true],
    ['a blank DATABASE_URL is the embedded database', { NODE_ENV: 'production', DATABASE_URL: '  ' }, false],
    ['development on PostgreSQL', { NODE_ENV: 'development', DATABASE_URL: PG }, false],
    ['tests on PostgreSQL', { NODE_ENV: 'test', DATABASE_URL: PG }, false],
    ['a staging cluster (STAGING=true)', { ...SELF_HOSTED, STAGING: 'true' }, false],
    ['STAGING=1', { ...SELF_HOSTED, STAGING: '1' }, false],
    ['STAGING=false', { ...SELF_HOSTED, STAGING: 'false' }, true],
    ['Vercel production', VERCEL_PROD, true],
    ['Vercel production, whatever NODE_ENV and STAGING say', { ...VERCEL_PROD, NODE_ENV: 'development', STAGING: 'true' }, true],
    ['Vercel production building without a database yet', { VERCEL: '1', VERCEL_ENV: 'production' }, true],
    ['a Vercel preview', { ...VERCEL_PROD, VERCEL_ENV: 'preview', NODE_ENV: 'production' }, false],
    ['Vercel development', { VERCEL: '1', VERCEL_ENV: 'development', DATABASE_URL: PG }, false],
  ])('%s → %s', (_label, source, expected) => {
    expect(isProductionDeployment(source as Record<string, string>)).toBe(expected);
  });
});

describe('SEED', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['true', true],
    ['yes', true],
    ['demo', 'demo'],
    ['false', false],
    ['0', false],
  ])('SEED=%j reads as %j', (value, expected) => {
    expect(parseEnv({ SEED: value }).SEED).toBe(expected);
  });

  it('refuses anything else, naming the values it takes', () => {
    expect(() => parseEnv({ SEED: 'owner' })).toThrow(EnvError);
    expect(() => parseSeedMode('owner', false)).toThrow(/SEED must be true, demo or false/);
  });

  it('reads on its own with the caller’s default (db:migrate seeds only when asked)', () => {
    expect(parseSeedMode(undefined, false)).toBe(false);
    expect(parseSeedMode(' demo ', false)).toBe('demo');
    expect(parseSeedMode('true', false)).toBe(true);
  });

  it.each([
    [false, false, 'none'],
    [false, true, 'none'],
    [true, false, 'demo'],
    [true, true, 'owner'],
    ['demo', false, 'demo'],
  ] as const)('SEED=%s with production=%s plans %s', (mode, production, plan) => {
    expect(seedPlan(mode, production)).toBe(plan);
  });

  it('refuses SEED=demo on a production deployment, saying what to do instead', () => {
    expect(() => seedPlan('demo', true)).toThrow(SeedRefusedError);
    expect(SEED_MESSAGES.demoInProduction).toMatch(/SEED=true/);
    expect(SEED_MESSAGES.demoInProduction).toMatch(/STAGING=true/);
  });

  it.each([
    ['the demo email', { email: 'Admin@MaisonAurelle.test', password: 'A-long-own-passphrase' }, SEED_MESSAGES.defaultAdminEmail],
    ['the demo password', { email: 'owner@shop.in', password: 'Admin@12345' }, SEED_MESSAGES.defaultAdminPassword],
    ['a short password', { email: 'owner@shop.in', password: 'Short-pw1' }, SEED_MESSAGES.weakAdminPassword],
    ['the owner’s own', { email: 'owner@shop.in', password: 'A-long-own-passphrase' }, null],
  ])('the owner’s admin account from %s', (_label, account, refusal) => {
    expect(ownerAdminRefusal(account)).toBe(refusal);
  });
});

describe('the payment gateway a deployment may use', () => {
  const base: PaymentSettings = { NODE_ENV: 'production', CASHFREE_ENV: 'sandbox', LOCAL_GATEWAY: false, usesEmbeddedDatabase: false };
  const keys = { CASHFREE_CLIENT_ID: 'CF1234', CASHFREE_CLIENT_SECRET: 'cfsk_ma_prod_abc_123', CASHFREE_ENV: 'production' as const };

  it.each([
    ['the local store (npm start)', { ...base, usesEmbeddedDatabase: true }, { NODE_ENV: 'production' }, 'local'],
    ['a staging cluster that chose the local gateway', { ...base, LOCAL_GATEWAY: true }, { ...SELF_HOSTED, STAGING: 'true' }, 'local'],
    ['a staging cluster that did not', base, { ...SELF_HOSTED, STAGING: 'true' }, 'none'],
    ['production without keys', base, SELF_HOSTED, 'none'],
    ['production with LOCAL_GATEWAY=true and no keys', { ...base, LOCAL_GATEWAY: true }, SELF_HOSTED, 'none'],
    ['Vercel production with LOCAL_GATEWAY=true', { ...base, LOCAL_GATEWAY: true }, VERCEL_PROD, 'none'],
    ['a Vercel preview with LOCAL_GATEWAY=true', { ...base, LOCAL_GATEWAY: true }, { ...VERCEL_PROD, VERCEL_ENV: 'preview' }, 'local'],
    ['production with keys', { ...base, ...keys }, SELF_HOSTED, 'cashfree'],
    ['production with keys, LOCAL_GATEWAY ignored', { ...base, ...keys, LOCAL_GATEWAY: true }, SELF_HOSTED, 'cashfree'],
    ['production keys with CASHFREE_ENV=sandbox', { ...base, ...keys, CASHFREE_ENV: 'sandbox' as const }, SELF_HOSTED, 'none'],
    ['test keys with CASHFREE_ENV=production', { ...base, ...keys, CASHFREE_CLIENT_SECRET: 'cfsk_ma_test_x' }, SELF_HOSTED, 'none'],
  ])('%s → %s', (_label, settings, source, kind) => {
    expect(paymentSetup(settings, source as Record<string, string>).kind).toBe(kind);
  });

  it('says why, naming settings and never their values', () => {
    const setup = paymentSetup({ ...base, ...keys, CASHFREE_ENV: 'sandbox' }, SELF_HOSTED);
    expect(setup).toMatchObject({ kind: 'none', reason: expect.stringContaining('CASHFREE_ENV=production') });
    expect(JSON.stringify(setup)).not.toContain(keys.CASHFREE_CLIENT_SECRET);
  });

  it.each([
    ['CF1', 'cfsk_ma_test_1_2', 'sandbox'],
    ['CF1', 'cfsk_ma_prod_1_2', 'production'],
    ['TEST10012345', '0a1b2c', 'sandbox'],
    ['1001234', '0a1b2c', undefined],
  ])('keys %s / %s were issued for %s', (id, secret, expected) => {
    expect(cashfreeKeyEnvironment(id, secret)).toBe(expected);
  });

  it('serves the local gateway anywhere but a production deployment', () => {
    expect(localGatewayServed({})).toBe(true);
    expect(localGatewayServed({ ...SELF_HOSTED, STAGING: 'true' })).toBe(true);
    expect(localGatewayServed(SELF_HOSTED)).toBe(false);
    expect(localGatewayServed(VERCEL_PROD)).toBe(false);
  });
});

describe('launch readiness', () => {
  const LIVE = { UPLOADTHING_TOKEN: 't', CRON_SECRET: 'c', RESEND_API_KEY: 're_x', EMAIL_FROM: 'Shop <care@shop.in>', RESEND_WEBHOOK_SECRET: 'whsec_x', SITE_URL: 'https://shop.in' };

  it.each([
    ['no keys in production', SELF_HOSTED, undefined, 'fail', /not configured/],
    ['the local gateway off production', {}, undefined, 'warn', /no real money/],
    ['the local gateway on a production deployment is not offered at all', { ...SELF_HOSTED, LOCAL_GATEWAY: 'true' }, undefined, 'fail', /ignored/],
    ['sandbox keys in production', { ...SELF_HOSTED, CASHFREE_CLIENT_ID: 'a', CASHFREE_CLIENT_SECRET: 'b' }, 'accepted', 'fail', /sandbox mode/],
    ['sandbox keys on staging', { ...SELF_HOSTED, STAGING: 'true', CASHFREE_CLIENT_ID: 'a', CASHFREE_CLIENT_SECRET: 'b' }, 'accepted', 'ok', /sandbox/],
    ['production keys Cashfree accepts', { ...SELF_HOSTED, CASHFREE_CLIENT_ID: 'a', CASHFREE_CLIENT_SECRET: 'b', CASHFREE_ENV: 'production' }, 'accepted', 'ok', /keys accepted/],
    ['keys Cashfree refuses (401: the other environment)', { ...SELF_HOSTED, CASHFREE_CLIENT_ID: 'a', CASHFREE_CLIENT_SECRET: 'b', CASHFREE_ENV: 'production' }, 'rejected', 'fail', /other environment/],
    ['marked test keys with CASHFREE_ENV=production', { ...SELF_HOSTED, CASHFREE_CLIENT_ID: 'a', CASHFREE_CLIENT_SECRET: 'cfsk_ma_test_b', CASHFREE_ENV: 'production' }, undefined, 'fail', /CASHFREE_ENV=sandbox/],
    ['Cashfree not answering', { ...SELF_HOSTED, CASHFREE_CLIENT_ID: 'a', CASHFREE_CLIENT_SECRET: 'b', CASHFREE_ENV: 'production' }, 'unreachable', 'warn', /could not be checked/],
  ] as const)('payments: %s', (_label, source, probe, status, message) => {
    const result = paymentsCheck(source as Record<string, string>, probe);
    expect(result.status).toBe(status);
    expect(result.message).toMatch(message);
  });

  it.each([
    ['no key in production', SELF_HOSTED, 'fail'],
    ['no key locally', {}, 'warn'],
    ['a key and the default sender', { RESEND_API_KEY: 're_x' }, 'warn'],
    ['a key, own sender, no webhook secret', { RESEND_API_KEY: 're_x', EMAIL_FROM: 'Shop <care@shop.in>' }, 'warn'],
    ['all set', { RESEND_API_KEY: 're_x', EMAIL_FROM: 'Shop <care@shop.in>', RESEND_WEBHOOK_SECRET: 'whsec_x' }, 'ok'],
  ])('email: %s → %s', (_label, source, status) => {
    expect(emailCheck(source).status).toBe(status);
  });

  it.each([
    ['localhost in production', { ...SELF_HOSTED, SITE_URL: 'http://localhost:3000' }, 'fail'],
    ['not set in production off Vercel', SELF_HOSTED, 'fail'],
    ['http in production', { ...SELF_HOSTED, SITE_URL: 'http://shop.in' }, 'fail'],
    ['https in production', { ...SELF_HOSTED, SITE_URL: 'https://shop.in' }, 'ok'],
    ['Vercel’s own domain', { ...VERCEL_PROD, VERCEL_PROJECT_PRODUCTION_URL: 'shop.vercel.app' }, 'warn'],
    ['localhost locally', {}, 'warn'],
  ])('site-url: %s → %s', (_label, source, status) => {
    expect(siteUrlCheck(source).status).toBe(status);
  });

  it.each([
    ['Vercel production without a token', VERCEL_PROD, 'fail'],
    ['a Vercel preview without a token', { ...VERCEL_PROD, VERCEL_ENV: 'preview' }, 'warn'],
    ['Vercel with a token', { ...VERCEL_PROD, UPLOADTHING_TOKEN: 't' }, 'ok'],
    ['self-hosted without a token', SELF_HOSTED, 'ok'],
  ])('uploads: %s → %s', (_label, source, status) => {
    expect(uploadsCheck(source).status).toBe(status);
  });

  it.each([
    ['Vercel production without it', VERCEL_PROD, 'fail'],
    ['Vercel with it', { ...VERCEL_PROD, CRON_SECRET: 'c' }, 'ok'],
    ['off Vercel', SELF_HOSTED, 'ok'],
  ])('cron-secret: %s → %s', (_label, source, status) => {
    expect(cronSecretCheck(source).status).toBe(status);
  });

  it.each([
    ['both', { AUTH_GOOGLE_ID: 'i', AUTH_GOOGLE_SECRET: 's' }, 'ok'],
    ['neither (intentionally off)', {}, 'warn'],
    ['only one', { AUTH_GOOGLE_ID: 'i' }, 'fail'],
  ])('google-sign-in: %s → %s', (_label, source, status) => {
    expect(googleSignInCheck(source).status).toBe(status);
  });

  it.each([
    ['current, pooled and direct on Vercel', VERCEL_PROD, { pending: 0, unknown: 0 }, 'ok'],
    ['pending migrations', VERCEL_PROD, { pending: 2, unknown: 0 }, 'fail'],
    ['unreadable', SELF_HOSTED, null, 'fail'],
    ['a newer version migrated it', SELF_HOSTED, { pending: 0, unknown: 1 }, 'warn'],
    ['a direct URL as the pooled one on Vercel', { ...VERCEL_PROD, DATABASE_URL: DIRECT, DATABASE_URL_UNPOOLED: undefined }, { pending: 0, unknown: 0 }, 'warn'],
    ['the pooled URL only on Vercel', { ...VERCEL_PROD, DATABASE_URL_UNPOOLED: undefined }, { pending: 0, unknown: 0 }, 'warn'],
    ['self-hosted, one URL', SELF_HOSTED, { pending: 0, unknown: 0 }, 'ok'],
  ])('database: %s → %s', (_label, source, migrations, status) => {
    expect(databaseCheck(source as Record<string, string>, migrations).status).toBe(status);
  });

  it('compares every applied migration with the journal, not only the newest', () => {
    expect(compareMigrations([1, 2, 3], [1, 2, 3])).toEqual({ pending: 0, unknown: 0 });
    expect(compareMigrations([1, 2, 3], [1, 3])).toEqual({ pending: 1, unknown: 0 });
    expect(compareMigrations([1, 2], [1, 2, 4])).toEqual({ pending: 0, unknown: 1 });
    expect(compareMigrations([1, 2], [])).toEqual({ pending: 2, unknown: 0 });
  });

  it('points an empty catalogue at where the first perfume is added', () => {
    expect(catalogueCheck(0)).toMatchObject({ status: 'warn', message: expect.stringContaining('Add your first perfume') });
    expect(catalogueCheck(1).status).toBe('ok');
  });

  it('says the shipped demo company’s details are not the shop’s: fail in production, warn elsewhere', () => {
    expect(storeDetailsCheck(store, true)).toMatchObject({ status: 'fail', message: expect.stringContaining('GSTIN') });
    expect(storeDetailsCheck(store, false).status).toBe('warn');
    const own = {
      ...store,
      legalName: 'Owner Perfumes LLP',
      cin: 'AAB-1234',
      gstin: '27ABCDE1234F1Z5',
      phone: '+91 22 1234 5678',
      email: 'care@owner.in',
      studio: { ...store.studio, line1: '1 Marine Drive', postalCode: '400002' },
      grievanceOfficer: { ...store.grievanceOfficer, name: 'R. Iyer', email: 'grievance@owner.in' },
    };
    expect(storeDetailsCheck(own, true).status).toBe('ok');
  });

  it('lists every check with an id, a status and a message; all ok only when the shop is ready', () => {
    const facts = { migrations: { pending: 0, unknown: 0 }, liveProducts: 12, cashfree: 'accepted' as const };
    const ok = { status: 'ok' as const, message: 'Your details.' };
    const ready = readinessChecks(
      { ...VERCEL_PROD, ...LIVE, CASHFREE_CLIENT_ID: 'a', CASHFREE_CLIENT_SECRET: 'b', CASHFREE_ENV: 'production', AUTH_GOOGLE_ID: 'i', AUTH_GOOGLE_SECRET: 's' },
      facts,
      ok,
    );
    expect(ready.map((c) => c.id)).toEqual(['store-details', 'payments', 'email', 'site-url', 'uploads', 'cron-secret', 'google-sign-in', 'database', 'catalogue']);
    expect(ready.filter((c) => c.status !== 'ok')).toEqual([]);
    expect(allOk(ready)).toBe(true);
    const fresh = readinessChecks(VERCEL_PROD, { ...facts, liveProducts: 0, cashfree: undefined }, storeDetailsCheck(store, true));
    expect(allOk(fresh)).toBe(false);
    expect(fresh.find((c) => c.id === 'payments')?.status).toBe('fail');
    for (const c of fresh) expect(c.message.length, c.id).toBeGreaterThan(10);
  });
});
