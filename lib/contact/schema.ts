import { z } from 'zod';

// This schema also runs in the browser: without jitless, zod probes `new Function` and trips the CSP.
z.config({ jitless: true });
import {
  CONTACT_EMAIL_PATTERN,
  CONTACT_MAX_LENGTH,
  CONTACT_REQUIRED_FIELDS,
  missingFieldsMessage,
  tooLongMessage,
  type ContactField,
} from './constants';
import { CONTACT_MESSAGES } from './messages';
import { stripInvisibleChars } from '../text/invisible';

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  phone: string | null;
  company: string | null;
  location: string | null;
}

// ASCII control characters other than tab (09) and line feed (0A); CR is normalised first.
const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** Plain text as typed, minus control characters; line breaks only where they mean something. */
export function cleanText(value: unknown, multiline: boolean): string {
  if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
  if (typeof value !== 'string') return '';
  let text = value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '');
  // A line break in a name or subject would let it forge e-mail headers later on.
  if (!multiline) text = text.replace(/[\t\n]+/g, ' ');
  return text.trim();
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The service-level rules (docs/requirements.md#contact-messages), checked in a fixed order so the
 * first issue (which the API returns as its message) is the one that matters most: all missing fields in ONE message, then
 * the e-mail pattern, then length caps. Anything that is not an object counts as all-missing.
 */
export const contactMessageSchema = z.unknown().transform((raw, ctx): ContactMessageInput => {
  const input = isRecord(raw) ? raw : {};
  const optional = (v: unknown) => cleanText(v, false) || null;
  const value: ContactMessageInput = {
    // Invisible characters go before the trim, so one between spaces leaves no space behind.
    name: cleanText(typeof input.name === 'string' ? stripInvisibleChars(input.name) : input.name, false),
    email: cleanText(input.email, false),
    subject: cleanText(input.subject, false),
    message: cleanText(input.message, true),
    phone: optional(input.phone),
    company: optional(input.company),
    location: optional(input.location),
  };

  const missing = CONTACT_REQUIRED_FIELDS.filter((field) => value[field] === '');
  if (missing.length > 0) {
    ctx.addIssue({ code: 'custom', message: missingFieldsMessage(missing), path: [], input: raw });
    return z.NEVER;
  }
  if (!CONTACT_EMAIL_PATTERN.test(value.email)) {
    ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.invalidEmail, path: ['email'], input: raw });
    return z.NEVER;
  }
  let tooLong = false;
  for (const field of Object.keys(CONTACT_MAX_LENGTH) as ContactField[]) {
    const text = value[field];
    if (text && text.length > CONTACT_MAX_LENGTH[field]) {
      ctx.addIssue({ code: 'custom', message: tooLongMessage(field), path: [field], input: raw });
      tooLong = true;
    }
  }
  return tooLong ? z.NEVER : value;
});
