/*
 * Gifting at checkout (docs/requirements.md#gifting): the wrap, the message on the packing slip and
 * the gift receipt without prices. Pure and free of zod (the checkout bundles it), so the checkout
 * form, the admin settings form and the server share one set of rules and words; the request
 * schemas built on them are in schema.ts.
 */
import type { Paise } from '../money';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGES } from './messages';

/** What the migration seeds; shown when the settings row is missing. */
export const DEFAULT_GIFT_SETTINGS: GiftSettings = { wrapEnabled: true, wrapPaise: 14_900 };

const M = GIFT_MESSAGES;

export interface GiftSettings {
  wrapEnabled: boolean;
  /** GST included, like the goods' prices. */
  wrapPaise: Paise;
}

/** What an order stores and answers about its gift options. */
export interface OrderGift {
  wrap: boolean;
  /** What the wrap cost on this order (0 without wrap); read from the settings when it was placed. */
  wrapPaise: Paise;
  message: string | null;
  hidePrices: boolean;
}

export const NO_GIFT: OrderGift = { wrap: false, wrapPaise: 0, message: null, hidePrices: false };

/*
 * Refused in a message: every control character (C0, DEL, C1) but the line break, and the
 * bidirectional overrides and isolates, which would let a message print reversed or hide text on
 * the slip. Joiners and variation selectors stay: emoji are made of them.
 */
const FORBIDDEN_IN_MESSAGE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

export type GiftMessageCheck = { ok: true; message: string | null } | { ok: false; error: string };

/**
 * The message as it is stored: CRLF and CR become line breaks, the ends are trimmed, blank means
 * none. Too long or carrying control characters is refused, not cleaned: the buyer should see
 * what will be printed.
 */
export function checkGiftMessage(raw: string | null | undefined): GiftMessageCheck {
  if (raw == null) return { ok: true, message: null };
  const message = raw.replace(/\r\n?/g, '\n').trim();
  if (message === '') return { ok: true, message: null };
  if (FORBIDDEN_IN_MESSAGE.test(message)) return { ok: false, error: M.messageControl };
  if ([...message].length > GIFT_MESSAGE_MAX) return { ok: false, error: M.messageTooLong };
  return { ok: true, message };
}

/** Characters a message counts as (what the form's counter shows). */
export function giftMessageLength(raw: string): number {
  return [...raw.replace(/\r\n?/g, '\n').trim()].length;
}

/** `gift` of POST /orders/create/{userId} once checked (lib/gifts/schema.ts). */
export interface GiftInput {
  wrap: boolean;
  message?: string | null;
  hidePrices?: boolean;
}

export type GiftPricing = { ok: true; gift: OrderGift } | { ok: false; error: string };

/**
 * The gift options of an order at the settings in force: the wrap costs the admin's price, read
 * at order time. A message or a gift receipt without wrap is a gift without paper, allowed; wrap
 * while the admin has turned it off is refused.
 */
export function priceGift(input: GiftInput | null | undefined, settings: GiftSettings): GiftPricing {
  if (!input) return { ok: true, gift: NO_GIFT };
  if (input.wrap && !settings.wrapEnabled) return { ok: false, error: M.wrapUnavailable };
  return {
    ok: true,
    gift: {
      wrap: input.wrap,
      wrapPaise: input.wrap ? settings.wrapPaise : 0,
      message: input.message ?? null,
      hidePrices: input.hidePrices ?? false,
    },
  };
}

/**
 * What the order comes to: the goods less the coupon (which applies to the goods only, never to
 * the wrap, and never below zero), then the wrap.
 */
export function orderTotalPaise(subtotalPaise: Paise, discountPaise: Paise, giftWrapPaise: Paise): Paise {
  return Math.max(0, subtotalPaise - discountPaise) + giftWrapPaise;
}

/** The settings as the API answers them. */
export interface GiftSettingsDto {
  wrapEnabled: boolean;
  /** Rupees, GST included. */
  wrapPrice: number;
}

export function toGiftSettingsDto(s: GiftSettings): GiftSettingsDto {
  return { wrapEnabled: s.wrapEnabled, wrapPrice: s.wrapPaise / 100 };
}
