import { Img as Image } from '@/components/ui/img';
import { cn } from '@/lib/utils/cn';

/**
 * - compact: task pages (cart, checkout, orders, account, wishlist, settings, listings, policies).
 *   Just enough dark band for the transparent navigation bar and a title, so on a 390×844 phone
 *   the page's own content starts in the first screen.
 * - standard: help and error pages.
 * - story: pages that tell the house's story (About, contact): the title beside one of the
 *   store's own pictures (public/, rendered by scripts/render-images.ts).
 */
type PageHeroVariant = 'compact' | 'standard' | 'story';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** compact and standard: a dimmed backdrop; story: the picture beside the title. */
  image?: string;
  children?: React.ReactNode;
  className?: string;
  variant?: PageHeroVariant;
}

/**
 * The dark band every shop page opens with; the transparent navigation bar sits on it.
 */
export function PageHero({ eyebrow, title, subtitle, image, children, className, variant = 'standard' }: PageHeroProps) {
  const story = variant === 'story' && image != null;
  return (
    <section
      data-page-hero={variant}
      className={cn(
        'on-dark relative isolate overflow-hidden bg-ink text-ivory',
        variant === 'compact' && 'pt-[4.5rem] pb-6 sm:pt-28 sm:pb-10',
        variant === 'standard' && 'pt-32 pb-16 sm:pt-40 sm:pb-20',
        variant === 'story' && 'pt-24 pb-12 sm:pt-32 sm:pb-16 lg:pt-36 lg:pb-20',
        className,
      )}
    >
      {image && !story ? (
        <Image src={image} alt="" fill priority sizes="100vw" className="-z-10 object-cover opacity-40" />
      ) : (
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(201,164,106,0.25),transparent_60%)]"
        />
      )}
      <div className={cn('container-page', story && 'grid items-center gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-20')}>
        <div>
          {eyebrow ? <p className="eyebrow text-gold">{eyebrow}</p> : null}
          <h1
            className={cn(
              'max-w-3xl leading-tight font-medium',
              variant === 'compact' ? 'mt-2 text-3xl sm:mt-3 sm:text-4xl lg:text-5xl' : 'mt-3 text-4xl sm:text-5xl lg:text-6xl',
            )}
          >
            {title}
          </h1>
          {subtitle ? (
            // Compact on a phone: the subtitle is read out but not shown, so the task starts in the first screen.
            <p className={cn('max-w-2xl text-ivory/80', variant === 'compact' ? 'sr-only sm:not-sr-only sm:mt-3 sm:block sm:text-base' : 'mt-4 text-base sm:text-lg')}>
              {subtitle}
            </p>
          ) : null}
          {children ? <div className={cn('flex flex-wrap gap-3', variant === 'compact' ? 'mt-5' : 'mt-8')}>{children}</div> : null}
        </div>
        {story ? (
          // A fixed frame (4:3 on phones, 4:5 beside the text), so the picture never shifts the layout.
          <div className="relative aspect-[4/3] overflow-hidden bg-ink-soft sm:aspect-[16/10] lg:aspect-[4/5] lg:max-h-[34rem] lg:justify-self-end lg:w-full">
            <Image
              src={image}
              alt=""
              fill
              priority
              sizes="(min-width: 1024px) 40vw, 100vw"
              // The store's pictures stand their subject in the lower half: a wide crop keeps it.
              className="object-cover object-[50%_85%] lg:object-center"
            />
            <div aria-hidden className="absolute inset-0 ring-1 ring-gold/30 ring-inset" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
