import type { ClaimDto } from '../claims/types';

/*
 * Orders and payments as the API answers them (docs/api.md, docs/requirements.md#order-status). Import-free apart
 * from types, so client components share them. Money is rupees with two decimals, as the
 * original clients read it; dates are ISO strings.
 */

export const ORDER_STATUSES = ['pending', 'processing', 'confirmed', 'shipped', 'delivered', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * 'coupon': a ₹0 order, settled at once without the gateway (lib/orders/create.ts);
 * 'replacement': a ₹0 order the store sent for an upheld claim.
 */
export type PaymentMethod = 'online' | 'COD' | 'coupon' | 'replacement';

/** Statuses a customer (or an admin) may still cancel: before dispatch. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'confirmed'];

interface OrderAddress {
  fullName: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  postalCode: string;
  /** The original order screens read zipCode; both carry the PIN. */
  zipCode: string;
  country: string;
  phone: string;
}

export interface OrderItemDto {
  _id: string;
  productId: string | null;
  /** The size ordered; null on orders placed before sizes, or once the size was deleted. */
  variantId: string | null;
  /** 'sample': a free sample chosen at checkout (₹0, its `size` says so); 'goods' otherwise. */
  kind: 'goods' | 'sample' | 'discovery_set';
  /** The size's label when ordered ("50 ml"), a snapshot like the name and price. */
  size: string | null;
  /** The product's page while it is still sold; null once it was removed. */
  slug: string | null;
  name: string;
  image: string | null;
  brand: string | null;
  category: string | null;
  /** Unit price in rupees at the time of the order. */
  price: number;
  quantity: number;
  lineTotal: number;
}

/** The gift options chosen at checkout (docs/requirements.md#gifting). */
interface OrderGiftDto {
  wrap: boolean;
  /** Rupees, GST included; 0 without wrap. */
  wrapPrice: number;
  /** Printed on the packing slip; null when none. */
  message: string | null;
  /** The parcel's packing slip shows no prices (the tax invoice still goes to the buyer). */
  hidePrices: boolean;
}

export interface RefundDto {
  refundId: string;
  amount: number;
  /** Cashfree's refund_status: SUCCESS, PENDING, CANCELLED, ONHOLD or FAILED. */
  status: string;
  /** Bank reference, once the refund reached the bank. */
  arn: string | null;
  createdAt: string;
}

/** The parcel: its courier (a key of lib/orders/couriers.ts), the AWB, and the courier's tracking page for it. */
interface TrackingDto {
  courier: string;
  courierName: string;
  trackingNumber: string;
  url: string;
}

export interface OrderDto {
  _id: string;
  id: string;
  orderNumber: string;
  cfOrderId: string | null;
  createdAt: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  items: OrderItemDto[];
  itemCount: number;
  /** Rupees. */
  subtotal: number;
  discount: number;
  shipping: number;
  /** The gift wrap's price on this order (0 without wrap); totalPrice includes it. */
  giftWrap: number;
  totalPrice: number;
  /** Same as totalPrice (the original clients read either). */
  totalAmount: number;
  couponCode: string | null;
  gift: OrderGiftDto;
  shippingAddress: OrderAddress;
  transactionId: string | null;
  paidAt: string | null;
  /** A pending online order not paid by then is cancelled and its stock returned. */
  expiresAt: string | null;
  cancelledAt: string | null;
  cancellationReason: string | null;
  /** Only pending, processing and confirmed orders can be cancelled. */
  canCancel: boolean;
  /** A pending, unexpired online order whose payment can still be (re)started. */
  canPay: boolean;
  /** Set when the order has a GST tax invoice (paid orders). */
  invoiceNumber: string | null;
  refunds: RefundDto[];
  /** The timeline's times (lib/orders/timeline.ts); null until the step happens. Packed is when fulfilment started. */
  packedAt: string | null;
  shippedAt: string | null;
  outForDeliveryAt: string | null;
  deliveredAt: string | null;
  /** Null until the order ships. */
  tracking: TrackingDto | null;
  /** A claim's replacement: the order it replaces (null for any other order). */
  replacesOrderId: string | null;
  /** Problems reported with this order and the store's answers (docs/claims.md), oldest first. */
  claims: ClaimDto[];
  /** When reporting a problem closes (delivery plus the store's claim window); null until delivered. */
  claimWindowClosesAt: string | null;
  /** Whether *Report a problem* is offered now: delivered, in the window, no claim open, units left to claim. */
  canReportProblem: boolean;
}

/** POST /api/v1/orders/create/{userId} for online payment. */
export interface CreateOrderResponse {
  order: OrderDto;
  /** Null for a ₹0 order (paid by its coupon at once) and when an Idempotency-Key replay names an order that can no longer be paid (paid, cancelled). */
  paymentSession: { payment_session_id: string; cf_order_id: string; order_id: string } | null;
  /** Where the browser opens the payment: Cashfree's SDK ('cashfree'), or the local gateway's hosted page. */
  checkout: { provider: 'cashfree'; mode: 'sandbox' | 'production' } | { provider: 'local'; url: string } | null;
}

export type VerifyStatus = 'success' | 'pending' | 'failed';

export interface CouponValidationResult {
  isValid: boolean;
  message: string;
  /** Present when the code exists (even when it cannot be used now). */
  coupon: import('../coupons/dto').CouponDto | null;
  /** Rupees off this order amount; 0 when not valid. */
  discountAmount: number;
  /** Rupees left to pay; never below 0. */
  finalAmount: number;
}
