'use client';

import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from './motion';

export interface ImpactStat {
  value: number;
  suffix: string;
  label: string;
}

const DURATION_MS = 1800;
const THRESHOLD = 0.2;
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * The server HTML carries the final figures (search engines, no-JS). After hydration, if the
 * block is still off screen, the figures are zeroed there and count up over 1.8 s once at
 * least 20% of the block is visible. Under reduced motion they never move.
 */
export function ImpactStats({ stats }: { stats: ImpactStat[] }) {
  const ref = useRef<HTMLDListElement>(null);
  const reduced = usePrefersReducedMotion();
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const el = ref.current;
    if (reduced || !el || typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    let armed = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[0];
        if (!entry) return;
        if (!entry.isIntersecting || entry.intersectionRatio < THRESHOLD) {
          // Still out of view: zero the figures where nobody can see them jump.
          if (!armed) {
            armed = true;
            setProgress(0);
          }
          return;
        }
        observer.disconnect();
        if (!armed) return; // Already in view at load: the final figures stay put.
        const start = performance.now();
        const step = (t: number) => {
          const p = Math.min(1, (t - start) / DURATION_MS);
          setProgress(easeOut(p));
          if (p < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: [0, THRESHOLD] },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setProgress(1);
    };
  }, [reduced]);

  return (
    <dl ref={ref} className="grid grid-cols-2 gap-x-6 gap-y-10">
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col-reverse justify-end gap-1">
          <dt className="text-sm tracking-wide text-ivory/80">{s.label}</dt>
          <dd className="font-display text-5xl font-medium text-gold tabular-nums">
            <span aria-hidden>
              {Math.round(s.value * progress)}
              {s.suffix}
            </span>
            <span className="sr-only">
              {s.value}
              {s.suffix}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
