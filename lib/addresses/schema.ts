import { z } from 'zod';
import { canonicalStateName, normalizeIndianMobile, normalizePin } from '../india';
import { pinProblem, pinStateMismatch } from '../india-pin';
import { pinProblemMessage } from './check';
import { ADDRESS_MESSAGES } from './messages';
import { personNameField } from '../text/person-name';
import type { ErrorCode } from '../errors';

const required = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** A mobile number as typed (+91, spaces, a leading 0), normalised to its 10 digits. */
const indianMobileField = z
  .string({ error: ADDRESS_MESSAGES.phone })
  .trim()
  .min(1, ADDRESS_MESSAGES.phone)
  .transform((v, ctx) => {
    const digits = normalizeIndianMobile(v);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    return digits;
  });

export const postalAddressSchema = z.object({
  fullName: personNameField({ required: ADDRESS_MESSAGES.fullName, max: 80 }),
  addressLine1: required(ADDRESS_MESSAGES.addressLine1),
  addressLine2: z
    .string()
    .trim()
    .max(120, 'Must be at most 120 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
  city: required(ADDRESS_MESSAGES.city, 60),
  state: z
    .string({ error: ADDRESS_MESSAGES.state })
    .trim()
    .min(1, ADDRESS_MESSAGES.state)
    .transform((v, ctx) => {
      const name = canonicalStateName(v);
      if (!name) {
        ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.stateUnknown });
        return z.NEVER;
      }
      return name;
    }),
  postalCode: z
    .string({ error: ADDRESS_MESSAGES.postalCode })
    .trim()
    .min(1, ADDRESS_MESSAGES.postalCode)
    .transform((v, ctx) => {
      const pin = normalizePin(v);
      if (!pin) {
        const problem = pinProblem(v);
        ctx.addIssue({ code: 'custom', message: problem ? pinProblemMessage(problem) : ADDRESS_MESSAGES.postalCodeInvalid });
        return z.NEVER;
      }
      return pin;
    }),
  country: z.literal('India', { error: ADDRESS_MESSAGES.countryIndia }).optional().default('India'),
  phone: indianMobileField,
}).check((ctx) => {
  // Runs once every field parsed: a PIN from one state with another state's name is refused, on
  // the PIN, with the words checkout shows (lib/addresses/check.ts asks the same function).
  const message = pinStateMismatch(ctx.value.postalCode, ctx.value.state);
  if (message) {
    const params = { code: 'PIN_STATE_MISMATCH' satisfies ErrorCode };
    ctx.issues.push({ code: 'custom', message, params, path: ['postalCode'], input: ctx.value.postalCode });
  }
});
