import { describe, expect, it } from 'vitest';
import { CATALOG_ADMIN_MESSAGES as M, CATALOG_SIZE_MESSAGES as S } from '@/lib/catalog/messages';
import { productUpdateSchema } from '@/lib/catalog/admin-schema';
import { checkSizes, emptySizeRow, toSizesField, type SizeFormRow } from '@/lib/catalog/size-form';

const row = (change: Partial<SizeFormRow> = {}): SizeFormRow => ({ ...emptySizeRow(), volumeMl: '50', price: '3950', stock: '4', ...change });
const existing = '6774858000000000000000aa';

describe('checkSizes (the API’s rules for a size, as the sizes editor reads them)', () => {
  it.each<[string, SizeFormRow[], object[]]>([
    ['two good sizes', [row(), row({ volumeMl: '100', price: '6500', sku: 'FIO-100' })], [{}, {}]],
    ['a blank row', [row(), emptySizeRow()], [{}, { volumeMl: M.required, price: M.required, stock: M.required }]],
    ['an existing size with its stock left blank', [row(), row({ _id: existing, volumeMl: '100', stock: '', expectedStock: '3' })], [{}, { stock: M.required }]],
    ['words for numbers', [row({ volumeMl: 'big', price: 'free', stock: 'many', originalPrice: 'x', mrp: 'y' })], [
      { volumeMl: S.volumeMl, price: M.priceNumber, stock: M.stockNumber, originalPrice: M.originalPriceNumber, mrp: M.mrpNumber },
    ]],
    ['out of range', [row({ volumeMl: '0', price: '-1', stock: '2.5' })], [{ volumeMl: S.volumeMl, price: M.priceMin, stock: M.stockNumber }]],
    ['three decimals', [row({ price: '10.005' })], [{ price: M.priceStep }]],
    ['a long label and a bad SKU', [row({ label: 'x'.repeat(41), sku: 'ab c' })], [{ label: S.labelTooLong, sku: S.sku }]],
    ['one volume twice', [row(), row({ sku: 'X' })], [{}, { volumeMl: S.volumeTaken(50) }]],
    ['one SKU twice, in two cases', [row({ sku: 'fio' }), row({ volumeMl: '100', sku: 'FIO' })], [{}, { sku: S.skuTaken('FIO') }]],
    ['an MRP under the price', [row({ mrp: '100' })], [{ mrp: S.mrpBelowPrice }]],
  ])('%s', (_label, rows, errors) => {
    expect(checkSizes(rows)).toEqual(errors);
  });

  it('passes what the API takes', () => {
    const rows = [row(), row({ volumeMl: '100', price: '6500', mrp: '', originalPrice: '7000' })];
    expect(checkSizes(rows)).toEqual([{}, {}]);
    expect(productUpdateSchema.safeParse({ sizes: toSizesField(rows) }).success).toBe(true);
  });
});
