import { indianDigits } from '@/lib/indian-digits';
import { PRICE_MAX } from './filter-options';
import { COLLECTIONS, type CatalogFilters } from './filters';

/** The listing's title and description for a filter state (its <title>, share cards and heading). */
export function describeListing(f: CatalogFilters): { title: string; description: string } {
  const who = f.gender === 'men' ? 'Men' : f.gender === 'women' ? 'Women' : f.gender === 'unisex' ? 'Everyone' : null;
  const cats = f.categories.length ? f.categories.join(', ') : null;
  let title = 'Luxury Perfumes — The Collection';
  if (f.search) title = `Perfumes matching “${f.search}”`;
  else if (f.collection) title = COLLECTIONS[f.collection].label;
  else if (who) title = `Luxury Perfumes for ${who}`;
  else if (cats) title = `${cats} Perfumes`;
  if (f.maxPrice < PRICE_MAX) title += ` under ₹${indianDigits(f.maxPrice)}`;
  // Its own title: the filtered listing has its own canonical address.
  if (f.longevity) title += `, lasting ${f.longevity}+ / 5 by reviews`;
  if (f.page > 1) title += ` — Page ${f.page}`;
  return {
    title,
    description:
      'Shop eau de parfum, extraits and attars crafted in India. Filter by category, gender and price; free shipping across India and secure prepaid checkout.',
  };
}

/** "1 perfume", "12 perfumes": a collection's count (a house, a note, a family). */
export function perfumeCount(n: number): string {
  return `${n} ${n === 1 ? 'perfume' : 'perfumes'}`;
}
