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

  it('refuses the local gateway in a production deployment unless chosen explicitly', () => {
    withEnv({ CASHFREE_CLIENT_ID: undefined, CASHFREE_CLIENT_SECRET: undefined, DATABASE_URL: 'postgres://x@127.0.0.1/db', NODE_ENV: 'production', LOCAL_GATEWAY: undefined });
    expect(() => paymentGateway()).toThrow('Payment service is unavailable. Please try again.');
    withEnv({ LOCAL_GATEWAY: 'true' });
    expect(paymentGateway().provider).toBe('local');
  });
});
