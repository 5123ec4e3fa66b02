'use client';

/**
 * A calm page instead of a stack trace; the digest lets support find the server log line.
 * Plain elements on purpose: this boundary ships with every page, so it carries no component
 * library, not even next/link (its chunk would carry a second copy of the router's link code,
 * 3 kB of the product page's budget); a full load of the home page is a clean start anyway.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const button = 'inline-flex min-h-11 items-center justify-center rounded-md px-5 text-sm font-medium';
  return (
    <main id="main" className="container-page flex min-h-[70vh] flex-col items-center justify-center gap-4 py-24 text-center">
      <p className="eyebrow text-gold-deep">Something went wrong</p>
      <h1 className="text-4xl">We could not load this page</h1>
      <p className="max-w-md text-muted-foreground">
        Please try again in a moment. If it keeps happening, contact us and mention the reference below.
      </p>
      {error.digest ? <p className="text-xs text-muted-foreground">Reference: {error.digest}</p> : null}
      <div className="mt-4 flex gap-3">
        <button type="button" onClick={reset} className={`${button} bg-primary text-primary-foreground hover:bg-ink-soft`}>
          Try Again
        </button>
        {/* A full load on purpose (see above); the rule would have next/link here. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={`${button} border border-border hover:bg-cream`}>
          Back to Home
        </a>
      </div>
    </main>
  );
}
