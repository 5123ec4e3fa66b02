'use client';

import Image from 'next/image';
import { useState } from 'react';
import { cn } from '@/lib/utils/cn';

const SLOTS = 4;

/** Spec: a gallery of 4 thumbnails; missing images show the placeholder. */
export function ProductGallery({ images, name, placeholder }: { images: string[]; name: string; placeholder: string }) {
  const slots = Array.from({ length: SLOTS }, (_, i) => images[i] ?? null);
  const [active, setActive] = useState(0);
  const main = slots[active] ?? placeholder;
  return (
    <div className="flex flex-col gap-4">
      <div className="relative aspect-[4/5] overflow-hidden rounded-lg bg-cream">
        <Image
          src={main}
          alt={slots[active] ? `${name}, image ${active + 1} of ${images.length}` : `${name} (image unavailable)`}
          fill
          priority
          sizes="(min-width: 1024px) 45vw, 100vw"
          className="object-cover"
        />
      </div>
      <ul className="grid grid-cols-4 gap-3" aria-label="Product images">
        {slots.map((src, i) => (
          <li key={i}>
            <button
              type="button"
              onClick={() => setActive(i)}
              aria-label={src ? `Show image ${i + 1}` : `Image ${i + 1} unavailable`}
              aria-pressed={active === i}
              className={cn(
                'relative block aspect-square w-full overflow-hidden rounded-md border-2 bg-cream',
                active === i ? 'border-ink' : 'border-transparent hover:border-border',
              )}
            >
              <Image src={src ?? placeholder} alt="" fill sizes="120px" className="object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
