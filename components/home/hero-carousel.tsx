'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils/cn';
import { PlayPauseButton, useRotation } from './motion';

export interface HeroSlide {
  slug: string;
  name: string;
  tagline: string;
  desktopSrcSet: string;
  mobileSrcSet: string;
  src: string;
}

const ROTATE_MS = 5000;
// Fetch the next slide's image only once the first one has had time to become the LCP.
const WARM_UP_MS = 2500;

const bit = (i: number) => 1 << i;

/** The default button on phones (both fit one row), the large one from 640 px. */
const HERO_BUTTON = 'sm:h-12 sm:px-8 sm:text-base';

export function HeroCarousel({ slides, heading }: { slides: HeroSlide[]; heading: string }) {
  const count = slides.length;
  const { active, select, playing, rotating, togglePlaying, containerProps } = useRotation(count, ROTATE_MS);
  const [warm, setWarm] = useState(false);
  // Images enter the DOM on first need and stay, so going back never refetches.
  const [rendered, setRendered] = useState(1);
  const wanted = rendered | bit(active) | (warm ? bit((active + 1) % count) : 0);
  if (wanted !== rendered) setRendered(wanted);

  useEffect(() => {
    const t = window.setTimeout(() => setWarm(true), WARM_UP_MS);
    return () => window.clearTimeout(t);
  }, []);

  const slide = slides[active] ?? slides[0];
  if (!slide) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured scents"
      className="on-dark relative isolate flex min-h-[100svh] overflow-hidden bg-ink text-ivory"
      {...containerProps}
    >
      {slides.map((s, i) =>
        rendered & bit(i) ? (
          // Pointer shortcut to the product; keyboard and screen-reader users get the "Discover" link.
          <Link
            key={s.slug}
            href={`/products/${s.slug}`}
            tabIndex={-1}
            aria-hidden
            className={cn(
              // Phones: the portrait picture fills the top two thirds, so the buttons and the picker sit
              // on plain ink below the bottle; from 768 px the landscape picture fills the band, bottle on the right.
              'absolute inset-x-0 top-0 -z-20 h-[68svh] transition-opacity duration-1000 ease-out md:inset-0 md:h-auto',
              i === active ? 'opacity-100' : 'pointer-events-none opacity-0',
            )}
          >
            <picture>
              <source media="(min-width: 768px)" srcSet={s.desktopSrcSet} sizes="100vw" />
              <img
                src={s.src}
                srcSet={s.mobileSrcSet}
                sizes="100vw"
                alt=""
                width={800}
                height={1000}
                decoding="async"
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className="h-full w-full object-cover"
              />
            </picture>
          </Link>
        ) : null,
      )}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-gradient-to-t from-ink from-30% via-ink/25 via-50% to-ink/0 md:bg-gradient-to-r md:from-ink/90 md:from-0% md:via-ink/45 md:via-50% md:to-ink/5"
      />

      {/* The picker sits under the words, on the dark side of the picture, never on the bottle. */}
      <div className="container-page pointer-events-none flex flex-col justify-end gap-7 pt-28 pb-8 md:justify-center md:gap-12 md:pb-16">
        <div className="max-w-xl lg:max-w-2xl">
          <h1 className="eyebrow text-gold">{heading}</h1>
          <div
            role="group"
            aria-roledescription="slide"
            aria-label={`${active + 1} of ${count}`}
            aria-live={rotating ? 'off' : 'polite'}
            aria-atomic="true"
          >
            <p key={slide.slug} className="mt-4 animate-fade-in sm:mt-5 font-display text-6xl leading-none font-medium sm:text-7xl lg:text-8xl">
              {slide.name}
            </p>
            <p className="mt-3 font-display text-2xl text-ivory/85 italic sm:mt-4 sm:text-3xl">{slide.tagline}</p>
          </div>
          <div className="pointer-events-auto mt-7 flex flex-wrap gap-3 sm:mt-8">
            <Button asChild variant="gold" className={HERO_BUTTON}>
              <Link href="/products">Explore Collection</Link>
            </Button>
            <Button asChild variant="outlineLight" className={HERO_BUTTON}>
              <Link href={`/products/${slide.slug}`}>
                {/* The name stands large just above: on a phone the button says only "Discover", so both buttons share a row. */}
                {/* One flex item: the button's gap would otherwise stand beside the space before the name. */}
                <span>
                  Discover<span className="sr-only sm:not-sr-only"> {slide.name}</span>
                </span>
              </Link>
            </Button>
          </div>
        </div>

        <div className="pointer-events-auto flex max-w-xl items-center gap-2 lg:max-w-2xl">
          <ul aria-label="Choose a scent" className="flex flex-1 flex-wrap gap-1 md:flex-none md:gap-2">
            {slides.map((s, i) => (
              <li key={s.slug}>
                <button
                  type="button"
                  aria-pressed={i === active}
                  aria-label={`Show ${s.name}`}
                  onClick={() => select(i)}
                  className={cn(
                    'flex min-h-11 items-center border-b-2 px-2 text-sm tracking-wide transition-colors md:px-3 md:text-base',
                    i === active ? 'border-gold text-ivory' : 'border-transparent text-ivory/75 hover:text-ivory',
                  )}
                >
                  {s.name}
                </button>
              </li>
            ))}
          </ul>
          <PlayPauseButton
            playing={playing}
            onToggle={togglePlaying}
            subject="slideshow"
            className="border-ivory/40 text-ivory hover:bg-ivory/10 md:ml-4"
          />
        </div>
      </div>
    </section>
  );
}
