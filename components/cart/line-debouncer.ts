/*
 * Per-line debouncing for cart quantity changes (1000 ms). Framework-free so the
 * timing rules are unit-tested with fake timers rather than through React.
 */

/** A line's quantity is sent 1000 ms after its last change. */
export const CART_QUANTITY_DEBOUNCE_MS = 1000;

export type LineSend<V> = (value: V) => void;

interface Entry<V> {
  timer: ReturnType<typeof setTimeout>;
  value: V;
  send: LineSend<V>;
}

export class LineDebouncer<V = number> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly delayMs: number;

  constructor(delayMs: number = CART_QUANTITY_DEBOUNCE_MS) {
    this.delayMs = delayMs;
  }

  /**
   * Remember `value` for `lineKey` and (re)start that line's timer. Only the last value scheduled
   * before the timer fires is sent, once; other lines keep their own timers.
   */
  schedule(lineKey: string, value: V, send: LineSend<V>): void {
    const previous = this.entries.get(lineKey);
    if (previous) clearTimeout(previous.timer);
    const timer = setTimeout(() => this.fire(lineKey), this.delayMs);
    this.entries.set(lineKey, { timer, value, send });
  }

  /** Drop a line's pending change (the line was removed). True when something was pending. */
  cancel(lineKey: string): boolean {
    const entry = this.entries.get(lineKey);
    if (!entry) return false;
    clearTimeout(entry.timer);
    this.entries.delete(lineKey);
    return true;
  }

  /** Drop every pending change (the cart was cleared). Returns how many were dropped. */
  cancelAll(): number {
    const dropped = this.entries.size;
    for (const entry of this.entries.values()) clearTimeout(entry.timer);
    this.entries.clear();
    return dropped;
  }

  /**
   * Send now instead of waiting: one line, or every line when no key is given (leaving the page,
   * going to checkout, refreshing).
   */
  flush(lineKey?: string): void {
    const keys = lineKey === undefined ? [...this.entries.keys()] : [lineKey];
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (!entry) continue;
      clearTimeout(entry.timer);
      this.fire(key);
    }
  }

  has(lineKey: string): boolean {
    return this.entries.has(lineKey);
  }

  /** The value waiting to be sent for a line, if any. */
  pendingValue(lineKey: string): V | undefined {
    return this.entries.get(lineKey)?.value;
  }

  get size(): number {
    return this.entries.size;
  }

  private fire(lineKey: string): void {
    const entry = this.entries.get(lineKey);
    if (!entry) return;
    // Removed before sending, so a send that schedules again for this line starts a fresh timer.
    this.entries.delete(lineKey);
    entry.send(entry.value);
  }
}
