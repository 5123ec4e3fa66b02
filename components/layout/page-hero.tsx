import { Img as Image } from '@/components/ui/img';
import { cn } from '@/lib/utils/cn';

/**
 * - compact: task pages (cart, checkout, orders, account, wishlist, settings, listings, policies).
 *   No band: only the navigation bar's own height in ink, then the title on the page's light
 *   ground and the task under it (as a house's bag and checkout open), so on a 390×844 phone the
 *   page's own content starts in the first screen.
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
  /** compact only: the trail to the page (a <nav aria-label="Breadcrumb">), above the title. */
  breadcrumb?: React.ReactNode;
}

/**
 * The dark band every shop page opens with; the transparent navigation bar sits on it.
 */
export function PageHero({ eyebrow, title, subtitle, image, children, className, variant = 'standard', breadcrumb }: PageHeroProps) {
  if (variant === 'compact')
    return (
      <TaskTitle eyebrow={eyebrow} title={title} subtitle={subtitle} className={className} breadcrumb={breadcrumb}>
        {children}
      </TaskTitle>
    );
  const story = variant === 'story' && image != null;
  return (
    <section
      data-page-hero={variant}
      className={cn(
        'on-dark relative isolate overflow-hidden bg-ink text-ivory',
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
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-medium sm:text-5xl lg:text-6xl">{title}</h1>
          {subtitle ? <p className="mt-4 max-w-2xl text-base text-ivory/80 sm:text-lg">{subtitle}</p> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
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

/** The compact variant: the task's title on the light page, under an ink strip the navigation bar sits on. */
function TaskTitle({ eyebrow, title, subtitle, className, children, breadcrumb }: Omit<PageHeroProps, 'image' | 'variant'>) {
  return (
    <section data-page-hero="compact" className={className}>
      <div aria-hidden className="h-16 bg-ink sm:h-20" />
      <div className="container-page flex flex-wrap items-end justify-between gap-x-6 gap-y-3 pt-6 sm:pt-10">
        <div>
          {breadcrumb}
          {eyebrow ? <p className="eyebrow text-gold-deep">{eyebrow}</p> : null}
          <h1 className="mt-1 max-w-3xl text-3xl leading-tight font-medium sm:mt-2 sm:text-4xl">{title}</h1>
          {/* On a phone the subtitle is read out but not shown, so the task starts in the first screen. */}
          {subtitle ? <p className="sr-only max-w-2xl text-muted-foreground sm:not-sr-only sm:mt-2 sm:block">{subtitle}</p> : null}
        </div>
        {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
