import localFont from 'next/font/local';

// Self-hosted from @fontsource-variable (copied into app/fonts): no font request leaves the site.
// Latin subset, variable weight, one file per face.

/**
 * Cormorant Garamond: headings, prices on display and the house's voice. Not preloaded either:
 * the landing pages' largest paint is a photograph, preloaded from the head (components/ui/img.tsx),
 * and 38 kB of font asked for beside it shares the phone's bandwidth with it. The stylesheet asks
 * for the font as soon as a heading needs it; until it lands the heading shows in the
 * metric-matched fallback (swap), so nothing waits for it and nothing shifts.
 */
const display = localFont({
  src: [{ path: './fonts/cormorant-garamond-latin-wght-normal.woff2', style: 'normal', weight: '300 700' }],
  variable: '--font-display',
  display: 'swap',
  preload: false,
});

/**
 * Inter for body text, labels and figures: a quiet grotesque that stays out of Cormorant's way
 * (a high-contrast serif reads poorly at 14 px; a neutral sans beside it is the classic pairing),
 * with lining and tabular figures for prices and tables, and the same face on every phone
 * instead of whatever system sans it has. 48 kB. Not preloaded: no page's largest paint is body
 * text (a picture or a Cormorant heading is), so it never competes with the first paint; swap
 * shows the metric-matched fallback next/font generates until it lands, without a layout shift.
 */
const body = localFont({
  src: [{ path: './fonts/inter-latin-wght-normal.woff2', style: 'normal', weight: '100 900' }],
  variable: '--font-body',
  display: 'swap',
  preload: false,
});

/** Italic taglines only: not preloaded, so it never competes with the first paint. */
const displayItalic = localFont({
  src: [{ path: './fonts/cormorant-garamond-latin-wght-italic.woff2', style: 'italic', weight: '300 700' }],
  variable: '--font-display-italic',
  display: 'swap',
  preload: false,
});

/** The three faces' CSS variables, for the `<html>` of every document (app/document.ts). */
export const fontVariables = `${display.variable} ${displayItalic.variable} ${body.variable}`;
