/*
 * Free samples with an order: what a shopper may choose, and the words every path uses. Client-safe
 * (the checkout's picker counts as the server counts). A sample is a product's vial the house
 * stocks (the `samples` table), never one of its sizes: it has no price, no chip, no bag line.
 * The API's schemas are in ./schema.ts (zod stays out of the checkout's chunk).
 */
/** Up to this many samples with one order. */
export const MAX_SAMPLES_PER_ORDER = 2;
/** A vial is small; a "sample" of a full bottle's volume is a typo. */
export const SAMPLE_VOLUME_MAX_ML = 15;
export const SAMPLE_STOCK_MAX = 100_000;
export const SAMPLE_LABEL_MAX = 40;

export const SAMPLE_MESSAGES = {
  tooMany: `Choose up to ${MAX_SAMPLES_PER_ORDER} free samples.`,
  twice: 'Choose two different samples.',
  invalid: 'That is not one of the samples on offer. Please choose again.',
  soldOut: (name: string) => `The ${name} sample has just run out. Please choose another, or none.`,
  // Back office.
  invalidId: 'Invalid sample id',
  notFound: 'Sample not found',
  productRequired: 'Choose the perfume this sample is of.',
  productNotFound: 'That perfume was not found.',
  volume: `A sample's volume is a whole number of millilitres, 1 to ${SAMPLE_VOLUME_MAX_ML}.`,
  stock: `Stock is a whole number from 0 to ${SAMPLE_STOCK_MAX.toLocaleString('en-IN')}.`,
  label: `The label is at most ${SAMPLE_LABEL_MAX} characters.`,
  duplicate: 'This perfume already has a sample of that volume: change its stock instead.',
  created: 'Sample added',
  updated: 'Sample saved',
} as const;

/** A sample as the checkout offers it (GET /api/v1/samples): `_id` is the sample's own id. */
export interface SampleDto {
  _id: string;
  productId: string;
  name: string;
  label: string;
  stock: number;
}

export interface AdminSampleDto extends SampleDto {
  productSlug: string;
  volumeMl: number;
  isActive: boolean;
  /** The perfume is on sale: a sample of an inactive or archived perfume is not offered whatever its own state. */
  productOnSale: boolean;
  /** Vials sent with orders that were paid (or are being paid): what the offer has cost so far. */
  given: number;
}

/** The label a sample shows when the admin gave none: "2 ml". */
export const defaultSampleLabel = (volumeMl: number) => `${volumeMl} ml`;

/** The order line's size column for a sample, so the summary, slip, invoice and emails all say it is one. */
export const sampleLineLabel = (label: string) => `Free sample · ${label}`;

/** The picker's next choice after a tick: a third is refused (its box is disabled anyway). */
export function toggleSample(chosen: readonly string[], id: string, on: boolean): string[] {
  if (!on) return chosen.filter((c) => c !== id);
  if (chosen.includes(id) || chosen.length >= MAX_SAMPLES_PER_ORDER) return [...chosen];
  return [...chosen, id];
}
