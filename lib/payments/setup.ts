import { isProductionDeployment } from '../deployment';
import { onVercel } from '../db/urls';

/*
 * Which way the store takes payment, decided from the settings alone (no server-only import, so
 * the rules are unit-tested over plain settings and the readiness checks reuse them). config.ts
 * builds the client; this module only decides.
 */

type Source = Record<string, string | undefined>;

export type CashfreeEnv = 'sandbox' | 'production';

export interface PaymentSettings {
  NODE_ENV: string;
  CASHFREE_CLIENT_ID?: string;
  CASHFREE_CLIENT_SECRET?: string;
  CASHFREE_ENV: CashfreeEnv;
  LOCAL_GATEWAY: boolean;
  usesEmbeddedDatabase: boolean;
}

export type PaymentSetup =
  | { kind: 'cashfree'; mode: CashfreeEnv }
  | { kind: 'local' }
  /** Not configured: Place Order answers PAYMENTS_NOT_CONFIGURED; `reason` is for the admin and the log, never the shopper. */
  | { kind: 'none'; reason: string };

/**
 * The environment Cashfree's keys were issued for, when they say: Payment Gateway secret keys
 * carry `cfsk_ma_test_` or `cfsk_ma_prod_`, and test app ids start with `TEST`. Older keys carry
 * no marker (undefined): the readiness check then asks Cashfree itself (cashfreeKeysAccepted).
 */
export function cashfreeKeyEnvironment(clientId: string, clientSecret: string): CashfreeEnv | undefined {
  if (/^cfsk_ma_test_/i.test(clientSecret)) return 'sandbox';
  if (/^cfsk_ma_prod_/i.test(clientSecret)) return 'production';
  if (/^TEST/.test(clientId)) return 'sandbox';
  return undefined;
}

function mismatchedKeysReason(keys: CashfreeEnv, configured: CashfreeEnv): string {
  return `The Cashfree keys are ${keys === 'sandbox' ? 'test (sandbox)' : 'production'} keys but CASHFREE_ENV is ${configured}: set CASHFREE_ENV=${keys}, or use the ${configured} keys from Cashfree's dashboard.`;
}

/**
 * Cashfree when its keys are set. On a production deployment (lib/deployment.ts) nothing else:
 * the built-in local gateway would let anyone "pay" with a button, so LOCAL_GATEWAY is ignored
 * and without keys the store takes no orders. Elsewhere the local gateway stands in: always for
 * the local store, and on a deployment (PostgreSQL or Vercel, such as a staging cluster or a
 * preview) only when LOCAL_GATEWAY=true chose it.
 */
export function paymentSetup(e: PaymentSettings, source: Source = process.env): PaymentSetup {
  const production = isProductionDeployment(source);
  if (e.CASHFREE_CLIENT_ID && e.CASHFREE_CLIENT_SECRET && (production || !e.LOCAL_GATEWAY)) {
    const keys = cashfreeKeyEnvironment(e.CASHFREE_CLIENT_ID, e.CASHFREE_CLIENT_SECRET);
    if (keys && keys !== e.CASHFREE_ENV) return { kind: 'none', reason: mismatchedKeysReason(keys, e.CASHFREE_ENV) };
    return { kind: 'cashfree', mode: e.CASHFREE_ENV };
  }
  if (production) {
    return {
      kind: 'none',
      reason: `No Cashfree keys: set CASHFREE_CLIENT_ID, CASHFREE_CLIENT_SECRET and CASHFREE_ENV=production${e.LOCAL_GATEWAY ? ' (LOCAL_GATEWAY is ignored on a production deployment)' : ''}.`,
    };
  }
  // `npm start` runs next start (NODE_ENV=production) on the embedded database: the local store, not a deployment.
  const deployed = e.NODE_ENV === 'production' && (!e.usesEmbeddedDatabase || onVercel(source));
  if (deployed && !e.LOCAL_GATEWAY) {
    return { kind: 'none', reason: 'No Cashfree keys, and LOCAL_GATEWAY=true does not choose the built-in test gateway.' };
  }
  return { kind: 'local' };
}

/** Whether the built-in local gateway's pages and API exist at all: never on a production deployment (404 there). */
export function localGatewayServed(source: Source = process.env): boolean {
  return !isProductionDeployment(source);
}
