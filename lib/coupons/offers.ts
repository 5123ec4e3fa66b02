/**
 * The home page's "Exclusive Offers": pure rules shared by the server render and the
 * browser's refresh, so both build the same offers from the same coupons.
 * No Node or Next.js imports: this module ships to the browser.
 */
import { formatInr, rupeesToPaise } from '../money';
import type { CouponDto } from './dto';
import { COUPON_MESSAGES } from './messages';

type DateLike = Date | string | number;

/** The fields validity depends on; both a database row and a CouponDto fit. */
export interface CouponValidityInput {
  isActive: boolean;
  startDate: DateLike | null;
  expiryDate: DateLike | null;
  usageLimit: number | null;
  usedCount: number;
}

/** Why a coupon cannot be used now, as the error code (lib/errors.ts) an order refused for it carries. */
export type CouponRefusalCode = 'COUPON_INACTIVE' | 'COUPON_NOT_STARTED' | 'COUPON_EXPIRED' | 'COUPON_USED_UP';

export type CouponValidity = { valid: true; message: string } | { valid: false; code: CouponRefusalCode; message: string };

const ms = (d: DateLike): number => (d instanceof Date ? d.getTime() : new Date(d).getTime());

function isPastExpiry(expiryDate: DateLike | null, now: DateLike): boolean {
  return expiryDate != null && ms(expiryDate) <= ms(now);
}

/**
 * Precedence (docs/decisions.md#coupon-checks-in-a-fixed-order): not active, then not started, then expired, then used up.
 * A coupon expires at its expiry instant, and starts at its start instant.
 */
export function couponValidity(coupon: CouponValidityInput, now: DateLike): CouponValidity {
  if (!coupon.isActive) return { valid: false, code: 'COUPON_INACTIVE', message: COUPON_MESSAGES.inactive };
  if (coupon.startDate != null && ms(coupon.startDate) > ms(now)) return { valid: false, code: 'COUPON_NOT_STARTED', message: COUPON_MESSAGES.notStarted };
  if (isPastExpiry(coupon.expiryDate, now)) return { valid: false, code: 'COUPON_EXPIRED', message: COUPON_MESSAGES.expired };
  if (coupon.usageLimit != null && coupon.usedCount >= coupon.usageLimit) return { valid: false, code: 'COUPON_USED_UP', message: COUPON_MESSAGES.usedUp };
  return { valid: true, message: COUPON_MESSAGES.valid };
}

// ───────────────────────────── offers ─────────────────────────────

const OFFER_CATEGORIES = ['new-launch', 'special-discount', 'festival-offer'] as const;
export type OfferCategory = (typeof OFFER_CATEGORIES)[number];

export const OFFER_TAB_LABELS: Record<OfferCategory, string> = {
  'new-launch': 'New Launch',
  'special-discount': 'VIP Exclusive',
  'festival-offer': 'Festive Special',
};

/** Landscape hero images double as offer artwork, so the home page ships no extra files. */
const OFFER_IMAGES = ['/hero/fiorita.webp', '/hero/calyx.webp', '/hero/old-money.webp', '/hero/virenza.webp'] as const;

const FALLBACK_DESCRIPTION: Record<OfferCategory, string> = {
  'new-launch': 'Celebrate our newest launches with a little something off.',
  'special-discount': 'A private thank-you for the people who wear us best.',
  'festival-offer': 'Festive gifting, made a little more generous.',
};

export interface Offer {
  id: string;
  /** Null for the static default offers, which carry no redeemable code. */
  code: string | null;
  category: OfferCategory;
  title: string;
  subtitle: string;
  description: string;
  image: string;
  ctaText: string;
  /** The offers UI has only Active and Expired: any coupon that can no longer be redeemed counts as expired. */
  isExpired: boolean;
  remainingUsage: number | null;
  /** ISO instant, or null when the offer has no end (the static defaults). */
  expiryDate: string | null;
}

export function categoryForIndex(index: number): OfferCategory {
  const i = ((Math.trunc(index) % 3) + 3) % 3;
  return OFFER_CATEGORIES[i] ?? 'new-launch';
}

/** '20% OFF' or '₹300 OFF'. */
export function offerTitle(coupon: Pick<CouponDto, 'discountType' | 'discountValue'>): string {
  if (coupon.discountType === 'percentage') return `${coupon.discountValue}% OFF`;
  return `${formatInr(rupeesToPaise(coupon.discountValue))} OFF`;
}

