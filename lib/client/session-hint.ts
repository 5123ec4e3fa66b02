/*
 * The non-httpOnly `ma_session=1` hint the server sets alongside the real session cookie: without
 * it nobody is signed in in this browser, so there is nothing to ask the server.
 */
export function hasSessionHint(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)ma_session=1(?:;|$)/.test(document.cookie);
}

export function clearSessionHint(): void {
  if (typeof document !== 'undefined') document.cookie = 'ma_session=; Max-Age=0; Path=/; SameSite=Lax';
}
