import { Link } from '@/components/ui/link';
import { catalogQueryString, COLLECTION_LABELS, type Collection } from '@/lib/catalog/filter-options';

const collection = (slug: Collection) => ({ href: `/products${catalogQueryString({ collection: slug })}`, label: COLLECTION_LABELS[slug] });

/**
 * The header's ways into the catalogue (a panel on desktop, a section of the phone's drawer): who
 * a scent is for, its family, and the house's other doors, as the houses' own menus are laid out.
 */
const shopMenu = [
  {
    title: 'Who it is for',
    links: [
      { href: '/products?gender=women', label: 'For her' },
      { href: '/products?gender=men', label: 'For him' },
      { href: '/products?gender=unisex', label: 'For everyone' },
    ],
  },
  {
    title: 'By family',
    links: [
      collection('floral'),
      collection('woody'),
      collection('amber-oud'),
      collection('fresh'),
      { href: '/families', label: 'Every family' },
      { href: '/notes', label: 'Notes, A to Z' },
    ],
  },
  {
    title: 'The house',
    links: [
      { href: '/finder', label: 'Fragrance finder' },
      { href: '/discovery', label: 'Build a discovery set' },
      collection('attars'),
      collection('gifts'),
      collection('discovery'),
      { href: '/offers', label: 'Offers' },
      { href: '/products', label: 'All perfumes' },
    ],
  },
] as const;

/**
 * The groups as the desktop panel and the phone drawer both show them: a title naming a list of
 * links. Each place gives its own look and what a followed link closes.
 */
export function ShopMenuGroups({
  idPrefix,
  titleClassName,
  listClassName,
  linkClassName,
  onNavigate,
}: {
  idPrefix: string;
  titleClassName: string;
  listClassName: string;
  linkClassName: string;
  onNavigate?: () => void;
}) {
  return shopMenu.map((group, i) => (
    <div key={group.title}>
      <p id={`${idPrefix}-${i}`} className={titleClassName}>
        {group.title}
      </p>
      <ul aria-labelledby={`${idPrefix}-${i}`} className={listClassName}>
        {group.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} onClick={onNavigate} className={linkClassName}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  ));
}
