// C0/C1 controls plus the Unicode line and paragraph separators and bidi overrides, which can
// make a name render as something else (e.g. reversed text hiding a link).
const UNSAFE_INLINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]+/g;

/**
 * One line of user-typed text for a sentence: control characters and line breaks become a
 * space (so a name cannot start a fake paragraph in the plain-text part), runs of spaces
 * collapse, and it is cut to `max` characters.
 */
export function inlineText(value: string, max = 80): string {
  const flat = value.replace(UNSAFE_INLINE, ' ').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${Array.from(flat).slice(0, max - 1).join('').trimEnd()}…`;
}

/**
 * Only absolute http(s) links may become buttons: a `javascript:` or relative URL in an email is
 * always a bug, so it fails loudly at enqueue time instead of reaching an inbox.
 */
export function assertHttpUrl(value: string, what = 'link'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`Email ${what} is not an absolute URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError(`Email ${what} must use http or https: ${JSON.stringify(value)}`);
  }
  return url.toString();
}
