/*
 * What the gifting endpoints accept: the order's `gift` and the admin's settings
 * (docs/requirements.md#gifting). Server-side and forms that already load zod only.
 */
import { z } from 'zod';
import { checkGiftMessage, type GiftSettings } from './rules';
import { GIFT_WRAP_MAX_PAISE, GIFT_MESSAGES } from './messages';

const M = GIFT_MESSAGES;

const flag = z.boolean({ error: M.flag });

/** `gift` of POST /orders/create/{userId}; absent means no gift. The wrap's price is never the client's. */
export const giftInputSchema = z.object({
  wrap: flag,
  message: z
    .string({ error: M.messageType })
    .nullish()
    .transform((value, ctx) => {
      const checked = checkGiftMessage(value);
      if (checked.ok) return checked.message;
      ctx.addIssue({ code: 'custom', message: checked.error });
      return z.NEVER;
    }),
  hidePrices: flag.optional().default(false),
});

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** PUT /settings/gifting: rupees at the edge, paise inside. */
export const giftSettingsSchema = z
  .object({
    wrapEnabled: z.boolean({ error: M.enabled }),
    wrapPrice: z
      .number({ error: M.price })
      .finite(M.price)
      .min(0, M.price)
      .max(GIFT_WRAP_MAX_PAISE / 100, M.price)
      .refine(twoDecimals, M.price),
  })
  .transform(({ wrapEnabled, wrapPrice }): GiftSettings => ({ wrapEnabled, wrapPaise: Math.round(wrapPrice * 100) }));

