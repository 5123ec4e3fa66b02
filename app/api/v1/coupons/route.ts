import { ok } from '@/lib/http/respond';
import { route, z } from '@/lib/http/route';
import { getPublicCoupons, MAX_PUBLIC_COUPONS } from '@/lib/coupons/public';

const LIMIT_MESSAGE = `limit must be a whole number between 1 and ${MAX_PUBLIC_COUPONS}`;
// A missing or empty value means "no limit".
const blankToUndefined = (v: unknown) => {
  const first = Array.isArray(v) ? v[0] : v;
  return first === '' ? undefined : first;
};

const querySchema = z.object({
  // The checkout asks for its three suggestions with ?limit=3.
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(MAX_PUBLIC_COUPONS, LIMIT_MESSAGE)
      .optional(),
  ),
});

/** Public: the offers a shopper can redeem now, soonest-ending first. */
export const GET = route({
  query: querySchema,
  async handler({ query }) {
    const data = await getPublicCoupons({ limit: query.limit });
    return ok(data, {
      headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=240' },
    });
  },
});
