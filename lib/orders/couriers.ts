import { ORDER_TRACKING_MESSAGES } from './messages';
/*
 * The couriers an order can ship with: the one place to add a courier, change its tracking page
 * or its air waybill (AWB) check. Import-free, so the back office's ship form checks an AWB the
 * same way the server does, and My Orders builds the same link as the shipped email.
 *
 * `trackingUrl` takes the AWB where `{awb}` stands (URL-encoded); a courier whose page has no
 * deep link gives the page alone and the customer types the number shown beside the link.
 * `awb` is the courier's own format where it is well known; the others take the generic check.
 */

export interface Courier {
  name: string;
  trackingUrl: string;
  awb: RegExp;
  /** How the AWB looks, for the refusal message. */
  awbHint: string;
}

/** 6 to 30 letters or digits: what any courier's waybill fits, and enough to catch a pasted sentence. */
const GENERIC_AWB = /^[A-Z0-9]{6,30}$/;
const GENERIC_HINT = '6 to 30 letters or digits';

export const COURIERS = {
  delhivery: {
    name: 'Delhivery',
    trackingUrl: 'https://www.delhivery.com/track/package/{awb}',
    awb: /^\d{10,14}$/,
    awbHint: 'numbers of 10 to 14 digits',
  },
  bluedart: {
    name: 'Blue Dart',
    trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}',
    awb: /^\d{11}$/,
    awbHint: '11-digit numbers',
  },
  dtdc: {
    name: 'DTDC',
    trackingUrl: 'https://www.dtdc.in/trace.asp?strCnno={awb}',
    awb: GENERIC_AWB,
    awbHint: GENERIC_HINT,
  },
  indiapost: {
    name: 'India Post',
    // India Post's tracking page takes the number in its own form; there is no link that carries it.
    trackingUrl: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
    // The UPU's S10 article number: two letters, nine digits, IN (EE123456789IN for Speed Post).
    awb: /^[A-Z]{2}\d{9}IN$/,
    awbHint: 'two letters, nine digits and IN, like EE123456789IN',
  },
  ekart: {
    name: 'Ekart',
    trackingUrl: 'https://ekartlogistics.com/shipmenttrack/{awb}',
    awb: GENERIC_AWB,
    awbHint: GENERIC_HINT,
  },
  xpressbees: {
    name: 'Xpressbees',
    trackingUrl: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}',
    awb: GENERIC_AWB,
    awbHint: GENERIC_HINT,
  },
} as const satisfies Record<string, Courier>;

export type CourierKey = keyof typeof COURIERS;

/** In the order the ship form lists them. */
export const COURIER_KEYS = Object.keys(COURIERS) as [CourierKey, ...CourierKey[]];

export function isCourierKey(value: unknown): value is CourierKey {
  return typeof value === 'string' && Object.hasOwn(COURIERS, value);
}

/** Waybills are printed in groups and read out with dashes: those and case are not part of the number. */
export function normalizeAwb(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** Why the AWB (already normalised) does not fit the courier, or null when it does. */
export function awbRefusal(courier: CourierKey, awb: string): string | null {
  if (awb === '') return ORDER_TRACKING_MESSAGES.awbRequired;
  const c: Courier = COURIERS[courier];
  return c.awb.test(awb) ? null : ORDER_TRACKING_MESSAGES.awbFormat(c.name, c.awbHint);
}

export function trackingUrl(courier: CourierKey, awb: string): string {
  return COURIERS[courier].trackingUrl.replace('{awb}', encodeURIComponent(awb));
}

export interface TrackingInfo {
  courier: CourierKey;
  courierName: string;
  trackingNumber: string;
  url: string;
}

/** What the order JSON and the emails say about the parcel; null before it ships (or once its courier left the list). */
export function trackingOf(order: { courier: string | null; trackingNumber: string | null }): TrackingInfo | null {
  if (!order.courier || !order.trackingNumber || !isCourierKey(order.courier)) return null;
  return {
    courier: order.courier,
    courierName: COURIERS[order.courier].name,
    trackingNumber: order.trackingNumber,
    url: trackingUrl(order.courier, order.trackingNumber),
  };
}
