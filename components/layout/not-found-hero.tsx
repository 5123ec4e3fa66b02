import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/layout/page-hero';
import { Button } from '@/components/ui/button';

export const NOT_FOUND_TITLE = 'Fragrance Not Found';

export const notFoundMetadata = {
  title: NOT_FOUND_TITLE,
  description: 'The page you were looking for has drifted away.',
  robots: { index: false },
} satisfies Metadata;

/**
 * What a shopper sees for an address that holds nothing, inside whatever chrome is already
 * around it: the shop's layouts wear SiteChrome, so their not-found files render this alone;
 * app/global-not-found.tsx, which has no layout around it, wraps it in the chrome itself.
 */
export function NotFoundHero() {
  return (
    <PageHero
      eyebrow="Error 404"
      title={NOT_FOUND_TITLE}
      subtitle="The page you were looking for has evaporated like a top note. Let us take you somewhere more fragrant."
      variant="standard"
    >
      <Button asChild variant="gold" size="lg">
        <Link href="/products">Explore Collections</Link>
      </Button>
      <Button asChild variant="outlineLight" size="lg">
        <Link href="/">Back to Home</Link>
      </Button>
    </PageHero>
  );
}
