import { catalogQueryString, COLLECTION_LABELS, type Collection } from '@/lib/catalog/filter-options';

const collection = (slug: Collection) => ({ href: `/products${catalogQueryString({ collection: slug })}`, label: COLLECTION_LABELS[slug] });

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
