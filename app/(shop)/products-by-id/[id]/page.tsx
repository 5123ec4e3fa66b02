import { notFound, permanentRedirect } from 'next/navigation';
import { cachedGetProduct } from '@/lib/catalog/cached';
import { isId } from '@/lib/ids';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/*
 * /products/{id}, rewritten here by proxy.ts (lib/product-paths.ts): one 308 to the perfume's
 * slug, its canonical address, with the query kept (?size=…). Rendered per request on purpose:
 * from the kept (ISR) product page, the first, uncached visit answered permanentRedirect() with
 * two identical Location headers, which Node's fetch and Python's requests join into one broken
 * address. An unknown id is the shop's 404 page.
 */

export default async function ProductById({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: SearchParams }) {
  const { id } = await params;
  const product = isId(id) ? await cachedGetProduct(id) : null;
  if (!product) notFound();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v);
  }
  permanentRedirect(`/products/${product.slug}${query.size ? `?${query}` : ''}`);
}