/** The conditions a shopper needs before copying a code: minimum order and any cap. */
export function offerSubtitle(coupon: Pick<CouponDto, 'discountType' | 'minOrderAmount' | 'maxDiscountAmount'>): string {
  const parts: string[] = [];
  parts.push(coupon.minOrderAmount ? `On orders above ${formatInr(rupeesToPaise(coupon.minOrderAmount))}` : 'On your entire order');
  if (coupon.discountType === 'percentage' && coupon.maxDiscountAmount) {
    parts.push(`save up to ${formatInr(rupeesToPaise(coupon.maxDiscountAmount))}`);
  }
  return parts.join(', ');
}

export function toOffer(coupon: CouponDto, index: number, now: DateLike): Offer {
  const category = categoryForIndex(index);
  return {
    id: coupon.id,
    code: coupon.code,
    category,
    title: offerTitle(coupon),
    subtitle: offerSubtitle(coupon),
    description: coupon.description.trim() || FALLBACK_DESCRIPTION[category],
    image: OFFER_IMAGES[Math.abs(Math.trunc(index)) % OFFER_IMAGES.length] ?? OFFER_IMAGES[0],
    ctaText: 'Shop now',
    isExpired: !couponValidity(coupon, now).valid,
    remainingUsage: coupon.remainingUsage,
    expiryDate: coupon.expiryDate,
  };
}

/** Shown only when there are no coupons at all. They carry no code: nothing to redeem until a real offer exists. */
export const DEFAULT_OFFERS: readonly Offer[] = [
  {
    id: 'default-new-launch',
    code: null,
    category: 'new-launch',
    title: '20% OFF',
    subtitle: 'On our newest launches',
    description: 'Our next launch offer is on its way. Its code will appear here the moment it goes live.',
    image: OFFER_IMAGES[0],
    ctaText: 'Shop now',
    isExpired: false,
    remainingUsage: null,
    expiryDate: null,
  },
  {
    id: 'default-special-discount',
    code: null,
    category: 'special-discount',
    title: '25% OFF',
    subtitle: 'For our most loyal patrons',
    description: 'A private thank-you for returning customers. Watch this space for the code.',
    image: OFFER_IMAGES[1],
    ctaText: 'Shop now',
    isExpired: false,
    remainingUsage: null,
    expiryDate: null,
  },
  {
    id: 'default-festival-offer',
    code: null,
    category: 'festival-offer',
    title: '30% OFF',
    subtitle: 'Festive gifting season',
    description: 'Festive gifting, made more generous. The code arrives with the season.',
    image: OFFER_IMAGES[2],
    ctaText: 'Shop now',
    isExpired: false,
    remainingUsage: null,
    expiryDate: null,
  },
];

/** Offers for a coupon list, or the static defaults when there are no coupons. */
export function offersFromCoupons(coupons: readonly CouponDto[], now: DateLike): Offer[] {
  if (coupons.length === 0) return [...DEFAULT_OFFERS];
  return coupons.map((c, i) => toOffer(c, i, now));
}

/** Tabs in their fixed order, only for categories present. */
export function presentCategories(offers: readonly Pick<Offer, 'category'>[]): OfferCategory[] {
  const present = new Set(offers.map((o) => o.category));
  return OFFER_CATEGORIES.filter((c) => present.has(c));
}

// ───────────────────────────── countdown ─────────────────────────────

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** 3 days 12h 45m 30s when an offer has no expiry. */
const DEFAULT_COUNTDOWN: Readonly<CountdownParts> = { days: 3, hours: 12, minutes: 45, seconds: 30 };
const ZERO: Readonly<CountdownParts> = { days: 0, hours: 0, minutes: 0, seconds: 0 };

export function countdownParts(expiry: DateLike | null | undefined, now: DateLike): CountdownParts {
  if (expiry == null) return { ...DEFAULT_COUNTDOWN };
  const diff = ms(expiry) - ms(now);
  if (!Number.isFinite(diff) || diff <= 0) return { ...ZERO };
  let s = Math.floor(diff / 1000);
  const days = Math.floor(s / 86_400);
  s -= days * 86_400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { days, hours, minutes, seconds: s - minutes * 60 };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A coarse, slowly changing phrase for screen readers ('Ends in 3 days'), so the ticking
 * digits can stay hidden from them.
 */
export function countdownLabel(parts: CountdownParts): string {
  if (parts.days > 0) return `Ends in ${plural(parts.days, 'day')}`;
  if (parts.hours > 0) return `Ends in ${plural(parts.hours, 'hour')}`;
  if (parts.minutes > 0) return `Ends in ${plural(parts.minutes, 'minute')}`;
  if (parts.seconds > 0) return 'Ends in less than a minute';
  return 'Offer has ended';
}
