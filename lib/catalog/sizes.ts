/*
 * A product's sizes (product_variants) as shoppers and the back office pick them: pure helpers,
 * free of the database and of Node, so the browser bundles them too.
 */

/** The fields of a size these helpers read; SizeDto (dto.ts) has them all. */
export interface SizeLike {
  _id: string;
  label: string;
  volumeMl: number;
}

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

export function findSizeByToken<S extends SizeLike>(sizes: readonly S[], token: string | null | undefined): S | null {
  const ml = parseSizeToken(token);
  if (ml == null) return null;
  return sizes.find((s) => s.volumeMl === ml) ?? null;
}

export function findSizeById<S extends SizeLike>(sizes: readonly S[], id: string | null | undefined): S | null {
  if (!id) return null;
  return sizes.find((s) => s._id === id) ?? null;
}

/**
 * The size a product page opens on and an order without a size means: the first of the list.
 * Lists come in position order (the products_sizes_sync trigger's own order), so the product's
 * price and stock are this size's.
 */
export function defaultSize<S extends SizeLike>(sizes: readonly S[]): S | null {
  return sizes[0] ?? null;
}

/** The label a line shows: the size's own label, else its volume ("50 ml"). */
export function sizeLabel(size: { label?: string | null; volumeMl: number }): string {
  const label = size.label?.trim();
  return label ? label : `${size.volumeMl} ml`;
}
