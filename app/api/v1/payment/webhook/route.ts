import { handleWebhookRequest } from '@/lib/payments/webhook';

/** POST /api/v1/payment/webhook: Cashfree's (or the local gateway's) signed notifications. */
export const POST = (req: Request) => handleWebhookRequest(req);
