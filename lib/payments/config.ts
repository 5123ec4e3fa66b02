import 'server-only';
import { env } from '../env';
import { AppError } from '../http/errors';
import { cashfreeClient, type CashfreeClient } from './cashfree-client';
import { LOCAL_GATEWAY_BASE_PATH, LOCAL_GATEWAY_CLIENT_ID, localGatewaySecret } from './gateway-link';

export interface PaymentGateway {
  provider: 'cashfree' | 'local';
  mode: 'sandbox' | 'production';
  client: CashfreeClient;
  /** Key of the webhook signature (Cashfree signs with the client secret). */
  webhookSecret: string;
  siteUrl: string;
}

/** How the store reaches the local gateway: a fetch, so its client speaks HTTP to it as to Cashfree. */
export type LocalGatewayTransport = (req: Request) => Promise<Response>;

let override: PaymentGateway | undefined;

/** Tests swap the gateway (e.g. one that fails) without touching settings. */
export function setPaymentGatewayForTests(gateway: PaymentGateway | undefined): void {
  override = gateway;
}

/**
 * Cashfree when its keys are set; otherwise the local gateway served by this app, reached through
 * `localGateway` (gateway.ts passes it in). The local one refuses to run in a production
 * deployment unless LOCAL_GATEWAY=true chose it explicitly.
 */
export function choosePaymentGateway(localGateway: LocalGatewayTransport): PaymentGateway {
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
    throw new AppError('PAYMENT_UNAVAILABLE');
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
      fetch: localGateway,
    }),
    webhookSecret: secret,
    siteUrl,
  };
}
