/*
 * Uploaded files are served from the store's own origin. A file that is not the image it
 * claims to be must not run as a page there: no scripts, no plugins, no same-origin rights.
 * next.config.ts sends these for every /uploads path; the route sends them too, for a host
 * that ignores next.config.ts's headers.
 */
export const UPLOADS_CSP = "default-src 'none'; sandbox";
