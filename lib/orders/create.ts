import 'server-only';
import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { postalAddressSchema } from '../addresses/schema';
import type { AuthUser } from '../auth/types';
import { loadOwnerCart, removeOrderedLines } from '../cart/service';
import { bagCapExceeded, isAvailable } from '../cart/calc';
import { formatInrWhole, MAX_ORDER_TOTAL_PAISE } from '../money';
import { checkCoupon, couponHiddenFrom, normalizeCouponCode, type CouponLine } from '../coupons/discount';
import { COUPON_CHECKOUT_MESSAGES } from '../coupons/messages';
import { firstOrderRefusal, hasEarlierOrder } from '../coupons/first-order';
import { couponEligibility, couponLinesOf, customerUses, findCouponByCode } from '../coupons/validate';
import { loadBagSets, type BagSet } from '../discovery/bag';
import { DISCOVERY_MESSAGES } from '../discovery/messages';
import { cacheTags } from '../cache';
import type { LineInput } from '../cart/calc';
import type { Db, DbOrTx, Tx } from '../db/client';
import type { Effects } from '../db/effects';
import { inTransaction } from '../db/transaction';
import { cartDiscoverySets, couponRedemptions, coupons, orderItems, orders, users } from '../db/schema';
import { priceGift } from '../gifts/rules';
import { giftInputSchema } from '../gifts/schema';
import { readGiftSettings } from '../gifts/settings';
import { AppError, forbidden } from '../errors';
import { orderNumberPrefix, PAYMENT_WINDOW_MINUTES } from './constants';
import { ORDER_MESSAGES } from './messages';
import type { OrderItemRow, OrderRow } from './dto';
import { markOrderPaid } from './mark-paid';
import { paymentGateway } from '../payments/gateway';
import { takeStock } from './holdings';
import { sizeLabel } from '../catalog/sizes';
import { sampleChoiceSchema } from '../samples/schema';
import { takeSamples } from '../samples/service';

export const createOrderSchema = z.object({
  shippingAddress: postalAddressSchema,
  // Prepaid only by design: cash on delivery is shown at checkout as coming soon and refused here by name.
  paymentMethod: z.unknown().transform((value, ctx) => {
    if (value === 'online') return 'online' as const;
    const cod = typeof value === 'string' && value.trim().toLowerCase() === 'cod';
    ctx.addIssue({ code: 'custom', message: cod ? ORDER_MESSAGES.codUnavailable : ORDER_MESSAGES.invalidPaymentMethod });
    return z.NEVER;
  }),
  couponCode: z
    .string()
    .trim()
    .max(40, COUPON_CHECKOUT_MESSAGES.invalidCode)
    .optional()
    .default('')
    .transform(normalizeCouponCode),
  gift: giftInputSchema.optional(),
  /** Up to two free samples (lib/samples): their ids, as GET /api/v1/samples lists them. */
  samples: sampleChoiceSchema,
});
export type CreateOrderInput = z.output<typeof createOrderSchema>;

/** formatOrderNumber's shape, computed by the database from the sequence, inside the insert. */
export function orderNumberSql(now: Date) {
  return sql<string>`(select ${orderNumberPrefix(now)} || case when s.n < 1000000 then lpad(s.n::text, 6, '0') else s.n::text end from (select nextval('order_number_seq') as n) s)`;
}

/** A refusal names the size only when the bag holds two sizes of one product, where the name alone is ambiguous. */
function lineName(name: string, label: string | undefined, lines: readonly { product: { id: string; name: string } | null }[]): string {
  const sameName = lines.filter((l) => l.product?.name === name).length;
  return label && sameName > 1 ? `${name} (${label})` : name;
}

/** Idempotency keys are the client's: any printable token of reasonable size. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

export interface CreatedOrder {
  order: OrderRow;
  /** False when the idempotency key named an order made earlier. */
  created: boolean;
  /** The new order's lines (so the answer needs no second read). */
  items?: OrderItemRow[];
}

