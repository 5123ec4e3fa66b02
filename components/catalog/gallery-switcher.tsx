'use client';

import { useState } from 'react';
import { cn } from '@/lib/utils/cn';

export function GallerySwitcher({
  mains,
  thumbs,
  labels,
  frameClassName,
}: {
  mains: React.ReactNode[];
  thumbs: React.ReactNode[];
  labels: string[];
  /** The photograph's frame, as ProductGallery draws it for a single photograph too. */
  frameClassName: string;
}) {
  const [active, setActive] = useState(0);
  return (
    // On a desktop the thumbnails stand in a column beside the photograph and the photograph is
    // no taller than the window, so the whole gallery stays in view beside the details.
    <div className="flex flex-col gap-4 lg:flex-row-reverse lg:items-start lg:justify-end">
      <div className={frameClassName}>
        {mains.map((img, i) => (
          // Only the first is loaded eagerly; the others stay lazy until shown.
          <div key={i} className={i === active ? 'contents' : 'hidden'}>
            {img}
          </div>
        ))}
      </div>
      <ul className="grid grid-cols-4 gap-3 lg:w-20 lg:shrink-0 lg:grid-cols-1" aria-label="Product images">
        {thumbs.map((thumb, i) => (
          <li key={i}>
            <button
              type="button"
              onClick={() => setActive(i)}
              aria-label={labels[i]}
              aria-pressed={active === i}
              className={cn(
                'relative block aspect-square w-full overflow-hidden rounded-md border-2 bg-cream',
                active === i ? 'border-ink' : 'border-transparent hover:border-border',
              )}
            >
              {thumb}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
