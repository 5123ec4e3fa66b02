import type { products } from '@/lib/db/schema';

export type ProductRow = typeof products.$inferSelect;

/** A complete products row (Fiorita) for unit tests of code that maps rows. */
export function productRow(overrides: Partial<ProductRow> = {}): ProductRow {
  return {
    id: '67748580abcdef0123456789',
    slug: 'fiorita',
    name: 'Fiorita',
    brand: 'Maison Aurelle',
    category: 'Female',
    description: ['A white floral.', 'Long lasting.'],
    tags: ['floral', 'evening'],
    images: ['/products/fiorita-1.webp', '/products/fiorita-2.webp'],
    pricePaise: 395_000,
    originalPricePaise: 450_000,
    mrpPaise: 450_000,
    stock: 72,
    minPricePaise: 395_000,
    maxPricePaise: 395_000,
    totalStock: 72,
    sizeCount: 1,
    weightGrams: 520,
    concentration: 'Eau de Parfum',
    volumeMl: 100,
    notesTop: ['Mandarin'],
    notesHeart: ['Tuberose'],
    notesBase: ['Sandalwood'],
    family: 'floral',
    longevity: 4,
    sillage: 3,
    countryOfOrigin: 'India',
    manufacturer: 'Maison Aurelle Fragrances Pvt. Ltd.',
    hsnCode: '3303',
    isFeatured: true,
    featuredRank: 1,
    isNew: false,
    isActive: true,
    archivedAt: null,
    averageRating: 4.63,
    numReviews: 8,
    searchText: 'fiorita',
    createdAt: new Date('2025-01-02T03:04:05.678Z'),
    updatedAt: new Date('2025-02-03T04:05:06.789Z'),
    ...overrides,
  };
}
