/**
 * What a transaction promises to do once it has committed, collected while it runs and done by
 * `inTransaction` (./transaction.ts) after the commit, never after a rollback. The durable half
 * of each promise is already a row written in the transaction (an outbox email, a refund job, a
 * due stock alert), which the follow-up sweep retries; what is collected here is only the attempt
 * to do it now, so a request's own work does not wait a minute for the sweep.
 *
 * A plain collector with no imports: the modules deep in the payment and email code that queue
 * work take it as a parameter without depending on the code that later carries it out.
 */
export class Effects {
  readonly #emailIds = new Set<string>();
  readonly #refundJobIds = new Set<string>();
  readonly #cacheTags = new Set<string>();
  readonly #gatewayOrders = new Map<string, GatewayOrderToClose>();
  #stockAlerts = false;

  /** Outbox rows queued, or made due again, in this transaction (an id of null, a message not queued, is skipped). */
  email(...ids: readonly (string | null | undefined)[]): void {
    for (const id of ids) if (id) this.#emailIds.add(id);
  }

  /** Refund jobs written in this transaction. */
  refund(...jobIds: readonly string[]): void {
    for (const id of jobIds) this.#refundJobIds.add(id);
  }

  /** Cache tags this transaction's writes made stale (dropped at the commit, before the answer). */
  invalidate(...tags: readonly string[]): void {
    for (const tag of tags) this.#cacheTags.add(tag);
  }

  /** Stock may have come back from zero: back-in-stock alerts that are now due are mailed. */
  notifyStockAlerts(): void {
    this.#stockAlerts = true;
  }

  /** A gateway order that can no longer be paid (its order was cancelled): the gateway stops taking money. */
  closeGatewayOrder(order: GatewayOrderToClose): void {
    if (order.cfOrderId) this.#gatewayOrders.set(order.orderNumber, { orderNumber: order.orderNumber, cfOrderId: order.cfOrderId });
  }

  /** Everything promised so far, for whoever carries it out. */
  promised(): PromisedEffects {
    return {
      cacheTags: [...this.#cacheTags],
      stockAlerts: this.#stockAlerts,
      emailIds: [...this.#emailIds],
      refundJobIds: [...this.#refundJobIds],
      gatewayOrders: [...this.#gatewayOrders.values()],
    };
  }
}

export interface GatewayOrderToClose {
  orderNumber: string;
  cfOrderId: string | null;
}

export interface PromisedEffects {
  cacheTags: string[];
  stockAlerts: boolean;
  emailIds: string[];
  refundJobIds: string[];
  gatewayOrders: GatewayOrderToClose[];
}
