import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { AppError, notFound, tooManyRequests } from '@/lib/errors';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { isId } from '@/lib/ids';
import { consumeRateLimitsInTurn } from '@/lib/rate-limit';
import { notifyAccepted, STOCK_ALERT_MESSAGES as M } from '@/lib/stock-alerts/messages';
import { notifySchema } from '@/lib/stock-alerts/schema';
import { notifyRateLimits, subscribeToStockAlert } from '@/lib/stock-alerts/subscribe';

/**
 * POST /api/v1/products/{id}/notify {email?, variantId?}: "email me when this size is back".
 * 201 with the same answer whether the address is new, already waits, or has an account, so it
 * tells nobody who is on the list; asking twice keeps one request. A signed-in customer may
 * leave `email` out (their account's address). `variantId` left out means the default size; a
 * size of another product is a 400, a size in stock a 409 IN_STOCK. The body is checked before
 * the limits count, so fixing a typo costs nothing; the limits are counted in turn (client
 * address, then the email or the signed-in customer's own account: notifyRateLimits).
 */
export const POST = route({
  auth: 'optional',
  params: z.object({ id: z.string() }),
  body: notifySchema,
  maxBodyBytes: 2 * 1024,
  handler: async ({ params, body, ip, session }) => {
    if (!isId(params.id)) throw notFound(M.productNotFound);
    const account = session?.user.email ?? null;
    const email = body.email ?? account;
    if (!email) throw new AppError('VALIDATION_ERROR', M.emailRequired, { errors: { email: [M.emailRequired] } });
    const db = await getDb();
    const own = session && account && email.toLowerCase() === account.toLowerCase() ? session.user.id : null;
    const limits = await consumeRateLimitsInTurn(db, notifyRateLimits({ ip, email, ownAccountId: own }));
    const refused = limits.find((l) => !l.allowed);
    if (refused) throw tooManyRequests(M.tooMany, refused.retryAfterSeconds);
    const result = await subscribeToStockAlert(db, { productId: params.id, variantId: body.variantId, email, userId: own });
    return ok(
      { productId: result.productId, variantId: result.variantId, size: result.sizeLabel },
      { status: 201, message: notifyAccepted(result.sizeLabel, result.productName), headers: { 'cache-control': 'private, no-store' } },
    );
  },
});
