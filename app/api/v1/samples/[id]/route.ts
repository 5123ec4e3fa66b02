import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { SAMPLE_MESSAGES } from '@/lib/samples/rules';
import { sampleIdParams, updateSampleSchema } from '@/lib/samples/schema';
import { updateSample } from '@/lib/samples/service';

/** PUT /api/v1/samples/{id} (admin): the stock counted, the label, or whether it is on offer; the fields sent change. */
export const PUT = route({
  auth: 'admin',
  params: sampleIdParams,
  body: updateSampleSchema,
  maxBodyBytes: 2 * 1024,
  async handler({ params, body, actor }) {
    return ok(await updateSample(await getDb(), actor, params.id, body), { message: SAMPLE_MESSAGES.updated });
  },
});
