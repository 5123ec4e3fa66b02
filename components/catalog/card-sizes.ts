import type { ProductDto } from '@/lib/catalog/dto';
import { sizeLabel } from '@/lib/catalog/sizes';
import { rupeesToPaise } from '@/lib/money';

/** What a card says of a perfume's sizes: one price, or "from" the cheapest when they differ. */
export function cardSizes(product: Pick<ProductDto, 'sizes' | 'sizeCount' | 'fromPrice' | 'pricePaise' | 'stock' | 'volumeMl'>) {
  const { sizes } = product;
  const fromPaise = sizes.length ? Math.min(...sizes.map((s) => s.pricePaise)) : rupeesToPaise(product.fromPrice);
  const pricesDiffer = sizes.length > 1 ? sizes.some((s) => s.pricePaise !== fromPaise) : product.sizeCount > 1 && fromPaise < product.pricePaise;
  const volumes = sizes.map((s) => s.volumeMl);
  return {
    several: Math.max(sizes.length, product.sizeCount) > 1,
    fromPaise: pricesDiffer ? fromPaise : null,
    // Any size in stock keeps the card buyable; the page says which.
    stock: sizes.length ? sizes.reduce((n, s) => n + Math.max(0, s.stock), 0) : product.stock,
    volume: volumes.length > 1 ? `${Math.min(...volumes)}–${Math.max(...volumes)} ml` : `${product.volumeMl} ml`,
    /** The size Quick Add puts in. */
    defaultLabel: sizes[0] ? sizeLabel(sizes[0]) : `${product.volumeMl} ml`,
  };
}
