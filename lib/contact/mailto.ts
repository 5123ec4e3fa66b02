/*
 * The back office's "Reply by email" link. The address is what a visitor typed into the contact
 * form, so it is attacker-controlled: `victim@x.com?cc=attacker@evil.com` pasted into a mailto:
 * would add recipients (and a `%3F` would do the same once the mail client decodes it). Only a
 * plain address makes a link, and every part of it is percent-encoded.
 */

/** A plain addr-spec with no characters that mean something inside a mailto: URL. */
const PLAIN_ADDRESS = /^[A-Za-z0-9!#$'*+/=^_`{|}~.-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const SUBJECT_MAX = 200;

/** True when `email` is one address that can stand in a mailto: link as it is meant. */
export function isPlainEmailAddress(email: string): boolean {
  return email.length <= 254 && PLAIN_ADDRESS.test(email) && !email.startsWith('.') && !email.includes('..');
}

/** Line breaks in a subject become header lines in some mail clients: flattened to spaces. */
function cleanSubject(subject: string): string {
  return subject.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, SUBJECT_MAX);
}

/** `mailto:` to the address, or null when it is not a plain address (the admin copies it by hand). */
export function mailtoLink(email: string, subject?: string): string | null {
  const address = email.trim();
  if (!isPlainEmailAddress(address)) return null;
  const at = address.lastIndexOf('@');
  const to = `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const s = subject == null ? '' : cleanSubject(subject);
  return s ? `mailto:${to}?subject=${encodeURIComponent(s)}` : `mailto:${to}`;
}

/** The reply to a contact message: `Re:` its subject, to its sender. */
export function contactReplyLink(message: { email: string; subject: string }): string | null {
  return mailtoLink(message.email, `Re: ${message.subject}`);
}
