/**
 * The caller's address: the first entry of x-forwarded-for, which Vercel and any reverse proxy
 * in front of the app set (and `next start` fills from the socket when absent).
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  if (first) return first.replace(/^::ffff:/, '');
  return headers.get('x-real-ip')?.trim() || 'unknown';
}
