import { describe, expect, it } from 'vitest';
import {
  checkGiftMessage,
  giftMessageLength,
  NO_GIFT,
  orderTotalPaise,
  priceGift,
  toGiftSettingsDto,
} from '@/lib/gifts/rules';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGES } from '@/lib/gifts/messages';
import { giftInputSchema, giftSettingsSchema } from '@/lib/gifts/schema';
import { buildInvoice, GIFT_WRAP_SAC } from '@/lib/orders/invoice';
import { giftRequest } from '@/components/checkout/gift-options';

const ON = { wrapEnabled: true, wrapPaise: 14_900 };
const OFF = { wrapEnabled: false, wrapPaise: 14_900 };

describe('checkGiftMessage', () => {
  it('trims, turns CRLF and CR into line breaks, and reads blank as none', () => {
    expect(checkGiftMessage('  Dear Asha,\r\nHappy birthday!\rLove  ')).toEqual({ ok: true, message: 'Dear Asha,\nHappy birthday!\nLove' });
    expect(checkGiftMessage('   \n ')).toEqual({ ok: true, message: null });
    expect(checkGiftMessage(undefined)).toEqual({ ok: true, message: null });
    expect(checkGiftMessage(null)).toEqual({ ok: true, message: null });
  });

  it('counts characters, not UTF-16 units: 250 emoji pass, 251 letters do not', () => {
    expect(checkGiftMessage('🎁'.repeat(GIFT_MESSAGE_MAX))).toEqual({ ok: true, message: '🎁'.repeat(250) });
    expect(checkGiftMessage('a'.repeat(251))).toEqual({ ok: false, error: GIFT_MESSAGES.messageTooLong });
    // Spaces around the text do not count against it.
    expect(checkGiftMessage(` ${'a'.repeat(250)} `).ok).toBe(true);
    expect(giftMessageLength(' 🎁 ok\r\n')).toBe(4);
  });

  it.each(['\u0000', '\u0007', '\t', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066'])('refuses %j', (ch) => {
    expect(checkGiftMessage(`Hello${ch}there`)).toEqual({ ok: false, error: GIFT_MESSAGES.messageControl });
  });

  it('keeps the joiners and variation selectors emoji are made of, and Indian scripts', () => {
    for (const text of ['👩‍👩‍👧 ❤️', 'जन्मदिन मुबारक', 'ಹುಟ್ಟುಹಬ್ಬದ ಶುಭಾಶಯಗಳು']) expect(checkGiftMessage(text)).toEqual({ ok: true, message: text });
  });
});

describe('giftInputSchema', () => {
  it('defaults hidePrices to false and drops fields it does not know (a client price)', () => {
    expect(giftInputSchema.parse({ wrap: true, wrapPrice: 1 })).toEqual({ wrap: true, message: null, hidePrices: false });
  });

  it('refuses a wrap that is not a boolean, a message that is not text', () => {
    expect(giftInputSchema.safeParse({ wrap: 'yes' }).success).toBe(false);
    expect(giftInputSchema.safeParse({ wrap: false, message: 12 }).success).toBe(false);
  });
});

describe('priceGift and orderTotalPaise', () => {
  it('no gift is no charge', () => {
    expect(priceGift(undefined, ON)).toEqual({ ok: true, gift: NO_GIFT });
  });

  it('wrap costs the settings’ price; a message alone costs nothing', () => {
    expect(priceGift({ wrap: true, message: 'Hi', hidePrices: true }, ON)).toEqual({
      ok: true,
      gift: { wrap: true, wrapPaise: 14_900, message: 'Hi', hidePrices: true },
    });
    expect(priceGift({ wrap: false, message: 'Hi' }, OFF)).toEqual({ ok: true, gift: { wrap: false, wrapPaise: 0, message: 'Hi', hidePrices: false } });
  });

  it('refuses wrap while the admin has turned it off', () => {
    expect(priceGift({ wrap: true }, OFF)).toEqual({ ok: false, error: GIFT_MESSAGES.wrapUnavailable });
  });

  it('takes the coupon off the goods only, then adds the wrap', () => {
    expect(orderTotalPaise(320_000, 32_000, 14_900)).toBe(302_900);
    // A discount as large as the goods never eats into the wrap.
    expect(orderTotalPaise(10_000, 10_000, 14_900)).toBe(14_900);
    expect(orderTotalPaise(10_000, 0, 0)).toBe(10_000);
  });
});

