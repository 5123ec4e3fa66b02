/* Cashfree PG API shapes (versions 2023-08-01 / 2025-01-01), as far as the store uses them. */

type CfOrderStatus = 'ACTIVE' | 'PAID' | 'EXPIRED' | 'TERMINATED' | 'TERMINATION_REQUESTED';
export type CfPaymentStatus = 'SUCCESS' | 'NOT_ATTEMPTED' | 'FAILED' | 'USER_DROPPED' | 'VOID' | 'CANCELLED' | 'PENDING';
type CfRefundStatus = 'SUCCESS' | 'PENDING' | 'CANCELLED' | 'ONHOLD' | 'FAILED';

export interface CfCustomerDetails {
  customer_id: string;
  customer_phone: string;
  customer_email?: string;
  customer_name?: string;
}

export interface CfOrderMeta {
  return_url?: string;
  notify_url?: string;
  payment_methods?: string;
}

export interface CfCreateOrderRequest {
  order_id: string;
  order_amount: number;
  order_currency: 'INR';
  customer_details: CfCustomerDetails;
  order_meta?: CfOrderMeta;
  order_expiry_time?: string;
  order_note?: string;
  order_tags?: Record<string, string>;
}

export interface CfOrder {
  cf_order_id: string;
  order_id: string;
  order_amount: number;
  order_currency: string;
  order_status: CfOrderStatus;
  payment_session_id: string;
  order_expiry_time: string | null;
  created_at: string;
  customer_details: CfCustomerDetails;
  order_meta: CfOrderMeta;
}

export interface CfPayment {
  cf_payment_id: string | number;
  order_id: string;
  payment_status: CfPaymentStatus;
  payment_amount: number;
  payment_currency: string;
  payment_group: string | null;
  payment_method: Record<string, unknown> | null;
  payment_time: string | null;
  payment_message: string | null;
  error_details?: { error_code?: string; error_description?: string; error_reason?: string } | null;
  /** When the payment finished (newer API versions); `payment_time` is when it started. */
  payment_completion_time?: string | null;
  /** A convenience fee some payment methods add on top of the order amount. */
  payment_surcharge?: { payment_surcharge_service_charge?: number | null; payment_surcharge_service_tax?: number | null } | null;
}

export interface CfRefundRequest {
  refund_amount: number;
  refund_id: string;
  refund_note?: string;
  refund_speed: 'STANDARD' | 'INSTANT';
}

export interface CfRefund {
  cf_refund_id: string | number;
  refund_id: string;
  order_id: string;
  refund_amount: number;
  refund_currency: string;
  refund_status: CfRefundStatus;
  refund_arn: string | null;
  refund_note: string | null;
  created_at: string;
  processed_at: string | null;
}

export type CfWebhookType =
  | 'PAYMENT_SUCCESS_WEBHOOK'
  | 'PAYMENT_FAILED_WEBHOOK'
  | 'PAYMENT_USER_DROPPED_WEBHOOK'
  | 'REFUND_STATUS_WEBHOOK';

export interface CfWebhook {
  type: CfWebhookType | string;
  event_time: string;
  data: {
    order?: { order_id: string; order_amount: number; order_currency: string; order_tags?: unknown };
    payment?: Omit<CfPayment, 'order_id'> & { order_id?: string };
    customer_details?: Partial<CfCustomerDetails>;
    payment_gateway_details?: Record<string, unknown>;
    /** On PAYMENT_FAILED / USER_DROPPED webhooks, beside `payment`. */
    error_details?: CfPayment['error_details'];
    refund?: CfRefund;
  };
}

export interface CfError {
  message: string;
  code: string;
  type: string;
}
