/**
 * Cached reads of shared data (the catalogue, public offers). Inside Next.js this is the
 * framework's data cache with tags, so an admin write can revalidate every instance; in
 * plain Node (tests, scripts) it calls straight through. Results must be JSON-safe: the data
 * cache serialises them (dates as ISO strings).
 */
export const cacheTags = {
  products: 'products',
  product: (id: string) => `product:${id}`,
  coupons: 'coupons',
  reviews: (productId: string) => `reviews:${productId}`,
} as const;

type AsyncFn<A extends unknown[], R> = (...args: A) => Promise<R>;

export function cachedQuery<A extends unknown[], R>(
  fn: AsyncFn<A, R>,
  keyParts: string[],
  options: { tags: string[]; revalidate: number },
): AsyncFn<A, R> {
  let wrapped: AsyncFn<A, R> | undefined;
  return async (...args: A) => {
    if (!process.env.NEXT_RUNTIME) return fn(...args);
    if (!wrapped) {
      const { unstable_cache } = await import('next/cache');
      wrapped = unstable_cache(fn, keyParts, options);
    }
    return wrapped(...args);
  };
}

/** Marks tagged reads stale after a write (no-op outside Next.js). */
export async function invalidate(...tags: string[]): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return;
  const { revalidateTag } = await import('next/cache');
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
