/*
 * A perfume's character as the house states it: its olfactive family and how long and how far it
 * carries (longevity, sillage), each on five steps. The shop shows them as small scales beside
 * the notes; the product form offers them as choices; a product may leave any unsaid ('' or 0).
 * Free of zod and of Node, so the browser's form and the server's schema share one copy.
 */

/** The families a shopper recognises (the perfumery's usual wheel, in shop words); the value is the stored slug. */
export const FAMILIES = [
  { value: 'floral', label: 'Floral' },
  { value: 'woody', label: 'Woody' },
  { value: 'amber', label: 'Amber (oriental)' },
  { value: 'fresh', label: 'Fresh & citrus' },
  { value: 'fougere', label: 'Fougère (aromatic)' },
  { value: 'gourmand', label: 'Gourmand' },
  { value: 'leather', label: 'Leather' },
  { value: 'chypre', label: 'Chypre' },
] as const;

export type Family = (typeof FAMILIES)[number]['value'];

/** The family's shop name, or null for none or one the store no longer knows. */
export function familyLabel(value: string | null | undefined): string | null {
  return FAMILIES.find((f) => f.value === value)?.label ?? null;
}

export interface ScaleStep {
  /** The step's word ("Long-lasting"). */
  name: string;
  /** What it means to a wearer ("6 to 8 hours on skin"). */
  detail: string;
}

/** Steps 1 to 5; 0 is "not stated". Hours on skin, as houses quote them. */
export const LONGEVITY_STEPS: readonly ScaleStep[] = [
  { name: 'Fleeting', detail: 'under 2 hours on skin' },
  { name: 'Light', detail: '2 to 4 hours on skin' },
  { name: 'Moderate', detail: '4 to 6 hours on skin' },
  { name: 'Long-lasting', detail: '6 to 8 hours on skin' },
  { name: 'Very long', detail: '8 hours or more on skin' },
];

/** Steps 1 to 5; 0 is "not stated". How far it is noticed from the wearer. */
export const SILLAGE_STEPS: readonly ScaleStep[] = [
  { name: 'Intimate', detail: 'close to the skin' },
  { name: 'Soft', detail: 'noticed at arm’s length' },
  { name: 'Moderate', detail: 'noticed across a table' },
  { name: 'Strong', detail: 'leaves a trail' },
  { name: 'Enormous', detail: 'fills a room' },
];

export const SCALE_MAX = 5;

/** The step a stored value names, or null for 0 (not stated) or anything out of range. */
export function scaleStep(steps: readonly ScaleStep[], value: number | null | undefined): ScaleStep | null {
  return value != null && Number.isInteger(value) && value >= 1 && value <= steps.length ? steps[value - 1]! : null;
}
