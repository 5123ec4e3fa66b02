'use client';

/** Previous/next arrows that move a scroll-snapping row by one visible width. */
export function ScrollButtons({ targetId, label }: { targetId: string; label: string }) {
  const scroll = (dir: 1 | -1) => {
    const el = document.getElementById(targetId);
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: dir * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };
  const cls = 'inline-flex h-11 w-11 items-center justify-center rounded-full border border-border bg-card text-lg hover:border-ink';
  return (
    <div className="flex gap-2">
      <button type="button" onClick={() => scroll(-1)} aria-label={`Previous ${label}`} aria-controls={targetId} className={cls}>
        <span aria-hidden>‹</span>
      </button>
      <button type="button" onClick={() => scroll(1)} aria-label={`Next ${label}`} aria-controls={targetId} className={cls}>
        <span aria-hidden>›</span>
      </button>
    </div>
  );
}
