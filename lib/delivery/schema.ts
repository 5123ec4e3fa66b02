/*
 * What the delivery endpoints accept: a PIN to estimate for (refused with the checkout PIN
 * field's own words, lib/addresses/schema.ts) and the admin's rules.
 */
import { z } from 'zod';
import { pinProblemMessage } from '../addresses/schema';
import { DELIVERY_ZONES, deliveryZone } from './estimate';
import { DELIVERY_MESSAGES } from './messages';

const M = DELIVERY_MESSAGES;

/** ?pin=: the zone comes with it, so the handler looks nothing up twice. */
export const deliveryEstimateQuery = z.object({
  pin: z.unknown().transform((value, ctx) => {
    const first = Array.isArray(value) ? value[0] : value;
    const found = deliveryZone(first);
    if ('problem' in found) {
      const message = found.problem === 'unknown' ? M.unknownPin(String(first).replace(/[\s-]/g, '')) : pinProblemMessage(found.problem);
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return found;
  }),
});

const days = z.number({ error: M.days }).int(M.days).min(0, M.days).max(60, M.days);
const zoneDays = z
  .object({ minDays: days, maxDays: days })
  .refine((z) => z.minDays <= z.maxDays, { message: M.minAfterMax, path: ['minDays'] });

const isCalendarDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

export const deliveryRulesSchema = z.object({
  zones: z.object(Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, zoneDays])) as Record<(typeof DELIVERY_ZONES)[number], typeof zoneDays>),
  cutoff: z.string({ error: M.cutoff }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.cutoff),
  holidays: z
    .array(z.string({ error: M.holiday }).regex(/^\d{4}-\d{2}-\d{2}$/, M.holiday).refine(isCalendarDay, M.holiday), { error: M.holiday })
    .max(100, M.tooManyHolidays)
    // Stored sorted and once each, so the admin page and the audit log read in order.
    .transform((list) => [...new Set(list)].sort()),
});
