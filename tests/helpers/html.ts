/**
 * How a value appears in rendered HTML text or a quoted attribute, for building expected markup.
 * The emails themselves are escaped by React (lib/email/layout.tsx); this mirrors it for the
 * characters test values hold (React writes ' as &#x27; and leaves ` alone).
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[ch] ?? ch);
}
