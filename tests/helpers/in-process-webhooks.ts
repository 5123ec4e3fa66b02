// As in the running store, the local gateway's webhooks reach the store's handler in-process
// (lib/payments/gateway-link.ts): loading the handler is what registers it.
import '@/lib/payments/webhook';
