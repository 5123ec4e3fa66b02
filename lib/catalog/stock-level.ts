/*
 * The stock words a shopper sees, in a module of their own: the stock label is client code on the
 * product page, the bag and the wishlist, and importing these from dto.ts would ship the whole
 * product mapper with them (Turbopack keeps every export of a module a page imports).
 */

export type StockLevel = 'good' | 'low' | 'out';

/** Green above 10, yellow 1 to 10, red at 0 or less. */
export function stockLevel(stock: number): StockLevel {
  if (stock > 10) return 'good';
  if (stock >= 1) return 'low';
  return 'out';
}

export function stockLabel(stock: number): string {
  const level = stockLevel(stock);
  if (level === 'out') return 'Out of stock';
  if (level === 'low') return `Only ${stock} left`;
  return 'Available';
}
