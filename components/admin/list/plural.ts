/** "1 coupon", "1,200 coupons": counts in the lists' toasts, bulk bars and dialogs. */
export const plural = (n: number, word: string, words = `${word}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? word : words}`;
