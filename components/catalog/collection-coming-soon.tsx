import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';

/** The words an empty catalogue says, everywhere it shows: the home page, the listing and search. */
const COMING_SOON = {
  title: 'Our collection is being prepared',
  body: 'Our perfumes are on their way to the shop. Please visit again soon; for anything in the meantime, write to us.',
} as const;

/**
 * What the shop shows while no perfume is live (a fresh deployment): a deliberate note instead of
 * empty carousels, sample cards or "0 products found". `as` is the heading level of the page it sits in.
 */
export function CollectionComingSoon({ as: Heading = 'h2', id = 'coming-soon-heading' }: { as?: 'h1' | 'h2'; id?: string }) {
  return (
    <section aria-labelledby={id} className="container-page py-16 sm:py-24">
      <div className="mx-auto max-w-2xl rounded-lg border border-border bg-card p-8 text-center shadow-xs sm:p-12">
        <p className="eyebrow text-gold-deep">Coming soon</p>
        <Heading id={id} className="mt-3 font-display text-3xl font-medium sm:text-4xl">
          {COMING_SOON.title}
        </Heading>
        <p className="mt-4 text-muted-foreground">{COMING_SOON.body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild variant="outline">
            <Link href="/about">About us</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/contact">Contact us</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
