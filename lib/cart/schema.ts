import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './calc';
import { CART_MESSAGES as M } from './messages';
import { WISHLIST_MESSAGES } from '../wishlist/messages';

const productId = z.string({ error: M.productIdRequired }).trim().min(1, M.productIdRequired).max(64, M.productNotFound);
// Past MAX_LINE_QUANTITY a "quantity" is a typo or an attack, never a shopper's intent.
const quantityNumber = z.number({ error: M.quantityInteger }).int(M.quantityInteger);

export const addToCartSchema = z.object({
  productId,
  quantity: quantityNumber.min(1, M.quantityMin).max(MAX_LINE_QUANTITY, M.quantityInteger).optional().default(1),
  // A size's _id; without one, the product's default size. `variant`, `size` and `color` are
  // accepted for the original clients and change nothing.
  variantId: z.string().max(64).nullish(),
  variant: z.unknown().optional(),
  size: z.string().max(32).nullish(),
  color: z.string().max(32).nullish(),
});

export const updateQuantitySchema = z.object({
  productId,
  quantity: quantityNumber.min(0, M.quantityNegative).max(MAX_LINE_QUANTITY, M.quantityInteger),
  variantId: z.string().max(64).nullish(),
  size: z.string().max(32).nullish(),
  color: z.string().max(32).nullish(),
});

export const productOnlySchema = z.object({
  productId,
  variantId: z.string().max(64).nullish(),
  size: z.string().max(32).nullish(),
  color: z.string().max(32).nullish(),
});

export const productParamsSchema = z.object({ productId });

export const sizeQuerySchema = z.object({ variantId: z.string().trim().max(64).optional() });

export const bulkAddSchema = z.object({
  items: z
    .array(
      z.object({
        productId,
        quantity: quantityNumber.min(1, M.quantityMin).max(MAX_LINE_QUANTITY).optional().default(1),
        variantId: z.string().max(64).nullish(),
      }),
      {
        error: M.itemsRequired,
      },
    )
    .min(1, M.itemsRequired)
    .max(100, 'At most 100 items at once'),
});

export const bulkRemoveSchema = z.object({
  productIds: z.array(z.string().max(64), { error: WISHLIST_MESSAGES.idsRequired }).min(1, WISHLIST_MESSAGES.idsRequired).max(200),
});

export const wishlistAddSchema = z.object({ productId, variantId: z.string().max(64).nullish() });
