'use client';

import { useState } from 'react';
import { cn } from '@/lib/utils/cn';

export function GallerySwitcher({ mains, thumbs, labels }: { mains: React.ReactNode[]; thumbs: React.ReactNode[]; labels: string[] }) {
  const [active, setActive] = useState(0);
  return (
    <div className="flex flex-col gap-4">
      <div className="relative aspect-[4/5] overflow-hidden rounded-lg bg-cream">
        {mains.map((img, i) => (
          // Only the first is loaded eagerly; the others stay lazy until shown.
          <div key={i} className={i === active ? 'contents' : 'hidden'}>
            {img}
          </div>
        ))}
      </div>
      <ul className="grid grid-cols-4 gap-3" aria-label="Product images">
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
