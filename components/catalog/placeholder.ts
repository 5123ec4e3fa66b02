/**
 * The generic bottle shown for a perfume without photographs. Its own module: importing it from
 * product-card.tsx put the card's client island (CardActions) into the product page's JavaScript,
 * which never shows a card.
 */
export const PLACEHOLDER_IMAGE = '/placeholder-product.webp';
