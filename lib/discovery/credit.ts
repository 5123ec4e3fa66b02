/*
 * The credit a delivered discovery set earns (docs/requirements.md#discovery-sets), as pure
 * rules: what coupon it is. The coupon engine (lib/coupons) then enforces it like any other code,
 * so the order's rules, caps and races hold for it unchanged.
 */
import { wordList } from '../text/list';
import type { DiscoverySetItem } from './types';

/** The credit is valid this many days from the delivery. */
export const CREDIT_VALID_DAYS = 60;
/** It is for a full bottle: a size of at least this many ml. */
export const CREDIT_MIN_VOLUME_ML = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The set line a credit is earned by, as the delivered order holds it. */
export interface CreditSource {
  userId: string;
  /** What the shopper paid for the set (the line's total). */
  linePaise: number;
  setItems: readonly DiscoverySetItem[];
  deliveredAt: Date;
}

/** The coupon a credit is (the columns of lib/db/schema.ts coupons, but the code and id). */
export interface CreditCoupon {
  description: string;
  discountType: 'fixed';
  discountAmountPaise: number;
  discountPercent: null;
  maxDiscountPaise: null;
  minOrderPaise: 0;
  isActive: true;
  startDate: Date;
  expiryDate: Date;
  usageLimit: 1;
  perCustomerLimit: 1;
  isPublic: false;
  firstOrderOnly: false;
  ownerUserId: string;
  productIds: string[];
  minVolumeMl: number;
}

/** When a credit issued at `deliveredAt` stops working: 60 days later, to the instant. */
export function creditExpiry(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + CREDIT_VALID_DAYS * DAY_MS);
}

/**
 * The credit's terms: worth what the set cost, for the buyer's account only, once, from delivery
 * for 60 days, on a full bottle (50 ml or more) of any of the set's perfumes. Null when the line
 * earns none (nothing was paid, or no perfume is left to name).
 */
export function creditTerms(source: CreditSource): CreditCoupon | null {
  const productIds = [...new Set(source.setItems.map((i) => i.productId))];
  if (source.linePaise <= 0 || productIds.length === 0) return null;
  return {
    description: `Discovery set credit: a full bottle of ${source.setItems.map((i) => i.name).join(', ')}`,
    discountType: 'fixed',
    discountAmountPaise: source.linePaise,
    discountPercent: null,
    maxDiscountPaise: null,
    minOrderPaise: 0,
    isActive: true,
    startDate: source.deliveredAt,
    expiryDate: creditExpiry(source.deliveredAt),
    usageLimit: 1,
    perCustomerLimit: 1,
    isPublic: false,
    firstOrderOnly: false,
    ownerUserId: source.userId,
    productIds,
    minVolumeMl: CREDIT_MIN_VOLUME_ML,
  };
}

/** Letters and digits a person cannot misread (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A credit's code, `SET-` and 8 characters from `random` bytes (crypto in production). */
export function creditCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < 8) throw new RangeError('creditCode needs 8 random bytes');
  let code = 'SET-';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomBytes[i]! % CODE_ALPHABET.length];
  return code;
}

/**
 * Where a credit stands for its owner and the back office. Withdrawn: its coupon was switched off
 * before it was spent, by a refund of the set (lib/claims/decide.ts) or by the shop at
 * /admin/coupons. A spent credit stays spent whatever happens to its coupon afterwards.
 */
export type CreditState = 'available' | 'redeemed' | 'expired' | 'withdrawn';

export function creditState(credit: { expiresAt: Date; redeemed: boolean; active: boolean }, now: Date): CreditState {
  if (credit.redeemed) return 'redeemed';
  if (!credit.active) return 'withdrawn';
  return credit.expiresAt.getTime() <= now.getTime() ? 'expired' : 'available';
}

/** What the claim's email says when a refund withdrew a set's credit: which codes stop working. */
export function withdrawnCreditsText(codes: readonly string[]): string {
  const list = wordList(codes, 'and');
  return codes.length === 1
    ? `As the discovery set's price comes back to you, its credit ${list} no longer applies.`
    : `As the discovery sets' price comes back to you, their credits ${list} no longer apply.`;
}