async function findByIdempotencyKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key))).limit(1);
  return row ?? null;
}

/**
 * POST /orders/create/{userId}. Everything is re-read and re-priced here; the client's prices
 * are never trusted. One transaction takes the stock (takeStock: conditional updates, so concurrent
 * checkouts cannot oversell), the coupon use (conditional too) and writes the order with its
 * line snapshots, then takes exactly the ordered lines out of the cart. Any refusal rolls all of it back.
 */
export async function createOrder(
  db: Db,
  actor: AuthUser,
  userId: string,
  input: CreateOrderInput,
  options: { idempotencyKey?: string | null; now?: Date } = {},
): Promise<CreatedOrder> {
  if (actor.id !== userId) throw forbidden(ORDER_MESSAGES.ownOrdersOnly);
  if (!actor.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', ORDER_MESSAGES.verifyEmailFirst);
  const key = options.idempotencyKey ?? null;
  if (key) {
    const existing = await findByIdempotencyKey(db, userId, key);
    if (existing) return { order: existing, created: false };
  }
  const now = options.now ?? new Date();

  return inTransaction(db, async (tx, effects): Promise<CreatedOrder> => {
    // One checkout at a time per customer: a double click waits here, then finds the first order.
    const [me] = await tx.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, userId)).for('update');
    if (!me) throw forbidden(ORDER_MESSAGES.ownOrdersOnly);
    if (key) {
      const existing = await findByIdempotencyKey(tx, userId, key);
      if (existing) return { order: existing, created: false };
    }
    const { cartId, lines, setCount } = await loadOwnerCart(tx, { userId });
    // The bag's discovery sets, priced by the settings in force now (read in this transaction).
    const sets = setCount > 0 ? await loadBagSets(tx, cartId) : [];
    const { subtotalPaise, gift } = await priceBag(tx, lines, sets, input);
    const coupon = input.couponCode ? await takeCoupon(tx, effects, input.couponCode, userId, subtotalPaise, couponLinesOf(lines), now) : null;
    const discountPaise = coupon?.discountPaise ?? 0;
    const totalPaise = Math.max(0, subtotalPaise - discountPaise) + gift.wrapPaise;
    // Nothing to pay (a coupon worth the goods, no paid wrap): Cashfree refuses an amount under
    // ₹1, so the order never goes there; it is paid by its coupon at once, below.
    const settledByCoupon = totalPaise === 0;
    // Anything to pay needs a gateway that may take money (PAYMENTS_NOT_CONFIGURED on a production
    // deployment without Cashfree): refused here, the transaction undoes the stock taken and the
    // bag stays as it was; a ₹0 order needs no gateway.
    if (!settledByCoupon) paymentGateway();
    // The order is written before its stock is taken so the ledger's rows can name it; a size
    // short of stock below still undoes it all.
    const [inserted] = await tx
      .insert(orders)
      .values({
        // The sequence is read inside the insert: one round trip less on the hottest write.
        orderNumber: orderNumberSql(now),
        userId,
        customerName: input.shippingAddress.fullName,
        customerEmail: me.email,
        shippingAddress: { ...input.shippingAddress, country: 'India' },
        status: 'pending',
        paymentStatus: 'pending',
        paymentMethod: settledByCoupon ? 'coupon' : input.paymentMethod,
        subtotalPaise,
        discountPaise,
        shippingPaise: 0,
        // The coupon came off the goods alone; the wrap is added after it.
        totalPaise,
        giftWrap: gift.wrap,
        giftWrapPaise: gift.wrapPaise,
        giftMessage: gift.message,
        giftHidePrices: gift.hidePrices,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        idempotencyKey: key,
        // Only an order waiting for the gateway holds its stock against a payment window.
        expiresAt: settledByCoupon ? null : new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new AppError('INTERNAL', 'order insert returned no row');
    const stockLines = lines.map((line) => {
      const p = line.product!;
      if (!line.variantId) throw new AppError('PRODUCT_UNAVAILABLE', ORDER_MESSAGES.unavailable(p.name));
      return { productId: p.id, variantId: line.variantId, quantity: line.quantity, name: lineName(p.name, line.size?.label, lines) };
    });
    // A set takes one unit of each of its sprays' sizes, through the same conditional takes.
    for (const set of sets) {
      for (const spray of set.sprays) stockLines.push({ productId: spray.productId, variantId: spray.variantId, quantity: 1, name: `${spray.name} travel spray` });
    }
    await takeStock(tx, effects, stockLines, { reason: 'order', orderId: inserted.id }, now);
    const items = [...(lines.length ? await insertOrderLines(tx, inserted.id, lines) : []), ...(await insertSetLines(tx, inserted.id, sets))];
    // The free samples follow the goods, at ₹0: a sample run out since the page loaded undoes the order.
    items.push(...(await takeSamples(tx, inserted.id, input.samples, now)));
    if (coupon) await tx.insert(couponRedemptions).values({ couponId: coupon.id, userId, orderId: inserted.id, discountPaise });
    // Confirmed, invoiced and mailed (the email lists the lines, so after them) exactly as a
    // gateway payment would make it: one function for both.
    const order = settledByCoupon ? await markOrderPaid(tx, effects, inserted, { transactionId: null, now }) : inserted;
    // Exactly the lines ordered, by the quantities read above: a line another tab added or raised meanwhile stays.
    await removeOrderedLines(tx, lines);
    if (sets.length) await tx.delete(cartDiscoverySets).where(inArray(cartDiscoverySets.id, sets.map((set) => set.id)));
    return { order, created: true, items };
  });
}

/**
 * The bag's goods, discovery sets and gift wrap, priced as of now; refuses an empty bag, a product
 * (or a set's spray) no longer sold, or a total past the cap.
 */
async function priceBag(tx: Tx, lines: readonly LineInput[], sets: readonly BagSet[], input: CreateOrderInput) {
  if (lines.length === 0 && sets.length === 0) throw new AppError('CART_EMPTY', ORDER_MESSAGES.emptyCart);
  let subtotalPaise = 0;
  for (const line of lines) {
    const name = line.product?.name ?? 'A product in your cart';
    if (!isAvailable(line.product)) throw new AppError('PRODUCT_UNAVAILABLE', ORDER_MESSAGES.unavailable(name));
    subtotalPaise += line.product.pricePaise * line.quantity;
  }
  for (const set of sets) {
    // A sold-out spray is refused by takeStock with what is left; one no longer sold here.
    const gone = set.sprays.find((s) => !s.live);
    if (gone) throw new AppError('PRODUCT_UNAVAILABLE', DISCOVERY_MESSAGES.setUnavailable(gone.name));
    subtotalPaise += set.pricePaise;
  }
  if (subtotalPaise > MAX_ORDER_TOTAL_PAISE) throw new AppError('BAG_LIMIT', bagCapExceeded);
  // The wrap's price is the settings' in force now, read in this transaction: never the client's.
  const priced = priceGift(input.gift, await readGiftSettings(tx));
  if (!priced.ok) throw new AppError('GIFT_WRAP_UNAVAILABLE', priced.error);
  // The cap is on what the shopper would pay before any coupon, wrap included (the wrap is
  // never discounted); it also keeps every amount written below within the integer money columns.
  if (subtotalPaise + priced.gift.wrapPaise > MAX_ORDER_TOTAL_PAISE) {
    throw new AppError('BAG_LIMIT', ORDER_MESSAGES.capWithWrap(formatInrWhole(MAX_ORDER_TOTAL_PAISE)));
  }
  return { subtotalPaise, gift: priced.gift };
}

/**
 * Checks the coupon for this customer and bag and takes one use of it; refuses with the reason a
 * shopper reads. A private code of another account is refused as an unknown one; a code for some
 * products only comes off those lines alone (`lines`, the bag's goods).
 */
async function takeCoupon(tx: Tx, effects: Effects, code: string, userId: string, subtotalPaise: number, lines: readonly CouponLine[], now: Date) {
  const coupon = await findCouponByCode(tx, code);
  if (!coupon || couponHiddenFrom(coupon, userId)) throw new AppError('COUPON_NOT_FOUND', COUPON_CHECKOUT_MESSAGES.invalidCode);
  const check = checkCoupon(coupon, subtotalPaise, now, await couponEligibility(tx, coupon, subtotalPaise, lines));
  if (!check.valid) throw new AppError(check.code, check.message);
  if ((await customerUses(tx, coupon.id, userId)) >= coupon.perCustomerLimit) throw new AppError('COUPON_ALREADY_USED', COUPON_CHECKOUT_MESSAGES.alreadyUsed);
  // The customer's row was locked first thing, so a second tab's checkout reads this only after
  // the first tab's order is committed, and is refused.
  const refusal = await firstOrderRefusal(coupon, () => hasEarlierOrder(tx, userId));
  if (refusal) throw new AppError('COUPON_FIRST_ORDER_ONLY', refusal);
  // The global limit is taken by a conditional update: fifty shoppers racing for the last
  // five uses get exactly five rows back.
  const [taken] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, coupon.id),
        eq(coupons.isActive, true),
        gt(coupons.expiryDate, now),
        or(isNull(coupons.startDate), lte(coupons.startDate, now)),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .returning({ id: coupons.id });
  if (!taken) throw new AppError('COUPON_USED_UP', COUPON_CHECKOUT_MESSAGES.usedUp);
  // Its uses left are shown: the coupons' cached reads go after the commit.
  effects.invalidate(cacheTags.coupons);
  return { id: coupon.id, code: coupon.code, discountPaise: check.discountPaise };
}

