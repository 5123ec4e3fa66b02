import { createClaim } from '@/lib/claims/create';
import { CLAIM_MESSAGES } from '@/lib/claims/messages';
import { createClaimSchema } from '@/lib/claims/schema';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route, z } from '@/lib/http/route';
import { isId } from '@/lib/ids';
import { ORDER_NUMBER_PATTERN } from '@/lib/orders/constants';
import { ORDER_MESSAGES } from '@/lib/orders/messages';

// The folder's segment is [userId] (Next names sibling segments alike); here it is the order's id or number.
const params = z.object({ userId: z.string().refine((v) => isId(v) || ORDER_NUMBER_PATTERN.test(v), ORDER_MESSAGES.invalidId) });

/**
 * POST /api/v1/orders/{orderId}/claims: the owner reports a problem with delivered lines, within
 * the claim window (docs/claims.md). 201 with the claim; 409 CLAIM_WINDOW_CLOSED, ORDER_NOT_DELIVERED,
 * CLAIM_ALREADY_OPEN or CLAIM_QUANTITY_EXCEEDED; someone else's order 404.
 */
export const POST = route({
  auth: 'user',
  params,
  body: createClaimSchema,
  maxBodyBytes: 16 * 1024,
  handler: async ({ params, body, user }) => {
    const claim = await createClaim(await getDb(), { userId: user.id, role: user.role }, params.userId, body);
    return ok(claim, { status: 201, message: CLAIM_MESSAGES.created, headers: { 'cache-control': 'private, no-store' } });
  },
});
