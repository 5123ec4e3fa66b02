import 'server-only';
/*
 * Where the local gateway sends the shopper after the hosted page. Only the store calls the
 * gateway (with its secret), but the address ends up in a Location header and a link on the
 * gateway's page: a return URL anywhere but the store's own origin is never followed.
 */

/** Whether `returnUrl` may be stored on a gateway order: an absolute http(s) URL, as Cashfree requires. */
export function isValidReturnUrl(returnUrl: string): boolean {
  try {
    const url = new URL(returnUrl);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * The order's return URL with its `{order_id}` filled in, when it leads back to `siteUrl`'s
 * origin; otherwise null (the caller falls back to the store's home page).
 */
export function gatewayReturnLocation(returnUrl: string | null | undefined, orderId: string, siteUrl: string): string | null {
  if (!returnUrl || !isValidReturnUrl(returnUrl)) return null;
  let target: URL;
  let site: URL;
  try {
    target = new URL(returnUrl.replaceAll('{order_id}', encodeURIComponent(orderId)));
    site = new URL(siteUrl);
  } catch {
    return null;
  }
  return target.origin === site.origin ? target.href : null;
}
