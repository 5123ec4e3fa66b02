/**
 * Spaces calls at least `intervalMs()` apart within this process, and lets a 429's Retry-After
 * hold every later call back. Slots are reserved synchronously, so concurrent callers (an
 * after() delivery and a sweep) queue instead of bursting. Other instances are not seen: there
 * the provider's 429 is the backstop.
 */
export interface Pacer {
  wait(): Promise<void>;
  pause(ms: number): void;
}

export function createPacer(intervalMs: () => number, sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))): Pacer {
  let nextSlot = 0;
  return {
    async wait() {
      const now = Date.now();
      const at = Math.max(now, nextSlot);
      nextSlot = at + intervalMs();
      if (at > now) await sleep(at - now);
    },
    pause(ms) {
      nextSlot = Math.max(nextSlot, Date.now() + ms);
    },
  };
}
