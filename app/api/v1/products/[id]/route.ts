import { z } from 'zod';
import { cachedGetProduct } from '@/lib/catalog/cached';
import { notFound } from '@/lib/http/errors';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { ID_PATTERN } from '@/lib/ids';

export const productIdParams = z.object({
  id: z.string().regex(ID_PATTERN, 'Invalid product ID format'),
});

export const GET = route({
  params: productIdParams,
  async handler({ params }) {
    const product = await cachedGetProduct(params.id);
    if (!product) throw notFound('Product not found');
    return ok(product, { headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' } });
  },
});
