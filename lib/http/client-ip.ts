import { isIP } from 'node:net';
import { env } from '../env';
import { onVercel } from '../db/urls';
import { PEER_ADDRESS_HEADER, peerAddressRecorded } from './server-hooks';

/*
 * The caller's address keys the per-address rate limits and is stored with contact messages and
 * audit entries, so it must be one the caller cannot choose. X-Forwarded-For is a list anyone can
 * start: each proxy appends the address it saw, so only the entries our own proxies appended are
 * facts, and those are at its right end.
 */

export interface ClientIpSettings {
  /** On Vercel, whose edge overwrites its own forwarding headers. */
  vercel: boolean;
  /** How many proxies we run in front of `next start`, each appending to X-Forwarded-For. */
  trustedProxyHops: number;
  /** True when this process records the socket's address itself (lib/http/server-hooks.ts). */
  peerRecorded: boolean;
}

const UNKNOWN_IP = 'unknown';

/** A bare address, or 'unknown': drops IPv4-mapped prefixes, ports, brackets and zone ids. */
export function normalizeIp(value: string | null | undefined): string {
  let v = value?.trim() ?? '';
  if (!v) return UNKNOWN_IP;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(v);
  if (bracketed) v = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(v)) v = v.slice(0, v.lastIndexOf(':'));
  v = v.replace(/%.*$/, '').toLowerCase();
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/.test(v)) v = v.slice('::ffff:'.length);
  return isIP(v) ? v : UNKNOWN_IP;
}

function forwardedList(headers: Headers): string[] {
  // Headers joins repeated X-Forwarded-For lines with ", ", in arrival order.
  return (headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim());
}

export function clientIpFrom(headers: Headers, settings: ClientIpSettings): string {
  if (settings.vercel) {
    // Vercel's edge sets both from the connection and replaces whatever the client sent.
    const vercel = normalizeIp(headers.get('x-vercel-forwarded-for')?.split(',')[0]);
    return vercel !== UNKNOWN_IP ? vercel : normalizeIp(headers.get('x-real-ip'));
  }
  const list = forwardedList(headers);
  if (settings.trustedProxyHops > 0) {
    // The outermost of our proxies appended the client's address; each inner one appended the
    // address of the proxy before it. Fewer entries than hops: the request skipped a proxy, and
    // the leftmost entry is the best guess left.
    const index = Math.max(0, list.length - settings.trustedProxyHops);
    return normalizeIp(list[index]);
  }
  // No proxy of ours: every X-Forwarded-For entry came from the client.
  if (settings.peerRecorded) return normalizeIp(headers.get(PEER_ADDRESS_HEADER));
  // Outside a server that records the socket (tests, other hosts): `next start` writes the
  // socket's address into X-Forwarded-For when the request has none, so the last entry is the
  // closest thing to it.
  return normalizeIp(list.at(-1));
}

/** The caller's address by this deployment's settings (TRUSTED_PROXY_HOPS, Vercel), or 'unknown'. */
export function clientIp(headers: Headers): string {
  return clientIpFrom(headers, {
    vercel: onVercel(),
    trustedProxyHops: env().TRUSTED_PROXY_HOPS,
    peerRecorded: peerAddressRecorded(),
  });
}
