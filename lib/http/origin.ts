/**
 * True when a browser sent this request from another site. Cookie-authenticated writes must come
 * from our own pages (CSRF); SameSite=Lax alone still lets a same-site sibling or an old browser through.
 */
export function isCrossOriginRequest(headers: Headers, requestUrl: string): boolean {
  const origin = headers.get('origin');
  if (origin !== null) {
    if (origin === 'null') return true;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return true;
    }
    const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host') || new URL(requestUrl).host;
    return originHost.toLowerCase() !== host.toLowerCase();
  }
  // No Origin (older browsers on same-origin GET-like forms): fall back to Fetch Metadata.
  const site = headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
