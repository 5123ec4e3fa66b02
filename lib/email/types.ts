/*
 * The messages the store sends. Each variant carries exactly what its template needs, so a
 * caller cannot forget a link or an expiry (the compiler asks for it).
 */

export interface VerifyEmailMessage {
  template: 'verify-email';
  name: string;
  verifyUrl: string;
  expiresInHours: number;
}

export interface PasswordResetMessage {
  template: 'password-reset';
  name: string;
  resetUrl: string;
  expiresInMinutes: number;
}

export interface PasswordChangedMessage {
  template: 'password-changed';
  name: string;
  changedAt: Date;
  /** Where to ask for a reset link if the change was not the account holder's. */
  forgotUrl: string;
}

/** Sent to the OLD address once a change of email has been confirmed. */
export interface EmailChangedMessage {
  template: 'email-changed';
  name: string;
  oldEmail: string;
  newEmail: string;
  changedAt: Date;
}

/** Sent to the NEW address: the change happens only once this link is opened. */
export interface EmailChangeConfirmMessage {
  template: 'email-change-confirm';
  name: string;
  newEmail: string;
  confirmUrl: string;
  expiresInHours: number;
}

/**
 * Double opt-in: goes to an address someone typed into a newsletter form. Nothing is sent to it
 * again unless its owner follows `confirmUrl`; `unsubscribeUrl` lets them refuse for good.
 */
export interface NewsletterConfirmMessage {
  template: 'newsletter-confirm';
  /** Usually '': a newsletter form asks only for the address. */
  name: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  expiresInDays: number;
}

/** The 6-digit code that signs a shopper in at checkout (lib/auth/email-code.ts). */
export interface SignInCodeMessage {
  template: 'sign-in-code';
  /** The account holder's name, or '' for an address with no account yet. */
  name: string;
  code: string;
  expiresInMinutes: number;
}

export interface WelcomeMessage {
  template: 'welcome';
  name: string;
  shopUrl: string;
}

/* Order emails. Money is integer paise, as everywhere inside the store. */

interface OrderEmailItem {
  name: string;
  /** The size's label when ordered ("50 ml"); absent on emails queued before sizes. */
  size?: string | null;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
  /** The bottle's picture, an absolute URL; absent on emails queued before pictures, or none. */
  imageUrl?: string | null;
}

export interface OrderEmailAddress {
  fullName: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
}

export interface OrderConfirmationMessage {
  template: 'order-confirmation';
  name: string;
  orderNumber: string;
  placedAt: Date;
  /** When it should arrive, in words ('Tue, 1 Dec – Thu, 3 Dec'), worked out when the email was queued; absent before estimates. */
  deliveryEstimate?: string | null;
  items: OrderEmailItem[];
  subtotalPaise: number;
  /** 0 when no coupon applied: the discount line is left out. */
  discountPaise: number;
  couponCode: string | null;
  /** Gift wrap on the order; absent or 0 leaves the line out. */
  giftWrapPaise?: number;
  /** 0 shows as "Free". */
  shippingPaise: number;
  totalPaise: number;
  shippingAddress: OrderEmailAddress;
  ordersUrl: string;
  /** Null until the tax invoice exists: the link is left out. */
  invoiceUrl: string | null;
}

export interface PaymentFailedMessage {
  template: 'payment-failed';
  name: string;
  orderNumber: string;
  totalPaise: number;
  /** What the gateway said, when it said something a customer can act on. */
  reason: string | null;
  retryUrl: string;
  /** When an unpaid order is cancelled and its stock released; null when it is not held. */
  payBy: Date | null;
}

export interface OrderCancelledMessage {
  template: 'order-cancelled';
  name: string;
  orderNumber: string;
  totalPaise: number;
  reason: string;
  cancelledAt: Date;
  /** The refund started with the cancellation; null (or 0) when nothing was paid. */
  refundPaise: number | null;
  ordersUrl: string;
}

export interface RefundIssuedMessage {
  template: 'refund-issued';
  name: string;
  orderNumber: string;
  refundPaise: number;
  refundId: string;
  /** The bank's reference, once the gateway has one: lets the customer trace the credit with their bank. */
  arn: string | null;
  ordersUrl: string;
}

/** Sent when the back office marks an order shipped. */
export interface OrderShippedMessage {
  template: 'order-shipped';
  name: string;
  orderNumber: string;
  shippedAt: Date;
  /** What is in the parcel (names and quantities: prices were in the confirmation). */
  items: Pick<OrderEmailItem, 'name' | 'size' | 'quantity'>[];
  totalPaise: number;
  shippingAddress: OrderEmailAddress;
  ordersUrl: string;
  /** The courier, the AWB and the courier's tracking page; null for an order shipped before tracking was recorded. */
  tracking: { courierName: string; trackingNumber: string; url: string } | null;
}

