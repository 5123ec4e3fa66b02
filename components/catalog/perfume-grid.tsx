import type { ProductDto } from '@/lib/catalog/dto';
import { ProductCard } from './product-card';

/** A collection's perfumes as cards (a house, a note, a family): two across on a phone, four on a wide screen. */
export function PerfumeGrid({ products, now, priorityCount = 0 }: { products: readonly ProductDto[]; now: Date; priorityCount?: number }) {
  return (
    <ul className="mt-6 grid grid-cols-2 gap-x-3 gap-y-6 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((p, i) => (
        <li key={p.id} className="flex">
          <ProductCard product={p} now={now} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
