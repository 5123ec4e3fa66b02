import { z } from 'zod';
import { isId } from '../ids';
import {
  ADMIN_ORDER_SORTS,
  ADMIN_ORDERS_DEFAULT_LIMIT,
  ADMIN_ORDERS_MAX_LIMIT,
  ADMIN_PERIODS,
  ANALYTICS_TIMEFRAMES,
  type AdminOrderFilters,
} from './admin-types';
import { ORDER_MESSAGES, ADMIN_ORDER_SEARCH_MAX, ORDER_ADMIN_MESSAGES as M, ORDER_TRACKING_MESSAGES } from './messages';
import { awbRefusal, isCourierKey, normalizeAwb, type CourierKey } from './couriers';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './types';

/** '', 'all' and a missing value all mean "no filter" (null). */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .preprocess((v) => {
      if (typeof v !== 'string') return v;
      const t = v.trim().toLowerCase();
      return t === '' || t === 'all' ? undefined : t;
    }, z.enum(values, { error: message }).optional())
    .transform((v) => v ?? null);

// The original screen names its periods all, today, week and month; the API's own names are kept too.
const PERIOD_ALIASES: Record<string, string> = { week: '7d', month: 'lastMonth', lastmonth: 'lastMonth', '': 'all' };

export const adminOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_ORDERS_MAX_LIMIT).default(ADMIN_ORDERS_DEFAULT_LIMIT),
  search: z.string().trim().max(ADMIN_ORDER_SEARCH_MAX, M.searchTooLong).default(''),
  userId: z
    .string()
    .trim()
    .refine((v) => v === '' || isId(v), M.invalidUserId)
    .transform((v) => v || null)
    .default(null),
  status: optionalEnum(ORDER_STATUSES, M.invalidStatus),
  paymentStatus: optionalEnum(PAYMENT_STATUSES, M.invalidPaymentStatus),
  period: z
    .preprocess((v) => (typeof v === 'string' ? (PERIOD_ALIASES[v.trim().toLowerCase()] ?? v.trim()) : v), z.enum(ADMIN_PERIODS, { error: M.invalidPeriod }))
    .default('all'),
  sort: z.enum(ADMIN_ORDER_SORTS, { error: M.invalidSort }).default('newest'),
}) satisfies z.ZodType<AdminOrderFilters, unknown>;

/** The export takes the list's filters without its paging. */
export const adminOrdersExportQuerySchema = adminOrdersQuerySchema.omit({ page: true, limit: true });

export const orderIdParams = z.object({ id: z.string().refine(isId, ORDER_MESSAGES.invalidId) });

/** A courier's key or its name as people write it ('Blue Dart', 'india-post'): both name one entry of lib/orders/couriers.ts. */
const courierField = z
  .string({ error: ORDER_TRACKING_MESSAGES.unknownCourier })
  .max(40, ORDER_TRACKING_MESSAGES.unknownCourier)
  .transform((v) => v.toLowerCase().replace(/[^a-z0-9]/g, ''))
  .refine((v) => v === '' || isCourierKey(v), ORDER_TRACKING_MESSAGES.unknownCourier)
  .transform((v) => (v === '' ? undefined : (v as CourierKey)));

export const updateOrderStatusSchema = z
  .object({
    orderStatus: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(ORDER_STATUSES, { error: M.invalidStatus })),
    /** Told to the customer in the cancellation email; the store's default otherwise. */
    reason: z.string().trim().max(200, 'Reason must be at most 200 characters').optional(),
    /** Marking shipped needs both; sent again on a shipped order they correct it without a second email. */
    courier: courierField.optional(),
    trackingNumber: z
      .string({ error: ORDER_TRACKING_MESSAGES.awbRequired })
      .max(60, ORDER_TRACKING_MESSAGES.awbRequired)
      .transform(normalizeAwb)
      .transform((v) => v || undefined)
      .optional(),
    /** With orderStatus "shipped": the courier has the parcel out for delivery today. */
    outForDelivery: z.boolean({ error: 'outForDelivery must be true or false' }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.orderStatus !== 'shipped') {
      if (input.courier || input.trackingNumber) ctx.addIssue({ code: 'custom', path: ['courier'], message: ORDER_TRACKING_MESSAGES.trackingNeedsShipped });
      if (input.outForDelivery !== undefined) ctx.addIssue({ code: 'custom', path: ['outForDelivery'], message: ORDER_TRACKING_MESSAGES.outForDeliveryNeedsShipped });
      return;
    }
    // An unknown courier has its own issue already.
    if (!isCourierKey(input.courier) || !input.trackingNumber) return;
    const refusal = awbRefusal(input.courier, input.trackingNumber);
    if (refusal) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: refusal });
  });
export type UpdateOrderStatusInput = z.output<typeof updateOrderStatusSchema>;

export const analyticsQuerySchema = z.object({
  timeframe: z.enum(ANALYTICS_TIMEFRAMES, { error: M.invalidTimeframe }).default('30d'),
});
