import { cachedGetProduct } from '@/lib/catalog/cached';
import { isId } from '@/lib/ids';

/*
 * /products/{id}, rewritten here by proxy.ts (lib/product-paths.ts): one 308 to the perfume's
 * slug, its canonical address, with the query kept (?size=…), answered per request. A route, not
 * a page: with Cache Components a page here is a prerendered shell that streams its redirect in
 * after a 200, and a kept page's first redirect once sent two identical Location headers, which
 * Node's fetch and Python's requests join into one broken address. An unknown id is a 404.
 */
export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const product = isId(id) ? await cachedGetProduct(id) : null;
  if (!product) {
    return new Response('This perfume could not be found. See the collection at /products.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
    });
  }
  const { search } = new URL(req.url);
  return new Response(null, { status: 308, headers: { location: `/products/${product.slug}${search}` } });
}
