import { describe, expect, it } from 'vitest';
import { emptyProductForm } from '@/lib/catalog/admin-check';
import { PRODUCT_DEFAULTS } from '@/lib/catalog/messages';
import { productCreateSchema } from '@/lib/catalog/admin-schema';
import { IMPORT_FIELDS, PRODUCT_CSV_COLUMNS } from '@/lib/catalog/csv';
import { PRODUCT_FIELD_NAMES } from '@/lib/catalog/product-fields';

describe('the one product field list', () => {
  it('gives the CSV its columns, in the order exports have always had', () => {
    expect(PRODUCT_CSV_COLUMNS).toEqual([
      'id', 'name', 'category', 'price', 'originalPrice', 'mrp', 'stock', 'status', 'isFeatured', 'description', 'tags', 'images',
      'brand', 'concentration', 'volumeMl', 'weightGrams', 'manufacturer', 'countryOfOrigin', 'hsnCode', 'notesTop', 'notesHeart', 'notesBase',
      // Issue 30: the featured order, after the columns older exports had.
      'featuredRank',
      // Issue 30: the scent's character, after those.
      'family', 'longevity', 'sillage',
      'slug', 'createdAt', 'updatedAt',
      // One row per size: the size's own columns come after those.
      'sizeId', 'sizeLabel', 'sizeVolumeMl', 'sizeSku', 'sizePrice', 'sizeOriginalPrice', 'sizeMrp', 'sizeStock',
      // The size's stock when exported: an import sets sizeStock only while the size still has it.
      'sizeExpectedStock',
    ]);
    // expectedStock: a hand-made file without size columns sets the one size's stock against it.
    expect(new Set(IMPORT_FIELDS)).toEqual(new Set([...PRODUCT_CSV_COLUMNS.filter((c) => !['slug', 'createdAt', 'updatedAt'].includes(c)), 'isActive', 'expectedStock']));
  });

  it('starts a new product in the form and on the server from the same defaults', () => {
    const form = emptyProductForm();
    expect(form).toMatchObject({ brand: PRODUCT_DEFAULTS.brand, volumeMl: String(PRODUCT_DEFAULTS.volumeMl), hsnCode: PRODUCT_DEFAULTS.hsnCode, isActive: true, isFeatured: false, description: [''], mrp: '' });
    const created = productCreateSchema.parse({ name: 'Rose Noir', category: 'Female', price: '1499', stock: '3' });
    expect(created).toEqual({
      name: 'Rose Noir', category: 'Female', pricePaise: 149_900, originalPricePaise: null, mrpPaise: 149_900, stock: 3,
      description: [], tags: [], images: [], isFeatured: false, isActive: true, isNew: true,
      brand: PRODUCT_DEFAULTS.brand, concentration: PRODUCT_DEFAULTS.concentration, volumeMl: PRODUCT_DEFAULTS.volumeMl,
      weightGrams: PRODUCT_DEFAULTS.weightGrams, manufacturer: PRODUCT_DEFAULTS.manufacturer, countryOfOrigin: PRODUCT_DEFAULTS.countryOfOrigin,
      hsnCode: PRODUCT_DEFAULTS.hsnCode, notesTop: [], notesHeart: [], notesBase: [], featuredRank: 0,
      family: '', longevity: 0, sillage: 0,
    });
    // Every field the list names is a column the database stores.
    expect(Object.keys(created).sort()).toEqual(PRODUCT_FIELD_NAMES.map((n) => (['price', 'originalPrice', 'mrp'].includes(n) ? `${n}Paise` : n)).sort());
  });
});
