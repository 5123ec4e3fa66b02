import { stepRoute } from '../step';

/** PATCH /api/v1/cart/increment {productId}: refused past the stock. */
export const PATCH = stepRoute(1);
