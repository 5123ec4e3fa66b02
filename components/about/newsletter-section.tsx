import { Link } from '@/components/ui/link';
import { NewsletterForm } from './newsletter-form';

/** The About page's newsletter block: a server shell around the small client form. */
export function NewsletterSection() {
  return (
    <section aria-labelledby="newsletter-heading" className="bg-cream py-16 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow text-gold-deep">Newsletter</p>
          <h2 id="newsletter-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            Stay in the Story
          </h2>
          <p className="mt-4 text-muted-foreground">
            New compositions, early access to limited editions and notes from the studio, no more than twice a month.
          </p>
          <NewsletterForm source="about" className="mx-auto mt-8 max-w-xl text-left" />
          <p className="mt-2 text-xs text-muted-foreground">
            We use your email only to send the newsletter. See our{' '}
            <Link href="/privacy-policy" className="underline underline-offset-4 hover:text-foreground">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </div>
    </section>
  );
}
