import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { GET as exportRoute } from '@/app/api/v1/orders/export/route';
import * as settingsRoute from '@/app/api/v1/settings/gifting/route';
import { auditLog, orders } from '@/lib/db/schema';
import { loadPackingSlip } from '@/lib/gifts/packing-slip';
import { readGiftSettings, saveGiftSettings } from '@/lib/gifts/settings';
import { loadInvoice } from '@/lib/orders/invoice-query';
import { completeHostedPayment } from '@/lib/payments/local-gateway/service';
import { deliverLocalWebhook } from '@/lib/payments/local-gateway/webhooks';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { checkoutOnline } from '../helpers/orders';
import { ADDRESS, createCoupon, createProduct, createShopper, fillCart, type Shopper } from '../helpers/shoppers';

const db = useTestDatabase();

let admin: Shopper;

beforeAll(async () => {
  admin = await createShopper(db(), { role: 'admin' });
});

const putSettings = (body: unknown, headers: Record<string, string> = admin.headers) =>
  call(settingsRoute.PUT, { method: 'PUT', path: '/api/v1/settings/gifting', body, headers });

/** A shopper with one bottle in the bag, placing an order with the given extras. */
async function order(extra: Record<string, unknown>, pricePaise = 320_000) {
  const shopper = await createShopper(db());
  const product = await createProduct(db(), { stock: 5, pricePaise });
  await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
  const res = await checkoutOnline(shopper, extra);
  return { shopper, product, res };
}

async function pay(paymentSessionId: string) {
  const { webhook, order: gatewayOrder } = await completeHostedPayment(db(), paymentSessionId, 'pay');
  expect(await deliverLocalWebhook(gatewayOrder.order_meta.notify_url!, webhook!)).toBe(200);
}

