import { absoluteUrl, siteUrl } from '@/lib/seo';
import { getStoreDetails } from '@/lib/store-details/settings';

/** Organization and WebSite (with the sitelinks search box) for the home page. */
export async function HomeJsonLd() {
  const store = await getStoreDetails();
  const origin = siteUrl();
  const s = store.studio;
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: store.name,
        legalName: store.legalName,
        url: absoluteUrl('/'),
        email: store.email,
        telephone: store.phone,
        foundingDate: String(store.foundedYear),
        address: {
          '@type': 'PostalAddress',
          streetAddress: [s.line1, s.line2].filter(Boolean).join(', '),
          addressLocality: s.city,
          addressRegion: s.state,
          postalCode: s.postalCode,
          addressCountry: 'IN',
        },
        sameAs: store.social.map((x) => x.href),
      },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: store.name,
        url: absoluteUrl('/'),
        inLanguage: 'en-IN',
        publisher: { '@id': `${origin}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/products')}?search={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
  return (
    <script
      type="application/ld+json"
      // Escaping "<" keeps any string from closing the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
