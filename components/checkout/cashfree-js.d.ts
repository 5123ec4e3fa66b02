// The package ships no types; this is the part of its surface the checkout uses.
declare module '@cashfreepayments/cashfree-js' {
  export interface CashfreeCheckoutResult {
    error?: { message?: string; code?: string; type?: string };
    redirect?: boolean;
    paymentDetails?: { paymentMessage?: string };
  }

  export interface CashfreeInstance {
    checkout(options: {
      paymentSessionId: string;
      redirectTarget?: '_self' | '_blank' | '_top' | '_modal' | HTMLElement;
      returnUrl?: string;
    }): Promise<CashfreeCheckoutResult | undefined>;
  }

  export function load(options: { mode: 'sandbox' | 'production' }): Promise<CashfreeInstance | null>;
}
