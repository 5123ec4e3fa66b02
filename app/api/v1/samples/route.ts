import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route, z } from '@/lib/http/route';
import { SAMPLE_MESSAGES } from '@/lib/samples/rules';
import { createSampleSchema } from '@/lib/samples/schema';
import { createSample, listAdminSamples, listSamplesOnOffer } from '@/lib/samples/service';

/**
 * Public: the free samples on offer now (in stock, of a perfume on sale), as the checkout lists
 * them: `data.samples: [{ _id, productId, name, label, stock }]`. Not cached: a vial taken by the
 * last order must not be offered to the next.
 */
const publicList = route({
  query: z.object({}),
  async handler() {
    return ok({ samples: await listSamplesOnOffer(await getDb()) }, { headers: { 'cache-control': 'private, no-store' } });
  },
});

/** Admin (?scope=all): every sample, offered or not, with its volume, state and how many were given. */
const adminList = route({
  auth: 'admin',
  async handler() {
    return ok({ samples: await listAdminSamples(await getDb()) }, { headers: { 'cache-control': 'private, no-store' } });
  },
});

/** GET /api/v1/samples, or with ?scope=all the admin's list (401 for a guest, 403 for a customer), as coupons do. */
export function GET(req: Request, context?: { params: Promise<Record<string, string | string[]>> }): Promise<Response> {
  return new URL(req.url).searchParams.get('scope') === 'all' ? adminList(req, context) : publicList(req, context);
}

/** POST /api/v1/samples (admin): a perfume's sample vial, its volume in ml and its stock; 409 for a second of one volume. */
export const POST = route({
  auth: 'admin',
  body: createSampleSchema,
  maxBodyBytes: 2 * 1024,
  async handler({ body, actor }) {
    return ok(await createSample(await getDb(), actor, body), { status: 201, message: SAMPLE_MESSAGES.created });
  },
});
