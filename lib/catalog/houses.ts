/*
 * The houses whose perfumes the store sells. A house is a product's Brand; its page is
 * /houses/{slug} (the Brand's slug) and its line, who the house is, is the owner's to write in the
 * store details (StoreDetails.houses). A Brand without a line still has its page.
 * Pure, so pages, the sitemap and the settings' schema share one slug rule.
 */
import type { StoreDetails } from '../store';
import { slugify } from './search-text';

/** "Maison Vérane" → "maison-verane". */
export function houseSlug(name: string): string {
  return slugify(name);
}

export function houseHref(name: string): string {
  return `/houses/${houseSlug(name)}`;
}

/** The owner's line for a Brand, matched by slug (so "Maison Verane" finds "Maison Vérane"); null when none is written. */
export function houseLine(houses: StoreDetails['houses'], brand: string): string | null {
  const slug = houseSlug(brand);
  return houses.find((h) => houseSlug(h.name) === slug)?.line ?? null;
}
