import { Img as Image } from '@/components/ui/img';
import { cn } from '@/lib/utils/cn';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  image?: string;
  children?: React.ReactNode;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * The dark band every shop page opens with; the transparent navigation bar sits on it.
 */
export function PageHero({ eyebrow, title, subtitle, image, children, className, size = 'md' }: PageHeroProps) {
  return (
    <section
      className={cn(
        'on-dark relative isolate overflow-hidden bg-ink text-ivory',
        size === 'sm' && 'pt-28 pb-10 sm:pt-32 sm:pb-12',
        size === 'md' && 'pt-32 pb-16 sm:pt-40 sm:pb-20',
        size === 'lg' && 'pt-36 pb-24 sm:pt-44 sm:pb-28',
        className,
      )}
    >
      {image ? (
        <Image src={image} alt="" fill priority sizes="100vw" className="-z-10 object-cover opacity-40" />
      ) : (
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(201,164,106,0.25),transparent_60%)]"
        />
      )}
      <div className="container-page">
        {eyebrow ? <p className="eyebrow text-gold">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-medium sm:text-5xl lg:text-6xl">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-2xl text-base text-ivory/80 sm:text-lg">{subtitle}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
