import { POST as createOrderRoute } from '@/app/api/v1/orders/create/[userId]/route';
import type { Db } from '@/lib/db/client';
import { call } from './http';
import { ADDRESS, createProduct, createShopper, fillCart } from './shoppers';

/** A new shopper with one product in the bag, checking out online through the real route. */
export async function placeOnlineOrder(db: Db, options: { pricePaise?: number; stock?: number; address?: Partial<typeof ADDRESS> } = {}) {
  const shopper = await createShopper(db);
  const product = await createProduct(db, { stock: options.stock ?? 5, pricePaise: options.pricePaise ?? 170_000 });
  await fillCart(db, shopper.id, [{ productId: product.id, quantity: 1 }]);
  const res = await call(createOrderRoute, {
    method: 'POST',
    path: '/x',
    params: { userId: shopper.id },
    body: { shippingAddress: { ...ADDRESS, ...options.address }, paymentMethod: 'online', couponCode: '' },
    headers: shopper.headers,
  });
  return { shopper, product, res };
}
