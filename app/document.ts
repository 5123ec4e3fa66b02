import { fontVariables } from './fonts';

/**
 * The `<html>` of both documents, the root layout's and global-not-found's (which replaces it).
 *
 * `data-scroll-behavior="smooth"`: globals.css scrolls smoothly (an in-page #anchor, the skip
 * link), and with this attribute Next turns that off while it moves the page for a navigation.
 * Without it, a page whose content streamed in after the navigation's first frame was smoothly
 * scrolled down to its second section: Next scrolls a route's elements into view in reverse order
 * so the first ends on top, and with smooth scrolling the first call's animation won (seen going
 * from a perfume's footer to /faq, which stopped at its questions rather than the top).
 */
export const htmlAttributes = { lang: 'en-IN', className: fontVariables, 'data-scroll-behavior': 'smooth' } as const;
