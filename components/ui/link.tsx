'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * The store's link: `next/link`, prefetching the page behind it once the visitor reaches for it
 * (the pointer over it, a touch, keyboard focus) instead of as soon as it scrolls into view.
 * Why: a listing of twelve perfumes, the header and the footer made every page fetch the code and
 * data of pages most visitors never open, past the JavaScript budget (docs/performance.md), and on
 * Vercel each of those is a request. A hover gives the prefetch a few hundred milliseconds, which
 * is what the next page needs from the CDN. An explicit `prefetch` is kept as given.
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      // null is next/link's own default, switched on by the intent (the docs' hover-triggered prefetch).
      prefetch={prefetch !== undefined ? prefetch : intent ? null : false}
      onMouseEnter={(e) => {
        setIntent(true);
        onMouseEnter?.(e);
      }}
      onTouchStart={(e) => {
        setIntent(true);
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        setIntent(true);
        onFocus?.(e);
      }}
    />
  );
}
