/*
 * Contact-message limits and the texts built from them, shared by the service, the route and the
 * public form (the fixed texts are in messages.ts).
 * No imports: the client form bundles this file.
 */

export const CONTACT_REQUIRED_FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** Maximum lengths in UTF-16 code units, the unit an input's maxLength counts in. */
export const CONTACT_MAX_LENGTH = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
  phone: 30,
  company: 150,
  location: 150,
} as const;
export type ContactField = keyof typeof CONTACT_MAX_LENGTH;

const CONTACT_FIELD_LABEL: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  phone: 'Phone',
  company: 'Company',
  location: 'Location',
};

/** text, @, text, dot, text: a simple pattern, the same as EMAIL_PATTERN's. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function missingFieldsMessage(missing: readonly string[]): string {
  return `Missing required fields: ${missing.join(', ')}`;
}

export function tooLongMessage(field: ContactField): string {
  return `${CONTACT_FIELD_LABEL[field]} must be at most ${CONTACT_MAX_LENGTH[field]} characters`;
}

/** Per IP: enough for a person correcting a message, too few for a spam run. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 } as const;

/**
 * The public form leaves subject optional but the service requires one, so the form sends
 * this when the visitor leaves it empty.
 */
export const CONTACT_DEFAULT_SUBJECT = 'General enquiry';

/** How long the 'Message Delivered!' panel stays before the form returns. */
export const CONTACT_SUCCESS_PANEL_MS = 5000;