/** The order's lines as the shopper saw them (name, price, size kept), with each product's slug for the answer. */
async function insertOrderLines(tx: Tx, orderId: string, lines: readonly LineInput[]): Promise<OrderItemRow[]> {
  const rows = await tx
    .insert(orderItems)
    .values(
      lines.map((line) => {
        const p = line.product!;
        return {
          orderId,
          productId: p.id,
          name: p.name,
          image: p.images[0] ?? null,
          brand: p.brand,
          category: p.category,
          variantId: line.variantId,
          // The size's label as the shopper chose it, kept like the name and price.
          variantLabel: line.size ? sizeLabel(line.size) : p.volumeMl ? `${p.volumeMl} ml` : null,
          unitPricePaise: p.pricePaise,
          quantity: line.quantity,
          lineTotalPaise: p.pricePaise * line.quantity,
        };
      }),
    )
    .returning();
  const slugs = new Map(lines.map((l) => [l.product!.id, l.product!.slug]));
  return rows.map((r) => ({ ...r, slug: r.productId ? (slugs.get(r.productId) ?? null) : null }));
}

/**
 * A discovery set's order line: one line at the set's price, its sprays kept (setItems) and named
 * in its size label, so the invoice, packing slip and emails list the chosen scents.
 */
async function insertSetLines(tx: Tx, orderId: string, sets: readonly BagSet[]): Promise<OrderItemRow[]> {
  if (!sets.length) return [];
  const rows = await tx
    .insert(orderItems)
    .values(
      sets.map((set) => ({
        orderId,
        kind: 'discovery_set' as const,
        productId: null,
        variantId: null,
        name: DISCOVERY_MESSAGES.lineName(set.setSize),
        image: null,
        brand: null,
        category: null,
        variantLabel: `${set.setSize} × 10 ml: ${set.sprays.map((s) => s.name).join(', ')}`,
        setItems: set.sprays.map((s) => ({ productId: s.productId, variantId: s.variantId, name: s.name, brand: s.brand, slug: s.slug })),
        unitPricePaise: set.pricePaise,
        quantity: 1,
        lineTotalPaise: set.pricePaise,
      })),
    )
    .returning();
  return rows.map((r) => ({ ...r, slug: null }));
}
