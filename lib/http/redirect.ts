/**
 * A 303 to a path on this site. The Location stays relative: behind `next start -H` or a proxy,
 * `req.url` can name another host (localhost) than the one the browser used.
 */
export function redirectTo(path: string, params: Record<string, string | null | undefined> = {}, headers: [string, string][] = []): Response {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v != null) search.set(k, v);
  const query = search.toString();
  return new Response(null, {
    status: 303,
    headers: [['location', query ? `${path}?${query}` : path], ['cache-control', 'no-store'], ...headers],
  });
}
