import http from 'node:http';
import https from 'node:https';
import { REFUSED_METHODS } from './path';

/*
 * What the Node server does with a request before Next.js sees it, for two things Next.js cannot
 * do itself:
 * - A route handler never sees the socket, and `next start` copies the socket's address into
 *   X-Forwarded-For only when the request carries none (base-server.js: `??=`), so a client
 *   talking to it directly can name any address it likes. This records the real peer in a header
 *   of our own, replacing whatever the client sent under that name (lib/http/client-ip.ts reads it
 *   when TRUSTED_PROXY_HOPS is 0).
 * - TRACE and TRACK: Next.js builds a web Request for every request, undici refuses to build one
 *   with those methods, and the TypeError is answered with a 500. They get a 405 here instead.
 *   (CONNECT never reaches 'request': Node closes the socket when nobody listens for 'connect'.)
 */

export const PEER_ADDRESS_HEADER = 'x-store-peer-address';

// On globalThis, not in module scope: instrumentation and the route handlers are separate bundles.
const INSTALLED = Symbol.for('maison-aurelle.server-hooks');
type Flagged = typeof globalThis & { [INSTALLED]?: boolean };

/** True when this process records each request's socket address (installServerHooks ran). */
export function peerAddressRecorded(): boolean {
  return (globalThis as Flagged)[INSTALLED] === true;
}

/** Runs for every 'request' an HTTP(S) server in this process emits; true when it answered. */
export function beforeNext(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (REFUSED_METHODS.has(req.method ?? '')) {
    res.writeHead(405, {
      allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end('Method not allowed');
    return true;
  }
  req.headers[PEER_ADDRESS_HEADER] = req.socket?.remoteAddress ?? '';
  return false;
}

/** Installs beforeNext on every HTTP(S) server in this process; idempotent. Call before the first request. */
export function installServerHooks(): void {
  const g = globalThis as Flagged;
  if (g[INSTALLED]) return;
  for (const proto of [http.Server.prototype, https.Server.prototype]) {
    const emit = proto.emit;
    proto.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === 'request' && beforeNext(args[0] as http.IncomingMessage, args[1] as http.ServerResponse)) return true;
      return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    } as typeof emit;
  }
  g[INSTALLED] = true;
}
