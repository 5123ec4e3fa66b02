import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET, PUT } from '@/app/api/v1/users/[id]/route';
import { listSavedAddresses } from '@/lib/addresses/saved';
import { users } from '@/lib/db/schema';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { checkoutOnline } from '../helpers/orders';
import { ADDRESS, createProduct, createShopper, fillCart, type Shopper, STORED_ADDRESS } from '../helpers/shoppers';

/*
 * One delivery address per account: checkout's "Save this address to my account" and My
 * Account's address form write the same value, and checkout offers it back first.
 */
const db = useTestDatabase();
const ORIGIN = { origin: 'http://localhost:3000' };


async function shopperWithCart(): Promise<Shopper> {
  const shopper = await createShopper(db());
  const product = await createProduct(db(), { stock: 5 });
  await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
  return shopper;
}

const profile = (s: Shopper) => call(GET, { path: `/api/v1/users/${s.id}`, params: { id: s.id }, headers: s.headers });
const putProfile = (s: Shopper, body: unknown) =>
  call(PUT, { method: 'PUT', path: `/api/v1/users/${s.id}`, params: { id: s.id }, body, headers: { ...s.headers, ...ORIGIN } });

describe('the account delivery address', () => {
  it('is what checkout saved when asked, and what My Account then shows and checkout offers first', async () => {
    const shopper = await shopperWithCart();
    const res = await checkoutOnline(shopper, { saveAddress: true });
    expect(res.status).toBe(201);
    expect((await profile(shopper)).body.data.address).toEqual(STORED_ADDRESS);
    const offered = await listSavedAddresses(db(), shopper.id);
    expect(offered[0]).toMatchObject({ id: 'account', label: 'Your saved address', address: STORED_ADDRESS });
    // Its copy on the order is not offered a second time.
    expect(offered).toHaveLength(1);
  });

  it('is left alone when checkout is not asked to save', async () => {
    const shopper = await shopperWithCart();
    expect((await checkoutOnline(shopper, {})).status).toBe(201);
    const [row] = await db().select({ address: users.address }).from(users).where(eq(users.id, shopper.id));
    expect(row!.address).toBeNull();
    expect((await listSavedAddresses(db(), shopper.id))[0]?.id).toMatch(/^order-/);
  });

  it('is what My Account saved, offered at checkout in the same shape', async () => {
    const shopper = await createShopper(db());
    const typed = { ...ADDRESS, state: 'karnataka', postalCode: '560 001' };
    const res = await putProfile(shopper, { address: typed });
    expect(res.status).toBe(200);
    expect(res.body.data.address).toEqual(STORED_ADDRESS);
    expect((await listSavedAddresses(db(), shopper.id))[0]).toMatchObject({ id: 'account', address: STORED_ADDRESS });
  });

  it('is refused, on both doors, with a PIN from another state, and nothing is saved', async () => {
    const shopper = await shopperWithCart();
    const wrong = { ...ADDRESS, state: 'Kerala' };
    const message = 'PIN code 560001 is in Karnataka, not Kerala';
    const order = await checkoutOnline(shopper, { shippingAddress: wrong, saveAddress: true });
    expect(order.status).toBe(400);
    expect(order.body.errors['shippingAddress.postalCode']).toEqual([message]);
    const account = await putProfile(shopper, { address: wrong });
    expect(account.status).toBe(400);
    expect(account.body.errors['address.postalCode']).toEqual([message]);
    const [row] = await db().select({ address: users.address }).from(users).where(eq(users.id, shopper.id));
    expect(row!.address).toBeNull();
  });
});
