import { drizzle } from 'drizzle-orm/pg-proxy';
import { describe, expect, it } from 'vitest';
import { resolvedSizeId } from '@/lib/catalog/size-sql';
import { cartItems } from '@/lib/db/schema';

describe('size SQL', () => {
  it('names the outer row’s columns with their table, even where drizzle would leave them bare', () => {
    const db = drizzle(async () => ({ rows: [] }), { casing: 'snake_case' });
    const text = db.select({ size: resolvedSizeId(cartItems.variantId, cartItems.productId) }).from(cartItems).toSQL().sql;
    expect(text).toContain('coalesce("cart_items"."variant_id", (select dv.id from product_variants dv where dv.product_id = "cart_items"."product_id"');
  });
});
