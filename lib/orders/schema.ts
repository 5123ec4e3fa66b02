import { z } from 'zod';
import { ORDER_MESSAGES } from './messages';

/** `{orderId}`: an order's id or its number (payment verify and payment session take either). */
export const orderRefBodySchema = z.object({
  orderId: z.string({ error: ORDER_MESSAGES.missingId }).trim().min(1, ORDER_MESSAGES.missingId).max(40, ORDER_MESSAGES.invalidId),
});
