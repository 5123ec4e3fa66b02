/*
 * Runs cart requests one at a time, in the order they were asked for. Every cart reply is a whole
 * snapshot of the cart, so replies must be applied in request order: with two requests in flight,
 * an older snapshot arriving last would undo a newer change on screen.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  run<T>(task: () => Promise<T>): Promise<T> {
    this.waiting += 1;
    const result = this.tail.then(task);
    this.tail = result
      .catch(() => undefined)
      .finally(() => {
        this.waiting -= 1;
      });
    return result;
  }

  /** Tasks queued or running. */
  get size(): number {
    return this.waiting;
  }

  /** Resolves once everything queued so far has settled (failures included). */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
