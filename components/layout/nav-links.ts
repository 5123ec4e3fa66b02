import { catalogQueryString, COLLECTIONS, type Collection } from '@/lib/catalog/filter-options';

export const primaryNav = [
  { href: '/products', label: 'Collections' },
  { href: '/about', label: 'Our Story' },
  { href: '/contact', label: 'Contact Us' },
] as const;

const collection = (slug: Collection) => ({ href: `/products${catalogQueryString({ collection: slug })}`, label: COLLECTIONS[slug].label });

/**
 * The header's ways into the catalogue (a panel on desktop, a section of the phone's drawer): who
 * a scent is for, its family, and the house's other doors, as the houses' own menus are laid out.
 */
export const shopMenu = [
  {
    title: 'Who it is for',
    links: [
      { href: '/products?gender=women', label: 'For her' },
      { href: '/products?gender=men', label: 'For him' },
      { href: '/products?gender=unisex', label: 'For everyone' },
    ],
  },
  { title: 'By family', links: [collection('floral'), collection('woody'), collection('amber-oud'), collection('fresh')] },
  {
    title: 'The house',
    links: [collection('attars'), collection('gifts'), collection('discovery'), { href: '/offers', label: 'Offers' }, { href: '/products', label: 'All perfumes' }],
  },
] as const;

/** A link is current on its own path and below it (/products/fiorita highlights Collections). */
export function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Hidden at 0, '99+' above 99. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
