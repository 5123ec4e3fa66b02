/*
 * Real refusals answer with the domain code of the rule that refused (docs/api.md#error-codes),
 * beside the same words as before: a client branches on the code, a person reads the message.
 */
import { describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/v1/auth/register/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as addToCartRoute } from '@/app/api/v1/cart/add/route';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { checkoutOnline } from '../helpers/orders';
import { freshIp } from '../helpers/auth';
import { ADDRESS, createCoupon, createProduct, createShopper, fillCart, setDefaultSize } from '../helpers/shoppers';

const db = useTestDatabase();

describe('domain error codes on real refusals', () => {
  it('OUT_OF_STOCK: the order asks for more than is left', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 3, name: 'Oud Royale Codes' });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 2 }]);
    await setDefaultSize(db(), product.id, { stock: 1 });
    const res = await checkoutOnline(shopper, {});
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, code: 'OUT_OF_STOCK', message: 'Oud Royale Codes: Only 1 items available in stock' });
  });

  it('OUT_OF_STOCK from the bag too', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 0 });
    const res = await call(addToCartRoute, { method: 'POST', path: '/api/v1/cart/add', body: { productId: product.id, quantity: 1 }, headers: shopper.headers });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'OUT_OF_STOCK', message: 'This product is out of stock' });
  });

  it('COUPON_EXPIRED and COUPON_NOT_FOUND at checkout', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 5 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    const code = `GONE${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
    await createCoupon(db(), { code, startDate: new Date(Date.now() - 3 * 86_400_000), expiryDate: new Date(Date.now() - 86_400_000) });
    const expired = await checkoutOnline(shopper, { couponCode: code });
    expect(expired.status).toBe(409);
    expect(expired.body).toEqual({ success: false, code: 'COUPON_EXPIRED', message: 'This coupon has expired' });

    const unknown = await checkoutOnline(shopper, { couponCode: 'NOSUCHCODE1' });
    expect(unknown.status).toBe(409);
    expect(unknown.body).toEqual({ success: false, code: 'COUPON_NOT_FOUND', message: 'Invalid coupon code' });
  });

  it('CART_EMPTY: nothing to order', async () => {
    const shopper = await createShopper(db());
    const res = await checkoutOnline(shopper, {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'CART_EMPTY', message: 'Your cart is empty' });
  });

  it('PIN_STATE_MISMATCH: a schema rule that names itself', async () => {
    const shopper = await createShopper(db());
    const res = await checkoutOnline(shopper, { shippingAddress: { ...ADDRESS, state: 'Kerala' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'PIN_STATE_MISMATCH', message: 'PIN code 560001 is in Karnataka, not Kerala' });
    expect(res.body.errors['shippingAddress.postalCode']).toEqual(['PIN code 560001 is in Karnataka, not Kerala']);
  });

  it('EMAIL_TAKEN and INVALID_CREDENTIALS', async () => {
    const email = `codes.${Date.now()}@example.in`;
    const body = { name: 'Meera Nair', email, password: 'Sandalwood#2026', confirmPassword: 'Sandalwood#2026', acceptTerms: true };
    const post = (handler: typeof register, path: string, b: unknown) =>
      call(handler, { method: 'POST', path, body: b, headers: { 'x-forwarded-for': freshIp() } });
    expect((await post(register, '/api/v1/auth/register', body)).status).toBe(201);
    const again = await post(register, '/api/v1/auth/register', body);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });

    const wrong = await post(login, '/api/v1/auth/login', { email, password: 'Not-the-password1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
  });
});