describe('gifting settings', () => {
  it('are seeded: wrap offered at ₹149, and anyone may read them', async () => {
    expect(await readGiftSettings(db())).toEqual({ wrapEnabled: true, wrapPaise: 14_900 });
    const res = await call(settingsRoute.GET, { path: '/api/v1/settings/gifting' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ wrapEnabled: true, wrapPrice: 149 });
  });

  it('refuses a guest (401) and a customer (403) the PUT', async () => {
    expect((await putSettings({ wrapEnabled: true, wrapPrice: 99 }, {})).status).toBe(401);
    const customer = await createShopper(db());
    const res = await putSettings({ wrapEnabled: true, wrapPrice: 99 }, customer.headers);
    expect(res.status).toBe(403);
    expect(await readGiftSettings(db())).toEqual({ wrapEnabled: true, wrapPaise: 14_900 });
  });

  it.each([
    [{ wrapEnabled: true, wrapPrice: -1 }, 'wrapPrice'],
    [{ wrapEnabled: true, wrapPrice: 12.345 }, 'wrapPrice'],
    [{ wrapEnabled: true, wrapPrice: 10_000.01 }, 'wrapPrice'],
    [{ wrapEnabled: true, wrapPrice: '149' }, 'wrapPrice'],
    [{ wrapEnabled: true, wrapPrice: null }, 'wrapPrice'],
    [{ wrapEnabled: 'yes', wrapPrice: 149 }, 'wrapEnabled'],
  ])('refuses %j with 400 on %s', async (body, field) => {
    const res = await putSettings(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('an admin changes them, audited', async () => {
    const res = await putSettings({ wrapEnabled: true, wrapPrice: 199.5 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Gifting settings saved', data: { wrapEnabled: true, wrapPrice: 199.5 } });
    expect(await readGiftSettings(db())).toEqual({ wrapEnabled: true, wrapPaise: 19_950 });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'store_settings'), eq(auditLog.actorId, admin.id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'store_settings.gifting',
      before: { wrapEnabled: true, wrapPaise: 14_900 },
      after: { wrapEnabled: true, wrapPaise: 19_950 },
    });
    await saveGiftSettings(db(), { id: admin.id, email: admin.email }, { wrapEnabled: true, wrapPaise: 14_900 });
  });
});

describe('an order with gift options', () => {
  it('charges the settings’ wrap price (whatever the client says), after the coupon, and the paid invoice has a Gift wrap line', async () => {
    const coupon = await createCoupon(db(), { code: `GIFT${Date.now().toString(36).toUpperCase()}`.slice(0, 20), discountPercent: 10 });
    const { shopper, res } = await order({
      couponCode: coupon.code,
      gift: { wrap: true, message: '  Happy birthday, Asha!\r\nWith love  ', hidePrices: true, wrapPrice: 1 },
    });
    expect(res.status).toBe(201);
    const o = res.body.data.order;
    // ₹3,200 − 10% = ₹2,880 for the goods; the wrap is not discounted.
    expect(o).toMatchObject({
      subtotal: 3200,
      discount: 320,
      giftWrap: 149,
      shipping: 0,
      totalPrice: 3029,
      totalAmount: 3029,
      gift: { wrap: true, wrapPrice: 149, message: 'Happy birthday, Asha!\nWith love', hidePrices: true },
    });
    const [row] = await db().select().from(orders).where(eq(orders.id, o.id));
    expect(row).toMatchObject({ giftWrap: true, giftWrapPaise: 14_900, totalPaise: 302_900, giftHidePrices: true });

    await pay(res.body.data.paymentSession.payment_session_id);
    const view = await loadInvoice(db(), { userId: shopper.id, role: 'user' }, o.id);
    const wrap = view.invoice.lines.at(-1)!;
    expect(wrap).toMatchObject({ description: 'Gift wrap', hsnCode: '998540', quantity: 1, grossPaise: 14_900, discountPaise: 0, totalPaise: 14_900 });
    expect(wrap.taxablePaise + wrap.taxPaise).toBe(14_900);
    expect(view.invoice.lines[0]!.discountPaise).toBe(32_000);
    // The columns add up to what was paid.
    expect(view.invoice.totals.totalPaise).toBe(302_900);
    expect(view.invoice.totals.taxablePaise + view.invoice.totals.taxPaise).toBe(302_900);
    // Issued under today's rule: CGST and SGST equal on the wrap (₹22.73 of tax, its odd paisa
    // counted in the taxable value); an invoice issued before the rule was kept prints as it was.
    const [paid] = await db().select({ rule: orders.taxSplitRule }).from(orders).where(eq(orders.id, o.id));
    expect(paid!.rule).toBe(2);
    expect(wrap).toMatchObject({ taxPaise: 2_272, cgstPaise: 1_136, sgstPaise: 1_136 });
    expect(view.invoice.evenedLines).toContain(2);
    await db().update(orders).set({ taxSplitRule: null }).where(eq(orders.id, o.id));
    const earlier = await loadInvoice(db(), { userId: shopper.id, role: 'user' }, o.id);
    expect(earlier.invoice.lines.at(-1)).toMatchObject({ taxPaise: 2_273, cgstPaise: 1_136, sgstPaise: 1_137 });
    expect(earlier.invoice.evenedLines).toEqual([]);

    // The orders export has the wrap in its last column.
    const csv = await call(exportRoute, { path: `/x?search=${o.orderNumber}`, headers: admin.headers });
    const [header, csvRow] = (csv.body as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(header!.split(',').at(-1)).toBe('Gift Wrap (INR)');
    expect(csvRow!.split(',').at(-1)).toBe('149.00');
  });

  it('without gift the order is as before: no wrap, nothing in the totals', async () => {
    const { res } = await order({});
    expect(res.status).toBe(201);
    expect(res.body.data.order).toMatchObject({
      giftWrap: 0,
      totalPrice: 3200,
      gift: { wrap: false, wrapPrice: 0, message: null, hidePrices: false },
    });
  });

  it('a message or a gift receipt without wrap is allowed (a gift without paper)', async () => {
    const { res } = await order({ gift: { wrap: false, message: 'For you', hidePrices: true } });
    expect(res.status).toBe(201);
    expect(res.body.data.order).toMatchObject({ giftWrap: 0, totalPrice: 3200, gift: { wrap: false, message: 'For you', hidePrices: true } });
  });

  it('refuses a message of 251 characters with 400, and takes one of 250', async () => {
    const refused = await order({ gift: { wrap: false, message: 'a'.repeat(251) } });
    expect(refused.res.status).toBe(400);
    expect(refused.res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The gift message can be at most 250 characters',
      errors: { 'gift.message': ['The gift message can be at most 250 characters'] },
    });
    // Nothing was taken: the bag is still there, so the same shopper may try again.
    const taken = await order({ gift: { wrap: false, message: '🎁'.repeat(250) } });
    expect(taken.res.status).toBe(201);
    expect(taken.res.body.data.order.gift.message).toBe('🎁'.repeat(250));
  });

  it.each([['a bell', 'Hi\u0007'], ['a tab', 'Hi\tthere'], ['a right-to-left override', 'Hi \u202Eereht'], ['an escape', 'Hi\u001b[31m']])(
    'refuses a message with %s with 400',
    async (_what, message) => {
      const { res } = await order({ gift: { wrap: false, message } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The gift message can only contain printable text and line breaks');
    },
  );

  it('refuses a NUL with 400 (the request boundary refuses it in any field)', async () => {
    const { res } = await order({ gift: { wrap: false, message: 'Hi\u0000' } });
    expect(res.status).toBe(400);
  });

  it('refuses wrap with 400 while the admin has turned it off, and still takes a message', async () => {
    await saveGiftSettings(db(), { id: admin.id, email: admin.email }, { wrapEnabled: false, wrapPaise: 14_900 });
    try {
      const { res } = await order({ gift: { wrap: true } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'GIFT_WRAP_UNAVAILABLE', message: 'Gift wrap is not available at the moment. Please untick it to place your order.' });
      const plain = await order({ gift: { wrap: false, message: 'Still a gift' } });
      expect(plain.res.status).toBe(201);
    } finally {
      await saveGiftSettings(db(), { id: admin.id, email: admin.email }, { wrapEnabled: true, wrapPaise: 14_900 });
    }
  });

  it('keeps the price it was placed at when the admin changes it later', async () => {
    const { res } = await order({ gift: { wrap: true } });
    await saveGiftSettings(db(), { id: admin.id, email: admin.email }, { wrapEnabled: true, wrapPaise: 25_000 });
    try {
      const [row] = await db().select().from(orders).where(eq(orders.id, res.body.data.order.id));
      expect(row!.giftWrapPaise).toBe(14_900);
    } finally {
      await saveGiftSettings(db(), { id: admin.id, email: admin.email }, { wrapEnabled: true, wrapPaise: 14_900 });
    }
  });
});

describe('the packing slip', () => {
  it('shows the message and no prices for a gift receipt; prices otherwise', async () => {
    const gift = await order({ gift: { wrap: true, message: 'Happy Diwali', hidePrices: true } });
    const slip = await loadPackingSlip(db(), { userId: admin.id, role: 'admin' }, gift.res.body.data.order.id);
    expect(slip).toMatchObject({ showPrices: false, gift: { wrap: true, message: 'Happy Diwali' }, itemCount: 1, shipTo: { fullName: ADDRESS.fullName } });
    expect(slip.totals).toBeUndefined();
    expect(JSON.stringify(slip.lines)).not.toMatch(/Paise/);

    const plain = await order({});
    const priced = await loadPackingSlip(db(), { userId: admin.id, role: 'admin' }, plain.res.body.data.order.id);
    expect(priced).toMatchObject({ showPrices: true, totals: { totalPaise: 320_000 }, lines: [{ unitPricePaise: 320_000, quantity: 1 }] });
  });

  it('of another customer’s order is not found for a customer', async () => {
    const { res } = await order({ gift: { wrap: false, message: 'Private' } });
    const stranger = await createShopper(db());
    await expect(loadPackingSlip(db(), { userId: stranger.id, role: 'user' }, res.body.data.order.id)).rejects.toMatchObject({ status: 404 });
  });
});
