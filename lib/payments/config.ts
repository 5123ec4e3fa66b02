import 'server-only';
import { env } from '../env';
import { AppError } from '../errors';
import { cashfreeClient, type CashfreeClient } from './cashfree-client';
import { LOCAL_GATEWAY_BASE_PATH, LOCAL_GATEWAY_CLIENT_ID, localGatewaySecret } from './gateway-link';
import { paymentSetup } from './setup';
import { log } from '../log';
import { ORDER_MESSAGES } from '../orders/messages';

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
 * The gateway paymentSetup (setup.ts) decides on, with the local gateway reached through
 * `localGateway` (gateway.ts passes it in). Not configured (a production deployment without
 * Cashfree keys or with keys of the other environment, or a deployment that did not choose the
 * local gateway): PAYMENTS_NOT_CONFIGURED, with the reason in the log for whoever runs the shop.
 */
export function choosePaymentGateway(localGateway: LocalGatewayTransport): PaymentGateway {
  if (override) return override;
  const e = env();
  const siteUrl = e.SITE_URL.replace(/\/+$/, '');
  const setup = paymentSetup(e);
  if (setup.kind === 'none') {
    log.error('payments', `online payment is not configured: ${setup.reason}`);
    throw new AppError('PAYMENTS_NOT_CONFIGURED', ORDER_MESSAGES.paymentsNotConfigured);
  }
  if (setup.kind === 'cashfree') {
    const baseUrl = e.CASHFREE_BASE_URL ?? cashfreeBaseUrl(setup.mode);
    return {
      provider: 'cashfree',
      mode: setup.mode,
      client: cashfreeClient({
        baseUrl,
        clientId: e.CASHFREE_CLIENT_ID!,
        clientSecret: e.CASHFREE_CLIENT_SECRET!,
        apiVersion: e.CASHFREE_API_VERSION,
        fetch: (req) => fetch(req),
      }),
      webhookSecret: e.CASHFREE_CLIENT_SECRET!,
      siteUrl,
    };
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

export function cashfreeBaseUrl(mode: 'sandbox' | 'production'): string {
  return mode === 'production' ? 'https://api.cashfree.com/pg' : 'https://sandbox.cashfree.com/pg';
}
