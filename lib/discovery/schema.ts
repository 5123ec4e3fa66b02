/*
 * What the discovery endpoints accept (docs/api.md#discovery-sets). Server-side and forms that
 * already load zod only.
 */
import { z } from 'zod';
import { DISCOVERY_MESSAGES as M, DISCOVERY_PRICE_MAX_PAISE } from './messages';
import type { DiscoveryPrices } from './settings';
import { setChoiceRefusal } from './choice';

/** POST /cart/discovery-sets: the set's size and the chosen 10 ml sizes' ids. */
export const addSetSchema = z
  .object({
    setSize: z.union([z.literal(3), z.literal(5)], { error: M.setSize }),
    variantIds: z.array(z.string().trim().min(1).max(64), { error: M.chooseExactly(3, 0) }).max(5, M.setSize),
  })
  .superRefine((v, ctx) => {
    const refusal = setChoiceRefusal(v.setSize, v.variantIds);
    if (refusal) ctx.addIssue({ code: 'custom', path: ['variantIds'], message: refusal });
  });
export type AddSetInput = z.output<typeof addSetSchema>;

export const setParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const price = z
  .number({ error: M.price })
  .finite(M.price)
  .min(1, M.price)
  .max(DISCOVERY_PRICE_MAX_PAISE / 100, M.price)
  .refine(twoDecimals, M.price);

/** PUT /settings/discovery: rupees at the edge, paise inside. */
export const discoveryPricesSchema = z
  .object({ set3Price: price, set5Price: price })
  .transform(({ set3Price, set5Price }): DiscoveryPrices => ({ set3Paise: Math.round(set3Price * 100), set5Paise: Math.round(set5Price * 100) }));
