'use client';

import { useState } from 'react';
import { optimisedImageSrc } from '@/lib/client/image-src';
import { cn } from '@/lib/utils/cn';
import { initialsOf } from '@/components/auth/user';

/**
 * The profile photo, or the initials when there is none or it fails to load (an address the
 * Content-Security-Policy refuses, a deleted upload).
 */
export function Avatar({ src, name, className }: { src: string | null; name: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span
      className={cn(
        'relative flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-ink font-display text-gold',
        className,
      )}
    >
      {showImage ? (
        // A user's own upload or a blob: preview; an UploadThing photo comes resized through the image optimiser.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={src ? optimisedImageSrc(src) : undefined}
          alt=""
          className="size-full object-cover"
          onError={() => setFailed(src)}
          referrerPolicy="no-referrer"
        />
      ) : (
        <span aria-hidden>{initialsOf(name)}</span>
      )}
    </span>
  );
}
