'use client';

import { useEffect, useState, useSyncExternalStore, type FocusEvent, type PointerEvent } from 'react';
import { Pause, Play } from 'lucide-react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const mql = window.matchMedia(REDUCED_MOTION);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/** Follows the OS setting live; the server assumes motion is fine (most visitors). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Auto-advancing index for the hero and the tagline banner, following the WAI carousel
 * pattern: no rotation under reduced motion unless the visitor presses Play; a mouse hover
 * holds it; keyboard focus inside stops it until Play is pressed again; a visible
 * pause/play control satisfies WCAG 2.2.2.
 */
export function useRotation(count: number, intervalMs: number) {
  const reduced = usePrefersReducedMotion();
  const [active, setActive] = useState(0);
  // The visitor's explicit play/pause choice; null follows the motion preference.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const playing = choice ?? !reduced;
  const rotating = playing && !hovered && count > 1;

  useEffect(() => {
    if (!rotating) return;
    // A timeout keyed on `active` restarts the full interval after a manual pick.
    const t = window.setTimeout(() => setActive((a) => (a + 1) % count), intervalMs);
    return () => window.clearTimeout(t);
  }, [rotating, active, count, intervalMs]);

  return {
    active,
    select: setActive,
    playing,
    rotating,
    togglePlaying: () => setChoice(!playing),
    containerProps: {
      onPointerEnter: (e: PointerEvent) => {
        if (e.pointerType === 'mouse') setHovered(true);
      },
      onPointerLeave: () => setHovered(false),
      onFocus: (e: FocusEvent) => {
        if (e.target instanceof Element && e.target.matches(':focus-visible')) setChoice(false);
      },
    },
  };
}

/** The pause/play control every auto-rotating region needs (WCAG 2.2.2). */
export function PlayPauseButton({ playing, onToggle, subject, className }: { playing: boolean; onToggle: () => void; subject: string; className: string }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={playing ? `Pause ${subject}` : `Play ${subject}`}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors ${className}`}
    >
      {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
    </button>
  );
}
