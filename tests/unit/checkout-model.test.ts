import { describe, expect, it } from 'vitest';
import { orderErrorFor } from '@/components/checkout/checkout-model';
import { CHECKOUT_UI_MESSAGES as M } from '@/components/checkout/messages';
import { ApiError, type ApiErrorCode } from '@/lib/client/api';

const refusal = (status: number, code: ApiErrorCode, message: string, errors = {}) => new ApiError(message, { status, code, errors });

describe('orderErrorFor: the checkout branches on the error code, never on the words', () => {
  it.each<[ApiErrorCode, string]>([
    ['COUPON_NOT_FOUND', 'Invalid coupon code'],
    ['COUPON_EXPIRED', 'This coupon has expired'],
    ['COUPON_USED_UP', 'This coupon has reached its usage limit'],
    ['COUPON_INACTIVE', 'This coupon is no longer active'],
    ['COUPON_NOT_STARTED', 'This coupon is not yet active'],
    ['COUPON_MIN_ORDER', 'Minimum order amount of ₹2,000 required for this coupon'],
    ['COUPON_ALREADY_USED', 'You have already used this coupon'],
    // No "coupon" in its words: the code alone says the coupon must go.
    ['COUPON_FIRST_ORDER_ONLY', 'WELCOME10 is for your first order only.'],
  ])('%s removes the coupon and shows the server’s words', (code, message) => {
    expect(orderErrorFor(refusal(409, code, message))).toEqual({ kind: 'coupon', message, fields: {} });
  });

  it('a stock refusal that mentions a coupon-like product name is still a stock refusal', () => {
    const message = 'Coupon Noir: This product is out of stock';
    expect(orderErrorFor(refusal(409, 'OUT_OF_STOCK', message))).toEqual({ kind: 'conflict', message, fields: {} });
  });

  it.each<[ApiErrorCode, string]>([
    ['OUT_OF_STOCK', 'Oud Royale: Only 2 items available in stock'],
    ['BAG_LIMIT', 'Your bag can’t exceed the order cap'],
    ['PRODUCT_UNAVAILABLE', 'Oud Royale is no longer available'],
  ])('%s is a conflict with the bag', (code, message) => {
    expect(orderErrorFor(refusal(409, code, message))).toEqual({ kind: 'conflict', message, fields: {} });
  });

  it('CART_EMPTY sends the shopper back to the bag, whatever the words', () => {
    expect(orderErrorFor(refusal(400, 'CART_EMPTY', 'Your cart is empty'))).toEqual({ kind: 'empty', message: 'Your cart is empty', fields: {} });
    expect(orderErrorFor(refusal(400, 'CART_EMPTY', ''))).toEqual({ kind: 'empty', message: M.emptyCart, fields: {} });
    // The same words under another code are not an empty bag.
    expect(orderErrorFor(refusal(400, 'BAD_REQUEST', M.emptyCart)).kind).toBe('other');
  });

  it('field errors land on the address fields', () => {
    const err = refusal(400, 'PIN_STATE_MISMATCH', 'PIN code 560001 is in Karnataka, not Kerala', {
      'shippingAddress.postalCode': ['PIN code 560001 is in Karnataka, not Kerala'],
    });
    expect(orderErrorFor(err)).toEqual({
      kind: 'fields',
      message: 'PIN code 560001 is in Karnataka, not Kerala',
      fields: { postalCode: 'PIN code 560001 is in Karnataka, not Kerala' },
    });
  });

  it('no answer, no session, no gateway, a server fault', () => {
    expect(orderErrorFor(new ApiError('offline', { status: 0, code: 'NETWORK_ERROR' })).kind).toBe('network');
    expect(orderErrorFor(refusal(401, 'UNAUTHORIZED', 'x'))).toEqual({ kind: 'auth', message: M.authRequired, fields: {} });
    expect(orderErrorFor(refusal(503, 'PAYMENT_UNAVAILABLE', 'Payment service is unavailable. Please try again.')).kind).toBe('payment-unavailable');
    // A shop that cannot take payment yet says so in the server's words, not as a generic failure.
    expect(orderErrorFor(refusal(503, 'PAYMENTS_NOT_CONFIGURED', 'Online payment is not available yet. Please try again later.'))).toEqual({
      kind: 'payment-unavailable',
      message: 'Online payment is not available yet. Please try again later.',
      fields: {},
    });
    // The gateway refused what the store sent: the order exists, and the server's words say what happened.
    const refused = orderErrorFor(refusal(500, 'PAYMENT_REFUSED', 'We could not open the payment for your order because of a problem on our side.'));
    expect(refused).toMatchObject({ kind: 'payment-unavailable', message: 'We could not open the payment for your order because of a problem on our side.' });
    expect(orderErrorFor(refusal(500, 'INTERNAL', 'boom'))).toEqual({ kind: 'server', message: M.serverError, fields: {} });
    expect(orderErrorFor(new Error('x'))).toEqual({ kind: 'other', message: M.serverError, fields: {} });
  });
});
