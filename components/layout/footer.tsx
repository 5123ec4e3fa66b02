import { cacheLife } from 'next/cache';
import { Link } from '@/components/ui/link';
import { catalogQueryString, COLLECTION_LABELS } from '@/lib/catalog/filter-options';
import { studioAddressLines } from '@/lib/store';
import { getStoreDetails } from '@/lib/store-details/settings';

const columns = [
  {
    title: 'Shop',
    links: [
      { href: '/products', label: 'Shop' },
      { href: '/products?gender=women', label: 'For Her' },
      { href: '/products?gender=men', label: 'For Him' },
      { href: `/products${catalogQueryString({ collection: 'gifts' })}`, label: COLLECTION_LABELS.gifts },
      { href: '/offers', label: 'Offers' },
    ],
  },
  {
    title: 'The House',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/contact', label: 'Contact' },
      { href: '/faq', label: 'FAQ' },
    ],
  },
  {
    title: 'Customer Care',
    links: [
      { href: '/shipping-policy', label: 'Shipping Information' },
      // A signed-in page: prefetched for a guest, the router would keep the proxy's redirect to
      // /login and replay it after sign-in, leaving the shopper on the login page.
      { href: '/orders', label: 'Track Your Order', prefetch: false },
      { href: '/refund-and-return-policy', label: 'Returns & Exchanges' },
      { href: '/grievance', label: 'Grievance Redressal' },
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/terms-and-condition', label: 'Terms & Conditions' },
    ],
  },
] as const;

/** The copyright's year, kept a day with the prerendered pages (read during a render, the clock would make every page wait for its request). */
async function copyrightYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}

export async function Footer() {
  const [store, year] = await Promise.all([getStoreDetails(), copyrightYear()]);
  return (
    // Never in the first screen: its layout and paint wait until it nears the viewport, off the
    // first frame's critical path. The estimates are its measured heights with the sample store's
    // details (at 390, 768, 1024 and 1280 px and wider), so it keeps its size when it is drawn.
    <footer className="on-dark bg-ink text-ivory [content-visibility:auto] [contain-intrinsic-block-size:auto_1003px] md:[contain-intrinsic-block-size:auto_459px] lg:[contain-intrinsic-block-size:auto_403px] xl:[contain-intrinsic-block-size:auto_387px]">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div>
          <p className="font-display text-3xl">{store.name}</p>
          <p className="mt-3 max-w-xs text-sm text-ivory/75">
            Luxury perfumes, composed in our Bengaluru studio. Authentic, free shipping across India, prepaid online
            payment.
          </p>
          <ul className="mt-5 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {store.social.map((s) => (
              <li key={s.name}>
                <a href={s.href} rel="noopener noreferrer" target="_blank" className="text-ivory/85 underline-offset-4 hover:text-gold hover:underline">
                  {s.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="eyebrow font-sans text-gold">{col.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {col.links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} prefetch={'prefetch' in l ? l.prefetch : undefined} className="text-ivory/85 underline-offset-4 hover:text-ivory hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-ivory/15">
        <div className="container-page grid gap-2 py-6 text-xs text-ivory/70 md:grid-cols-2">
          <p>
            Sold by {store.legalName} · GSTIN {store.gstin} · {studioAddressLines(store).join(', ')} ·{' '}
            <a href={`mailto:${store.email}`} className="underline underline-offset-2 hover:text-ivory">
              {store.email}
            </a>
          </p>
          <p className="md:text-right">
            Grievance Officer: {store.grievanceOfficer.name} ·{' '}
            <Link href="/grievance" className="underline underline-offset-2 hover:text-ivory">
              raise a complaint
            </Link>
            <br />© {year} {store.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
