import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { paymentGateway } from '@/lib/payments/gateway';

const saved = { ...process.env };
function withEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

describe('choosing the payment gateway', () => {
  it('uses Cashfree sandbox when keys are set', () => {
    withEnv({ CASHFREE_CLIENT_ID: 'id', CASHFREE_CLIENT_SECRET: 'secret', CASHFREE_ENV: 'sandbox' });
    const g = paymentGateway();
    expect(g).toMatchObject({ provider: 'cashfree', mode: 'sandbox', webhookSecret: 'secret' });
  });

  it('stands in with the local gateway for the local store, even under next start', () => {
    withEnv({ CASHFREE_CLIENT_ID: undefined, CASHFREE_CLIENT_SECRET: undefined, DATABASE_URL: undefined, NODE_ENV: 'production' });
    expect(paymentGateway().provider).toBe('local');
  });

  it('refuses the local gateway on a deployment unless chosen explicitly, and in production whatever LOCAL_GATEWAY says', () => {
    // A staging cluster (STAGING=true) may choose the local gateway explicitly, as before.
    withEnv({ CASHFREE_CLIENT_ID: undefined, CASHFREE_CLIENT_SECRET: undefined, DATABASE_URL: 'postgres://x@127.0.0.1/db', NODE_ENV: 'production', STAGING: 'true', LOCAL_GATEWAY: undefined });
    expect(() => paymentGateway()).toThrow('Online payment is not available yet. Please try again later.');
    withEnv({ LOCAL_GATEWAY: 'true' });
    expect(paymentGateway().provider).toBe('local');
    // Deliberately changed (issue 26): on a production deployment (no STAGING) LOCAL_GATEWAY=true
    // no longer lets a button stand in for a bank.
    withEnv({ STAGING: undefined, LOCAL_GATEWAY: 'true' });
    expect(() => paymentGateway()).toThrow(expect.objectContaining({ code: 'PAYMENTS_NOT_CONFIGURED', status: 503 }));
  });

  it('takes Cashfree in production, and refuses keys issued for the other environment', () => {
    const production = { DATABASE_URL: 'postgres://x@127.0.0.1/db', NODE_ENV: 'production', STAGING: undefined, LOCAL_GATEWAY: 'true' };
    withEnv({ ...production, CASHFREE_CLIENT_ID: 'id', CASHFREE_CLIENT_SECRET: 'cfsk_ma_prod_abc_123', CASHFREE_ENV: 'production' });
    expect(paymentGateway()).toMatchObject({ provider: 'cashfree', mode: 'production' });
    withEnv({ CASHFREE_CLIENT_SECRET: 'cfsk_ma_test_abc_123' });
    expect(() => paymentGateway()).toThrow(expect.objectContaining({ code: 'PAYMENTS_NOT_CONFIGURED' }));
  });
});
