/** For the back office: how many addresses wait for one size to be back. */
export interface WaitingSize {
  variantId: string;
  label: string;
  /** Not yet mailed, not unsubscribed. */
  waiting: number;
}

/** By product id; sizes nobody waits for are left out, and so is a product with none. */
export type WaitingBySize = Record<string, WaitingSize[]>;
