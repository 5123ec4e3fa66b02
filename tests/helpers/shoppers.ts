import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { cartItems, carts, coupons, products, productVariants, users } from '@/lib/db/schema';
import { signBearerToken } from '@/lib/auth/session-token';
import { newId } from '@/lib/ids';

const AUTH_SECRET = process.env.AUTH_SECRET!;

export interface Shopper {
  id: string;
  email: string;
  token: string;
  headers: Record<string, string>;
}

/** A customer made directly in the database, with a bearer token (no password hashing per test). */
export async function createShopper(db: Db, options: { verified?: boolean; role?: 'user' | 'admin' } = {}): Promise<Shopper> {
  const id = newId();
  const email = `shopper-${id}@example.test`;
  await db.insert(users).values({
    id,
    name: 'Test Shopper',
    email,
    role: options.role ?? 'user',
    emailVerifiedAt: options.verified === false ? null : new Date(),
  });
  const { token } = await signBearerToken(AUTH_SECRET, { sub: id, sv: 1, role: options.role ?? 'user' });
  return { id, email, token, headers: { authorization: `Bearer ${token}` } };
}

/** The two accounts a back-office test file acts as: an admin, and a customer the admin routes refuse. */
export async function createAdminAndCustomer(db: Db): Promise<{ admin: Shopper; customer: Shopper }> {
  return { admin: await createShopper(db, { role: 'admin' }), customer: await createShopper(db) };
}

/**
 * Sets a product's stock and prices the way the store does: on its default size (the product row
 * follows by trigger). For tests whose product has one size and "has N in stock".
 */
export async function setDefaultSize(
  db: Db,
  productId: string,
  values: Partial<Pick<typeof productVariants.$inferInsert, 'stock' | 'pricePaise' | 'originalPricePaise' | 'mrpPaise'>>,
): Promise<typeof productVariants.$inferSelect> {
  const size = await defaultSizeOf(db, productId);
  const [row] = await db.update(productVariants).set(values).where(eq(productVariants.id, size.id)).returning();
  return row!;
}

export async function defaultSizeOf(db: Db, productId: string): Promise<typeof productVariants.$inferSelect> {
  const [size] = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.volumeMl))
    .limit(1);
  if (!size) throw new Error(`product ${productId} has no size`);
  return size;
}

/** Puts lines straight into the user's cart (the cart API has its own tests). */
export async function fillCart(db: Db, userId: string, lines: { productId: string; quantity: number }[]): Promise<void> {
  const [cart] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } })
    .returning({ id: carts.id });
  for (const line of lines) {
    const [p] = await db.select({ price: products.pricePaise }).from(products).where(eq(products.id, line.productId));
    await db.insert(cartItems).values({ cartId: cart!.id, productId: line.productId, quantity: line.quantity, unitPriceAtAddPaise: p!.price });
  }
}

/** A product of its own with the given stock and price, so tests never fight over seeded stock. */
export async function createProduct(db: Db, options: { stock: number; pricePaise?: number; name?: string }) {
  const id = newId();
  const [row] = await db
    .insert(products)
    .values({
      id,
      slug: `test-${id}`,
      name: options.name ?? `Test Parfum ${id.slice(-6)}`,
      brand: 'Maison Aurelle',
      category: 'Unisex',
      description: ['A test fragrance.'],
      images: ['/products/amaira-1.webp'],
      pricePaise: options.pricePaise ?? 149_900,
      mrpPaise: options.pricePaise ?? 149_900,
      stock: options.stock,
      concentration: 'Eau de Parfum',
      volumeMl: 50,
      manufacturer: 'Maison Aurelle Fragrances Private Limited',
    })
    .returning();
  return row!;
}

export async function createCoupon(
  db: Db,
  values: Partial<typeof coupons.$inferInsert> & { code: string },
): Promise<typeof coupons.$inferSelect> {
  const [row] = await db
    .insert(coupons)
    .values({
      discountType: 'percentage',
      discountPercent: 10,
      expiryDate: new Date(Date.now() + 30 * 86_400_000),
      ...values,
    })
    .returning();
  return row!;
}

export async function stockOf(db: Db, productId: string): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

export async function usedCountOf(db: Db, couponId: string): Promise<number> {
  const [row] = await db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId));
  return row!.n;
}

export const ADDRESS = {
  fullName: 'Priya Sharma',
  addressLine1: '12, MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  phone: '+91 98765 43210',
};

/** ADDRESS as the store keeps it (an order's or an account's): the phone as its ten digits. */
export const STORED_ADDRESS = { ...ADDRESS, phone: '9876543210', country: 'India' as const };
