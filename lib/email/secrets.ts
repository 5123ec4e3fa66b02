import type { EmailMessage, EmailTemplate } from './types';

/*
 * Some emails carry a one-time link (or a sign-in code) that signs its reader in, resets a password, moves an account
 * to another address or confirms a subscription. Whoever reads such a body can act as its
 * recipient, and the outbox is readable by every admin (and by anyone with the database), so:
 * - the row remembers when the link dies (secret_expires_at), derived here from the message;
 * - admins see the body with those links replaced by a note (redactSecretLinks);
 * - the body is emptied once it has been handed to the provider, given up on, or its link died
 *   (outbox.ts), and an expired one is never sent.
 */

/** What each token-bearing template's link does, as shown to an admin in its place. */
export const SECRET_LINK_PURPOSES = {
  'verify-email': 'one-time email verification link',
  'password-reset': 'one-time password reset link',
  'email-change-confirm': 'one-time email change confirmation link',
  'newsletter-confirm': 'one-time subscription confirmation link',
} as const satisfies Partial<Record<EmailTemplate, string>>;

export type SecretTemplate = keyof typeof SECRET_LINK_PURPOSES;

export function isSecretTemplate(template: string): template is SecretTemplate {
  return Object.hasOwn(SECRET_LINK_PURPOSES, template);
}

/**
 * The site paths that consume a token from the URL. A link into one of them is the credential
 * itself, whichever template carried it: these are what redaction looks for.
 */
const SECRET_LINK_PATHS = ['/verify-email/', '/reset-password/', '/newsletter/confirm', '/newsletter/unsubscribe', '/stock-alerts/unsubscribe'] as const;

/** When the message's link stops working; null for a message without one. */
export function secretExpiresAt(message: EmailMessage, now: Date = new Date()): Date | null {
  const at = (ms: number) => new Date(now.getTime() + ms);
  switch (message.template) {
    case 'verify-email':
    case 'email-change-confirm':
      return at(message.expiresInHours * 3_600_000);
    case 'password-reset':
    case 'sign-in-code':
      return at(message.expiresInMinutes * 60_000);
    case 'newsletter-confirm':
      return at(message.expiresInDays * 86_400_000);
    default:
      return null;
  }
}

const LINK = /https?:\/\/[^\s<>"'`]+/g;

// React (the email templates) writes an apostrophe as &#x27;, older string templates as &#39;.
const HTML_ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&#96;': '`' };
const unescapeHtml = (value: string) => value.replace(/&(?:amp|quot|#39|#x27|lt|gt|#96);/g, (e) => HTML_ENTITIES[e] ?? e);

function isSecretLink(candidate: string): boolean {
  let url: URL;
  try {
    url = new URL(unescapeHtml(candidate));
  } catch {
    return false;
  }
  return SECRET_LINK_PATHS.some((path) => url.pathname.startsWith(path));
}

/** The placeholder an admin sees where the link was. */
function hiddenLinkNote(template: string): string {
  const purpose = isSecretTemplate(template) ? SECRET_LINK_PURPOSES[template] : 'one-time link';
  return `[link hidden: ${purpose}]`;
}

/** Shown to an admin instead of a sign-in code's message. */
export const HIDDEN_CODE_NOTE = '[content hidden: it carries a one-time sign-in code]';

/** Shown instead of a whole part when something in it still looks like a secret link. */
export const HIDDEN_BODY_NOTE = '[content hidden: it carries a one-time link]';

/*
 * Templates put every link in both parts (a button in HTML, the URL on its own line in text),
 * and a token is URL-safe base64, so each link appears verbatim in the text and, escaped, in the
 * HTML. In a token-bearing template every web link is the credential (its other links are
 * mailto: and tel:), so all of them go; in any other row, links into a token route go. The exact
 * strings found are replaced wherever they occur; should a path to a token route survive (a
 * template that writes links differently), the whole part is hidden: failing closed beats showing
 * an admin a working credential.
 */
export function redactSecretLinks(body: { html: string; text: string; template: string }): { html: string; text: string } {
  // A code is not a link to find and replace: the whole message is the credential.
  if (body.template === 'sign-in-code') return { html: HIDDEN_CODE_NOTE, text: HIDDEN_CODE_NOTE };
  const note = hiddenLinkNote(body.template);
  const everyLink = isSecretTemplate(body.template);
  const redactPart = (part: string) => {
    const links = (part.match(LINK) ?? []).map((u) => u.replace(/[.,;:!?)\]]+$/, ''));
    const secrets = [...new Set(everyLink ? links : links.filter(isSecretLink))];
    // Longest first, so a link that is a prefix of another does not leave the other's tail.
    secrets.sort((a, b) => b.length - a.length);
    let out = part;
    for (const secret of secrets) out = out.split(secret).join(note);
    return SECRET_LINK_PATHS.some((path) => out.includes(path)) ? HIDDEN_BODY_NOTE : out;
  };
  return { html: redactPart(body.html), text: redactPart(body.text) };
}
