import { stepRoute } from '../step';

/** PATCH /api/v1/cart/decrement {productId}: reaching 0 removes the line. */
export const PATCH = stepRoute(-1);