/** Sent when the back office marks an order delivered: thanks, and a review link for each product in it. */
export interface OrderDeliveredMessage {
  template: 'order-delivered';
  name: string;
  orderNumber: string;
  deliveredAt: Date;
  /** One per product (two sizes of one perfume are one review); the product's reviews on its page. */
  reviews: { name: string; url: string }[];
  ordersUrl: string;
  /**
   * The credits the order's discovery sets earned (lib/discovery/credits.ts): the code, its value,
   * the perfumes it may be spent on and its last day, as text. Absent on an order without sets.
   */
  credits?: { code: string; value: string; perfumes: string; expires: string }[];
}

/** A shopper reported a problem with delivered lines (lib/claims/create.ts). */
export interface ClaimReceivedMessage {
  template: 'claim-received';
  name: string;
  orderNumber: string;
  /** 'Leaking', 'Damaged' or 'Wrong product'. */
  reasonLabel: string;
  items: { name: string; size: string | null; quantity: number }[];
  /** When the store will have answered by. */
  answerBy: Date;
  ordersUrl: string;
}

/** The store's answer to a claim (lib/claims/decide.ts): a replacement, a refund or a refusal with its reason. */
export interface ClaimDecidedMessage {
  template: 'claim-decided';
  name: string;
  orderNumber: string;
  decision: 'replaced' | 'refunded' | 'rejected';
  items: { name: string; size: string | null; quantity: number }[];
  /** The ₹0 order sent in its place, for a replacement. */
  replacementOrderNumber: string | null;
  /** What goes back to the original payment method, for a refund. */
  refundPaise: number | null;
  /** The store's note; for a rejection, the reason. */
  note: string | null;
  /** Discovery credits withdrawn with a refunded set (absent from emails queued before they were). */
  withdrawnCredits?: string[];
  ordersUrl: string;
}

/** A size someone asked about is back: sent once per request (lib/stock-alerts/job.ts). */
export interface BackInStockMessage {
  template: 'back-in-stock';
  /** The account holder's name when the address is theirs; else ''. */
  name: string;
  productName: string;
  brand: string;
  sizeLabel: string;
  pricePaise: number;
  /** The product page with the size chosen (`?size=50ml`). */
  productUrl: string;
  /** Stops every back-in-stock email still waiting for this address. */
  unsubscribeUrl: string;
}

export type EmailMessage =
  | VerifyEmailMessage
  | PasswordResetMessage
  | SignInCodeMessage
  | PasswordChangedMessage
  | EmailChangedMessage
  | EmailChangeConfirmMessage
  | WelcomeMessage
  | NewsletterConfirmMessage
  | OrderConfirmationMessage
  | PaymentFailedMessage
  | OrderCancelledMessage
  | RefundIssuedMessage
  | OrderShippedMessage
  | OrderDeliveredMessage
  | ClaimReceivedMessage
  | ClaimDecidedMessage
  | BackInStockMessage;

export type EmailTemplate = EmailMessage['template'];

/** A message with its recipient: what `enqueueEmail` takes. */
export type OutgoingEmail = EmailMessage & { to: string };

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export const EMAIL_TEMPLATES = [
  'verify-email',
  'password-reset',
  'sign-in-code',
  'password-changed',
  'email-changed',
  'email-change-confirm',
  'welcome',
  'newsletter-confirm',
  'order-confirmation',
  'payment-failed',
  'order-cancelled',
  'refund-issued',
  'order-shipped',
  'order-delivered',
  'claim-received',
  'claim-decided',
  'back-in-stock',
] as const satisfies readonly EmailTemplate[];

/** Names for the back office. */
const EMAIL_TEMPLATE_LABELS: Record<EmailTemplate, string> = {
  'verify-email': 'Verify email',
  'password-reset': 'Password reset',
  'sign-in-code': 'Sign-in code',
  'password-changed': 'Password changed',
  'email-changed': 'Email changed',
  'email-change-confirm': 'Confirm new email',
  welcome: 'Welcome',
  'newsletter-confirm': 'Confirm newsletter',
  'order-confirmation': 'Order confirmation',
  'payment-failed': 'Payment failed',
  'order-cancelled': 'Order cancelled',
  'refund-issued': 'Refund processed',
  'order-shipped': 'Order shipped',
  'order-delivered': 'Order delivered',
  'claim-received': 'Problem reported',
  'claim-decided': 'Claim answered',
  'back-in-stock': 'Back in stock',
};

/** Rows written before a template was renamed keep showing their stored name. */
export function emailTemplateLabel(template: string): string {
  return (EMAIL_TEMPLATE_LABELS as Record<string, string>)[template] ?? template;
}

export const EMAIL_STATUSES = ['pending', 'sent', 'failed', 'logged', 'suppressed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
