import 'server-only';
import { createHmac } from 'node:crypto';
import { authSecret } from '../auth/secret';

/*
 * What the store and its built-in local gateway know of each other: where the local gateway is
 * served, the credentials the store presents to it, and where the store takes webhooks. Both
 * sides depend on this module and neither on the other, so choosing a gateway (config.ts) and
 * being one (local-gateway/) can change apart.
 */

export const LOCAL_GATEWAY_BASE_PATH = '/local-gateway/pg';
export const LOCAL_GATEWAY_CLIENT_ID = 'local-gateway';
export const WEBHOOK_PATH = '/api/v1/payment/webhook';

/** The local gateway's secret: derived from the auth secret, so it never sits in the repo or a setting. */
export function localGatewaySecret(): string {
  return createHmac('sha256', authSecret()).update('local-payment-gateway').digest('base64url');
}

export function localCheckoutUrl(siteUrl: string, paymentSessionId: string): string {
  return `${siteUrl}${LOCAL_GATEWAY_BASE_PATH}/checkout/${encodeURIComponent(paymentSessionId)}`;
}

export type WebhookReceiver = (req: Request) => Promise<Response>;

let receiver: WebhookReceiver | undefined;

/**
 * The store's webhook handler announces itself here when it loads, so the local gateway can hand
 * it a webhook without a round trip and without importing the store: the store's refunds call the
 * gateway, whose webhooks reach the store's refunds again, and only a late binding keeps that
 * loop out of the import graph.
 */
export function receiveWebhooksInProcess(handler: WebhookReceiver): void {
  receiver = handler;
}

export function inProcessWebhookReceiver(): WebhookReceiver | undefined {
  return receiver;
}
