import localFont from 'next/font/local';

// Self-hosted from @fontsource-variable (copied into app/fonts): no font request leaves the site.
// Body text uses the system's sans-serif: one web font fewer on the critical path of every page
// (49 kB), and system UI faces read well at small sizes on every phone.
export const display = localFont({
  src: [{ path: './fonts/cormorant-garamond-latin-wght-normal.woff2', style: 'normal', weight: '300 700' }],
  variable: '--font-display',
  display: 'swap',
});

/** Italic taglines only: not preloaded, so it never competes with the first paint. */
export const displayItalic = localFont({
  src: [{ path: './fonts/cormorant-garamond-latin-wght-italic.woff2', style: 'italic', weight: '300 700' }],
  variable: '--font-display-italic',
  display: 'swap',
  preload: false,
});
