import { createHmac } from 'node:crypto';
import { env } from '../env';
import { authSecret } from '../auth/secret';
import { AppError } from '../http/errors';
import { cashfreeClient, type CashfreeClient } from './cashfree-client';

export const LOCAL_GATEWAY_BASE_PATH = '/local-gateway/pg';
export const LOCAL_GATEWAY_CLIENT_ID = 'local-gateway';
export const WEBHOOK_PATH = '/api/v1/payment/webhook';

export interface PaymentGateway {
  provider: 'cashfree' | 'local';
  mode: 'sandbox' | 'production';
  client: CashfreeClient;
  /** Key of the webhook signature (Cashfree signs with the client secret). */
  webhookSecret: string;
  siteUrl: string;
}

/** The local gateway's secret: derived from the auth secret, so it never sits in the repo or a setting. */
export function localGatewaySecret(): string {
  return createHmac('sha256', authSecret()).update('local-payment-gateway').digest('base64url');
}

let override: PaymentGateway | undefined;

/** Tests swap the gateway (e.g. one that fails) without touching settings. */
export function setPaymentGatewayForTests(gateway: PaymentGateway | undefined): void {
  override = gateway;
}

/**
 * Cashfree when its keys are set; otherwise the local gateway served by this app. The local
 * one refuses to run in a production deployment unless LOCAL_GATEWAY=true chose it explicitly.
 */
export function paymentGateway(): PaymentGateway {
  if (override) return override;
  const e = env();
  const siteUrl = e.SITE_URL.replace(/\/+$/, '');
  if (e.CASHFREE_CLIENT_ID && e.CASHFREE_CLIENT_SECRET && !e.LOCAL_GATEWAY) {
    const baseUrl =
      e.CASHFREE_BASE_URL ?? (e.CASHFREE_ENV === 'production' ? 'https://api.cashfree.com/pg' : 'https://sandbox.cashfree.com/pg');
    return {
      provider: 'cashfree',
      mode: e.CASHFREE_ENV,
      client: cashfreeClient({
        baseUrl,
        clientId: e.CASHFREE_CLIENT_ID,
        clientSecret: e.CASHFREE_CLIENT_SECRET,
        apiVersion: e.CASHFREE_API_VERSION,
        fetch: (req) => fetch(req),
      }),
      webhookSecret: e.CASHFREE_CLIENT_SECRET,
      siteUrl,
    };
  }
  // `npm start` runs next start (NODE_ENV=production) on the embedded database: that is the
  // local store, not a deployment. A deployment (PostgreSQL or Vercel) must choose it explicitly.
  const deployed = e.NODE_ENV === 'production' && (!e.usesEmbeddedDatabase || Boolean(process.env.VERCEL));
  if (deployed && !e.LOCAL_GATEWAY) {
    throw new AppError('UNAVAILABLE', 'Payment service is unavailable. Please try again.');
  }
  const secret = localGatewaySecret();
  return {
    provider: 'local',
    mode: 'sandbox',
    client: cashfreeClient({
      baseUrl: `${siteUrl}${LOCAL_GATEWAY_BASE_PATH}`,
      clientId: LOCAL_GATEWAY_CLIENT_ID,
      clientSecret: secret,
      apiVersion: e.CASHFREE_API_VERSION,
      // In-process: the same HTTP requests and answers, without a round trip to ourselves.
      fetch: async (req) => (await import('./local-gateway/handler')).handleLocalGatewayRequest(req),
    }),
    webhookSecret: secret,
    siteUrl,
  };
}

export function localCheckoutUrl(siteUrl: string, paymentSessionId: string): string {
  return `${siteUrl}${LOCAL_GATEWAY_BASE_PATH}/checkout/${encodeURIComponent(paymentSessionId)}`;
}
