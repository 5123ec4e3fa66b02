/**
 * A remote image (an UploadThing file) as a URL of Next's image optimiser, for plain <img>
 * elements that show small copies (avatars, back-office thumbnails): the browser then fetches a
 * resized WebP from the store rather than the original (up to 5 MB, never re-encoded) from
 * UploadThing, and the page's CSP needs no image host besides its own. The store's own paths
 * and blob: previews are returned as they are. `width` must be one of next.config's image sizes.
 */
export function optimisedImageSrc(src: string, width: 128 | 256 = 256): string {
  if (!/^https?:\/\//i.test(src)) return src;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
}
