'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** Before the message is measured (and if it never can be), a frame of this height that scrolls. */
const FALLBACK_HEIGHT = 704;

/**
 * A stored email's HTML, shown whole: the frame grows to the message's own height, so nothing is
 * cut off and the page has one scroll, not a frame scrolling inside it.
 *
 * The sandbox allows no scripts, forms, pop-ups or navigation of the page: stored HTML is never
 * trusted. It does keep the frame's document readable by this page (allow-same-origin), which is
 * what lets the page measure it; with scripts off the message itself can do nothing with that.
 */
export function EmailPreview({ html, title }: { html: string; title: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const observerRef = useRef<ResizeObserver | null>(null);

  const measure = useCallback(() => {
    const frame = frameRef.current;
    const doc = frame?.contentDocument;
    if (!frame || !doc?.documentElement) return;
    // The root element's own height, which counts the body's margins: not scrollHeight, which
    // is never less than the frame's current height, so a frame too tall would never shrink.
    // Plus the frame's own border (its height is border-box).
    const content = doc.documentElement.getBoundingClientRect().height;
    setHeight(Math.ceil(content + frame.offsetHeight - frame.clientHeight));
  }, []);

  const onLoad = useCallback(() => {
    measure();
    const doc = frameRef.current?.contentDocument;
    observerRef.current?.disconnect();
    if (!doc?.body) return;
    // The message re-wraps when the frame narrows or widens (a phone turned sideways), and
    // images arriving late make it taller.
    const observer = new ResizeObserver(measure);
    observer.observe(doc.body);
    observerRef.current = observer;
  }, [measure]);

  useEffect(() => {
    // A frame that loaded before hydration fired its load event unheard.
    if (frameRef.current?.contentDocument?.readyState === 'complete') onLoad();
    return () => observerRef.current?.disconnect();
  }, [onLoad]);

  return (
    <iframe
      ref={frameRef}
      sandbox="allow-same-origin"
      srcDoc={html}
      title={title}
      onLoad={onLoad}
      style={{ height: height ?? FALLBACK_HEIGHT }}
      // Sized to its content: the frame itself never scrolls once measured.
      scrolling={height == null ? undefined : 'no'}
      className="mt-3 block w-full rounded-lg border border-border bg-white"
    />
  );
}
