import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { SiteChrome } from '@/components/layout/site-chrome';
import { PageHero } from '@/components/layout/page-hero';
import { Button } from '@/components/ui/button';

export const metadata: Metadata = {
  title: 'Fragrance Not Found',
  description: 'The page you were looking for has drifted away.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <SiteChrome>
      <PageHero
        eyebrow="Error 404"
        title="Fragrance Not Found"
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
    </SiteChrome>
  );
}
