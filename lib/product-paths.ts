import { ID_PATTERN } from './ids';

/*
 * /products/{id}: the API names a perfume by its id, the shop by its slug. proxy.ts rewrites an
 * id-shaped product address to PRODUCT_BY_ID_BASE (app/(catalogue)/products-by-id/[id]), which
 * answers one 308 to the slug; the kept product page (app/(catalogue)/products/[slug]) never sees an
 * id, and the proxy runs for no other product address.
 */

export const PRODUCT_BY_ID_BASE = '/products-by-id';

/** The id in `/products/{id}`, or null for any other path (a slug included). */
export function productIdInPath(pathname: string): string | null {
  const prefix = '/products/';
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length);
  return ID_PATTERN.test(rest) ? rest : null;
}
