import { decideClaim } from '@/lib/claims/decide';
import { claimIdParams, decideClaimSchema } from '@/lib/claims/schema';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/**
 * PATCH /api/v1/claims/{id} { decision: "replace"|"refund"|"reject", note }: admins answer an open
 * claim once (docs/claims.md); audited, the shopper emailed. A second answer is 409 CLAIM_ALREADY_DECIDED.
 */
export const PATCH = route({
  auth: 'admin',
  params: claimIdParams,
  body: decideClaimSchema,
  maxBodyBytes: 8 * 1024,
  handler: async ({ params, body, actor }) => {
    const { claim, message } = await decideClaim(await getDb(), { id: actor.userId, email: actor.email, ip: actor.ip }, params.id, body);
    return ok(claim, { message, headers: { 'cache-control': 'private, no-store' } });
  },
});