describe('giftSettingsSchema', () => {
  it('reads rupees into paise', () => {
    expect(giftSettingsSchema.parse({ wrapEnabled: false, wrapPrice: 199.5 })).toEqual({ wrapEnabled: false, wrapPaise: 19_950 });
    expect(giftSettingsSchema.parse({ wrapEnabled: true, wrapPrice: 0 })).toEqual({ wrapEnabled: true, wrapPaise: 0 });
    expect(toGiftSettingsDto({ wrapEnabled: true, wrapPaise: 14_900 })).toEqual({ wrapEnabled: true, wrapPrice: 149 });
  });

  it.each([-1, 1.005, 10_000.01, Number.NaN, '149', null])('refuses a price of %j', (wrapPrice) => {
    const r = giftSettingsSchema.safeParse({ wrapEnabled: true, wrapPrice });
    expect(r.success).toBe(false);
  });
});

describe('giftRequest (the checkout’s body)', () => {
  it('sends nothing when nothing was chosen, and only what was', () => {
    expect(giftRequest({ wrap: false, message: '  ', hidePrices: false })).toBeUndefined();
    expect(giftRequest({ wrap: true, message: '', hidePrices: false })).toEqual({ wrap: true });
    expect(giftRequest({ wrap: false, message: ' Hi ', hidePrices: true })).toEqual({ wrap: false, message: 'Hi', hidePrices: true });
  });
});

describe('buildInvoice with gift wrap', () => {
  const goods = { description: 'Oud Royale (100 ml)', hsnCode: '3303', quantity: 2, unitPricePaise: 160_000, lineTotalPaise: 320_000 };
  const base = { lines: [goods], ratePercent: 18, sellerGstin: '29AAKCM4821R1Z6', buyerState: 'Karnataka' };

  it('adds a last line under SAC 998540 at the goods’ rate, with no share of the discount', () => {
    const inv = buildInvoice({ ...base, discountPaise: 32_000, giftWrapPaise: 14_900 });
    expect(inv.lines).toHaveLength(2);
    const wrap = inv.lines[1]!;
    expect(wrap).toMatchObject({ serial: 2, description: 'Gift wrap', hsnCode: GIFT_WRAP_SAC, quantity: 1, unitPricePaise: 14_900, discountPaise: 0 });
    // ₹149 including 18%: ₹126.27 taxable and ₹22.73 tax, whose odd paisa goes to the taxable value
    // so CGST and SGST are equal halves of ₹22.72.
    expect(wrap).toMatchObject({ taxablePaise: 12_628, taxPaise: 2_272, cgstPaise: 1_136, sgstPaise: 1_136, totalPaise: 14_900 });
    expect(inv.evenedLines).toEqual([2]);
    expect(inv.lines[0]!.discountPaise).toBe(32_000);
    expect(inv.totals).toMatchObject({ quantity: 3, grossPaise: 334_900, discountPaise: 32_000, totalPaise: 302_900 });
    expect(inv.totals.taxablePaise + inv.totals.taxPaise).toBe(inv.totals.totalPaise);
    expect(inv.amountInWords).toBe('Rupees Three Thousand Twenty-Nine Only');
  });

  it('has no wrap line at 0 (or when not given)', () => {
    expect(buildInvoice({ ...base, discountPaise: 0, giftWrapPaise: 0 }).lines).toHaveLength(1);
    expect(buildInvoice({ ...base, discountPaise: 0 }).lines).toHaveLength(1);
  });

  it('still refuses a discount larger than the goods, even with the wrap beside them', () => {
    expect(() => buildInvoice({ ...base, discountPaise: 330_000, giftWrapPaise: 14_900 })).toThrow(RangeError);
  });
});
