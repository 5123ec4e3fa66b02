import { pageMetadata } from '@/lib/seo';
import type { Metadata } from 'next';
import { PageHero } from '@/components/layout/page-hero';
import type { StoreInfo } from '@/lib/store';
import { getStoreDetails } from '@/lib/store-details/settings';
import { Prose } from './prose';
import { formatIstDate, istKeyStart } from '@/lib/india-time';

/** The date every policy text took effect; pages may pass a later one when they change. */
const POLICIES_EFFECTIVE_DATE = '2026-11-01';

export interface PolicySection {
  /** The anchor, so support can link to `/shipping-policy#remote-areas`. */
  id: string;
  title: string;
  content: React.ReactNode;
}

interface PolicyPageProps {
  eyebrow: string;
  title: string;
  subtitle?: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  updated?: string;
  intro?: React.ReactNode;
  sections: PolicySection[];
  /** An on-page contents list; on by default once a page has four sections or more. */
  showContents?: boolean;
}

/**
 * Metadata for a static page. A page's `openGraph` replaces the root layout's whole object
 * (Next merges metadata one key deep), so the site name, type and locale are repeated here.
 */
export async function staticPageMetadata({
  title,
  description,
  path,
}: {
  title: string;
  description: (store: StoreInfo) => string;
  path: string;
}): Promise<Metadata> {
  const store = await getStoreDetails();
  return pageMetadata({ title, description: description(store), path, siteName: store.name });
}

/** '2026-11-01' → '1 November 2026', read as an Indian date whatever the server's zone. */
function formatPolicyDate(iso: string): string {
  return formatIstDate(istKeyStart(iso), 'long');
}

/**
 * The shared frame of the terms, privacy, returns, shipping and grievance pages: a short hero,
 * a 'Last updated' line, the contents list and numbered sections in one readable column.
 */
export function PolicyPage({
  eyebrow,
  title,
  subtitle,
  updated = POLICIES_EFFECTIVE_DATE,
  intro,
  sections,
  showContents = sections.length >= 4,
}: PolicyPageProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} subtitle={subtitle} variant="compact" />
      <div className="container-page py-12 sm:py-16">
        <div
          className={
            showContents
              ? 'mx-auto grid max-w-3xl gap-10 lg:max-w-none lg:grid-cols-[15rem_minmax(0,48rem)] lg:justify-center lg:gap-14'
              : 'mx-auto max-w-3xl'
          }
        >
          {showContents ? (
            <nav aria-labelledby="policy-contents-heading" className="lg:sticky lg:top-28 lg:self-start">
              <div className="rounded-lg border border-border bg-cream/60 p-5">
                <h2 id="policy-contents-heading" className="eyebrow font-sans text-muted-foreground">
                  On this page
                </h2>
                <ol className="mt-3 space-y-2 text-sm">
                  {sections.map((section, index) => (
                    <li key={section.id} className="flex gap-2">
                      <span aria-hidden className="w-5 shrink-0 text-muted-foreground tabular-nums">
                        {index + 1}.
                      </span>
                      <a
                        href={`#${section.id}`}
                        className="rounded-sm text-foreground underline-offset-4 hover:text-gold-deep hover:underline"
                      >
                        {section.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </div>
            </nav>
          ) : null}

          <article className="min-w-0">
            <p className="text-sm text-muted-foreground">
              Last updated: <time dateTime={updated}>{formatPolicyDate(updated)}</time>
            </p>
            {intro ? <Prose className="mt-6 text-lg leading-8">{intro}</Prose> : null}
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="mt-12 scroll-mt-28 border-t border-border pt-10 first-of-type:mt-10"
              >
                <h2 id={`${section.id}-heading`} className="text-2xl font-semibold sm:text-3xl">
                  {showContents ? (
                    <span className="mr-2 text-gold-deep tabular-nums">{index + 1}.</span>
                  ) : null}
                  {section.title}
                </h2>
                <Prose className="mt-5">{section.content}</Prose>
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}
