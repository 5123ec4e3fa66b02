/**
 * A short fingerprint of server data, for a React `key` on a client component that seeds its state
 * from that data (`useState(initialOrders)`). Under Cache Components the router keeps a page the
 * visitor left (hidden, with its state) and shows it again on return, with the server's new props
 * but the old state: keyed by its data, the component starts again when the data changed, and
 * keeps what the visitor typed when it did not.
 */
export function dataKey(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  // FNV-1a, 32 bits: a key, not a secret; a collision only keeps state that could have reset.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}.${text.length.toString(36)}`;
}
