/*
 * A product's sizes (product_variants) as shoppers and the back office pick them: pure helpers,
 * free of the database and of Node, so the browser bundles them too.
 */

/** The URL token of a size, `?size=50ml`: volume is unique per product, so the token is too. */
export function sizeToken(volumeMl: number): string {
  return `${volumeMl}ml`;
}

/** `50ml`, `50 ml`, `50ML` or `50` name the 50 ml size; anything else names none. */
export function parseSizeToken(token: string | null | undefined): number | null {
  if (!token) return null;
  const m = /^\s*(\d{1,5})\s*(?:ml)?\s*$/i.exec(token);
  if (!m) return null;
  const n = Number(m[1]);
  return n > 0 ? n : null;
}

/** The label a line shows: the size's own label, else its volume ("50 ml"). */
export function sizeLabel(size: { label?: string | null; volumeMl: number }): string {
  const label = size.label?.trim();
  return label ? label : `${size.volumeMl} ml`;
}
