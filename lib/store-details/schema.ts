/*
 * What PUT /api/v1/settings/store accepts: the whole of the store's details (lib/store.ts,
 * StoreDetails), checked field by field so the form can put each message under its field. Nested
 * fields are named by their path ('studio.state', 'grievanceOfficer.email', 'hours.0.time').
 */
import { z } from 'zod';
import { canonicalStateName, normalizePin } from '../india';
import type { StoreDetails } from '../store';
import { houseSlug } from '../catalog/houses';
import { checkGstin } from './gstin';
import { STORE_DETAILS_GSTIN_MESSAGES, STORE_DETAILS_LIMITS, STORE_DETAILS_MESSAGES } from './messages';

const L = STORE_DETAILS_LIMITS;
const M = STORE_DETAILS_MESSAGES;

const text = (max: number, message: string, min = 1) => z.string({ error: message }).trim().min(min, message).max(max, message);

const phone = z
  .string({ error: M.phone })
  .trim()
  .regex(/^\+?[\d\s\-()]+$/, M.phone)
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, M.phone);

const email = z
  .string({ error: M.email })
  .trim()
  .max(254, M.email)
  .pipe(z.email({ error: M.email }));

const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

const dayRange = z
  .object(
    {
      min: whole(0, L.maxBusinessDays, M.days),
      max: whole(0, L.maxBusinessDays, M.days),
    },
    { error: M.days },
  )
  .refine((r) => r.max >= r.min, { message: M.daysOrder, path: ['max'] });

const httpsUrl = z
  .string({ error: M.socialHref })
  .trim()
  .max(300, M.socialHref)
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, M.socialHref);

const thisYear = () => new Date().getUTCFullYear();

/** The store details as the owner saves them. */
export const storeDetailsSchema = z
  .object(
    {
      name: text(80, M.name),
      tagline: text(120, M.tagline, 0),
      legalName: text(160, M.legalName),
      cin: z
        .string({ error: M.cin })
        .transform((v) => v.replace(/\s+/g, '').toUpperCase())
        .refine((v) => v === '' || /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/.test(v), M.cin),
      // Its state code is checked against the address's state below, where both are known.
      gstin: z.string({ error: STORE_DETAILS_GSTIN_MESSAGES.required }).transform((v, ctx) => {
        const checked = checkGstin(v);
        if (checked.ok) return checked.gstin;
        ctx.addIssue({ code: 'custom', message: checked.error });
        return z.NEVER;
      }),
      // Read at each parse, so a server running over New Year accepts the new year.
      foundedYear: z
        .number({ error: M.foundedYear })
        .int(M.foundedYear)
        .min(1800, M.foundedYear)
        .refine((y) => y <= thisYear(), M.foundedYear),
      studio: z.object(
        {
          line1: text(120, M.line1),
          line2: text(120, M.line2, 0),
          city: text(80, M.city),
          state: z.string({ error: M.state }).transform((v, ctx) => {
            const name = canonicalStateName(v);
            if (name) return name;
            ctx.addIssue({ code: 'custom', message: M.state });
            return z.NEVER;
          }),
          postalCode: z.string({ error: M.postalCode }).transform((v, ctx) => {
            const pin = normalizePin(v);
            if (pin) return pin;
            ctx.addIssue({ code: 'custom', message: M.postalCode });
            return z.NEVER;
          }),
        },
        { error: M.object },
      ),
      phone,
      email,
      hours: z
        .array(z.object({ days: text(40, M.hoursDays), time: text(40, M.hoursTime) }, { error: M.hours }), { error: M.hours })
        .min(1, M.hours)
        .max(L.hours, M.hours),
      replyWithinHours: whole(1, L.maxReplyHours, M.replyWithinHours),
      grievanceOfficer: z.object({ name: text(80, M.officerName), email, phone }, { error: M.object }),
      social: z
        .array(z.object({ name: text(30, M.socialName), href: httpsUrl }, { error: M.social }), { error: M.social })
        .max(L.social, M.social),
      houses: z
        .array(z.object({ name: text(L.houseName, M.houseName), line: text(L.houseLine, M.houseLine) }, { error: M.houses }), { error: M.houses })
        .max(L.houses, M.houses)
        .refine((list) => new Set(list.map((h) => houseSlug(h.name))).size === list.length, M.houses),
      claimWindowHours: whole(1, L.maxClaimHours, M.claimWindowHours),
      dispatchBusinessDays: dayRange,
      deliveryBusinessDays: dayRange,
    },
    { error: M.object },
  )
  .transform((d, ctx): StoreDetails => {
    const checked = checkGstin(d.gstin, d.studio.state);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.error, path: ['gstin'] });
      return z.NEVER;
    }
    return d;
  });
