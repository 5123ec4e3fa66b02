/** The order screens' own texts, for the browser only (the server's are in lib/orders/messages.ts). */
export const ORDER_UI_MESSAGES = {
  success: 'Order cancelled successfully',
  failed: 'Failed to cancel order',
  noId: 'Unable to find order ID',
} as const;
