'use client';

import { cn } from '@/lib/utils/cn';
import { PlayPauseButton, useRotation } from './motion';

export interface Tagline {
  headline: string;
  subheadline: string;
}

const ROTATE_MS = 4000;

export function TaglineBanner({ taglines }: { taglines: Tagline[] }) {
  const { active, select, playing, rotating, togglePlaying, containerProps } = useRotation(taglines.length, ROTATE_MS);
  const current = taglines[active] ?? taglines[0];
  if (!current) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Taglines"
      className="bg-gold py-16 text-ink sm:py-20 [&_:focus-visible]:outline-ink"
      {...containerProps}
    >
      <div className="container-page text-center">
        <div aria-live={rotating ? 'off' : 'polite'} aria-atomic="true" className="min-h-40 sm:min-h-32">
          <div key={active} className="animate-fade-in">
            <p className="font-display text-4xl leading-tight font-medium sm:text-5xl">{current.headline}</p>
            <p className="mx-auto mt-3 max-w-2xl text-base sm:text-lg">{current.subheadline}</p>
          </div>
        </div>
        <div className="mt-6 flex items-center justify-center gap-1">
          {taglines.map((t, i) => (
            <button
              key={t.headline}
              type="button"
              aria-pressed={i === active}
              aria-label={`Show tagline ${i + 1} of ${taglines.length}: ${t.headline}`}
              onClick={() => select(i)}
              className="group inline-flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden
                className={cn(
                  'block h-2.5 rounded-full transition-all',
                  i === active ? 'w-8 bg-ink' : 'w-2.5 bg-ink/60 group-hover:bg-ink/80',
                )}
              />
            </button>
          ))}
          <PlayPauseButton playing={playing} onToggle={togglePlaying} subject="taglines" className="ml-2 border-ink/40 hover:bg-ink/10" />
        </div>
      </div>
    </section>
  );
}
