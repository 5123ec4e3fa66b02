import { bearerTokenFrom } from '../auth/resolve';
import { env } from '../env';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function siteOrigin(): string | null {
  try {
    return new URL(env().SITE_URL).origin;
  } catch {
    return null;
  }
}

/**
 * True when a browser sent this request from another site. Our pages send an Origin equal to the
 * public origin (SITE_URL) or to the host they were loaded from (a preview URL, an instance
 * reached directly); the host is compared without its scheme because a TLS-terminating proxy may
 * not say the request was https. Browsers cannot forge Origin, Host or X-Forwarded-Host from
 * another site, so only requests that lack all browser headers (curl, servers) pass unchecked.
 */
export function isCrossOriginRequest(headers: Headers, requestUrl: string, publicOrigin: string | null = siteOrigin()): boolean {
  const origin = headers.get('origin');
  if (origin !== null) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      // 'null' (sandboxed frames, data: URLs, some redirects) lands here too.
      return true;
    }
    if (publicOrigin && parsed.origin === publicOrigin) return false;
    const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host') || new URL(requestUrl).host;
    return parsed.host.toLowerCase() !== host.toLowerCase();
  }
  // No Origin (older browsers): Fetch Metadata. A same-site sibling (another subdomain) is not us either.
  const site = headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

/**
 * An unsafe method sent from another site (CSRF and login CSRF), with or without our cookies.
 * A bearer token is the exception: no browser attaches one on its own, and a page on another
 * site cannot add it without a CORS preflight the store never grants.
 */
export function isCrossSiteWrite(req: Request): boolean {
  return UNSAFE_METHODS.has(req.method) && !bearerTokenFrom(req.headers) && isCrossOriginRequest(req.headers, req.url);
}
