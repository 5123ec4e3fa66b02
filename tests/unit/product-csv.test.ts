import { describe, expect, it } from 'vitest';
import { checkProductForm, emptyProductForm, pickImageFiles, productToForm, toProductFields, type ProductFormValues } from '@/lib/catalog/admin-check';
import { toAdminProductDto } from '@/lib/catalog/admin-dto';
import { CATALOG_ADMIN_MESSAGES as M } from '@/lib/catalog/messages';
import { productCreateSchema, productUpdateSchema } from '@/lib/catalog/admin-schema';
import { csvCell, CsvError, csvRowToInput, parseCsv, productsToCsv, readProductCsv, toCsv, unguardCell } from '@/lib/catalog/csv';
import { productRow } from '../helpers/product-row';

const messages = { empty: M.csvEmpty, header: M.csvHeader, tooMany: M.csvTooManyRows };

describe('parseCsv', () => {
  it.each([
    ['plain cells', 'a,b,c\n1,2,3', [['a', 'b', 'c'], ['1', '2', '3']]],
    ['CRLF and a trailing newline', 'a,b\r\n1,2\r\n', [['a', 'b'], ['1', '2']]],
    ['old Mac CR line ends', 'a,b\r1,2', [['a', 'b'], ['1', '2']]],
    ['quoted commas, quotes and line breaks', '"a,b","say ""hi""","x\ny"', [['a,b', 'say "hi"', 'x\ny']]],
    ['empty cells', ',,\n1,,', [['', '', ''], ['1', '', '']]],
    ['a byte-order mark', '\uFEFFname\nRose', [['name'], ['Rose']]],
    ['blank lines', 'a\n\n\nb\n', [['a'], ['b']]],
    ['an empty quoted last cell', 'a,""', [['a', '']]],
    ['Devanagari and ₹', 'नाम,₹\nगुलाब,1499', [['नाम', '₹'], ['गुलाब', '1499']]],
  ])('reads %s', (_label, text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it('refuses a quote that never closes', () => {
    expect(() => parseCsv('a,"b\n1,2')).toThrow(CsvError);
  });
});

describe('writing CSV', () => {
  it.each([
    ['plain', 'Rose', 'Rose'],
    ['a comma', 'a,b', '"a,b"'],
    ['a quote', 'say "hi"', '"say ""hi"""'],
    ['a line break', 'x\ny', '"x\ny"'],
    ['edge spaces', ' x ', '" x "'],
    ['a formula', '=1+1', "'=1+1"],
    ['a plus', '+91 98765', "'+91 98765"],
    ['an at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a formula with a comma', '=HYPERLINK("a","b")', '"\'=HYPERLINK(""a"",""b"")"'],
    ['null', null, ''],
    ['a number', 1499.5, '1499.5'],
    ['a negative number (not a formula)', -1, '-1'],
    ['a boolean', true, 'true'],
  ])('quotes %s', (_label, value, out) => {
    expect(csvCell(value)).toBe(out);
  });

  it('undoes the formula guard on the way back, and only that', () => {
    expect(unguardCell("'=1+1")).toBe('=1+1');
    expect(unguardCell("'tis the season")).toBe("'tis the season");
    expect(unguardCell("'")).toBe("'");
  });

  it('round-trips any table through toCsv and parseCsv', () => {
    const rows = [
      ['id', 'note'],
      ['1', 'comma, "quote"\nand a new line'],
      ['2', ''],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});

describe('the product CSV', () => {
  const fiorita = productRow({ description: ['A white floral.', 'Long, lasting.'], name: '=Fiorita' });
  const plain = productRow({ id: '67748580abcdef012345678a', slug: 'noir', name: 'Noir', originalPricePaise: null, tags: [], images: [], isActive: false });

  it('exports one row per product with lists in cells and the formula guard', () => {
    const [header, first, second] = parseCsv(productsToCsv([fiorita, plain]));
    const at = (row: string[] | undefined, col: string) => row![header!.indexOf(col)];
    expect(at(first, 'name')).toBe("'=Fiorita");
    expect(at(first, 'price')).toBe('3950');
    expect(at(first, 'originalPrice')).toBe('4500');
    expect(at(first, 'description')).toBe('A white floral.\nLong, lasting.');
    expect(at(first, 'tags')).toBe('floral|evening');
    expect(at(first, 'images')).toBe('/products/fiorita-1.webp|/products/fiorita-2.webp');
    expect(at(first, 'status')).toBe('active');
    expect(at(second, 'originalPrice')).toBe('');
    expect(at(second, 'status')).toBe('inactive');
  });

  it('reads its own export back into the same product', () => {
    const parsed = readProductCsv(productsToCsv([fiorita]), messages);
    expect(parsed.ignoredColumns).toEqual([]);
    const { id, input, statusError } = csvRowToInput(parsed.rows[0]!.cells);
    expect(id).toBe(fiorita.id);
    expect(statusError).toBe(false);
    const patch = productUpdateSchema.parse(input);
    expect(patch).toEqual({
      name: '=Fiorita',
      category: 'Female',
      pricePaise: 395_000,
      originalPricePaise: 450_000,
      mrpPaise: 450_000,
      stock: 72,
      description: ['A white floral.', 'Long, lasting.'],
      tags: ['floral', 'evening'],
      images: ['/products/fiorita-1.webp', '/products/fiorita-2.webp'],
      notesTop: ['Mandarin'],
      notesHeart: ['Tuberose'],
      notesBase: ['Sandalwood'],
      brand: 'Maison Aurelle',
      concentration: 'Eau de Parfum',
      manufacturer: 'Maison Aurelle Fragrances Pvt. Ltd.',
      countryOfOrigin: 'India',
      hsnCode: '3303',
      volumeMl: 100,
      weightGrams: 520,
      isFeatured: true,
      featuredRank: 1,
      family: 'floral',
      longevity: 4,
      sillage: 3,
      isActive: true,
    });
  });

  it('matches header names loosely, reports unknown columns and ignores the store’s own', () => {
    const parsed = readProductCsv('Product ID,Name,CATEGORY,Price (₹),stock,Top Notes,Colour,slug,createdAt\n,Rose,female,1,2,Rose|Oud,red,x,y', messages);
    expect(parsed.fields).toEqual(['id', 'name', 'category', 'price', 'stock', 'notesTop']);
    expect(parsed.ignoredColumns).toEqual(['Colour']);
    const { input } = csvRowToInput(parsed.rows[0]!.cells);
    expect(productCreateSchema.parse(input)).toMatchObject({ name: 'Rose', category: 'Female', pricePaise: 100, stock: 2, notesTop: ['Rose', 'Oud'] });
  });

  it('numbers rows by their line in the file', () => {
    const parsed = readProductCsv('name,category,price,stock\nA,Male,1,1\n\nB,Male,1,1', messages);
    expect(parsed.rows.map((r) => r.line)).toEqual([2, 3]);
  });

  it('on an update, a blank required cell leaves the value alone and a blank list clears it', () => {
    const { input } = csvRowToInput({ id: fiorita.id, name: '', price: ' ', tags: '', originalPrice: '', status: '' });
    expect(input).toEqual({ tags: [], originalPrice: '' });
    expect(productUpdateSchema.parse(input)).toEqual({ tags: [], originalPricePaise: null });
  });

  it('reads status as isActive and flags an unknown status', () => {
    expect(csvRowToInput({ status: 'Inactive' })).toMatchObject({ input: { isActive: false }, statusError: false });
    expect(csvRowToInput({ status: 'archived' }).statusError).toBe(true);
  });

  it.each([
    ['no rows', 'name,category,price,stock', M.csvEmpty],
    ['nothing', '', M.csvEmpty],
    ['missing required columns', 'name,price\nA,1', M.csvHeader],
    ['a column twice', 'name,Name,category,price,stock\nA,A,Male,1,1', 'The column Name appears twice'],
    ['too many rows', `name,category,price,stock\n${'A,Male,1,1\n'.repeat(1001)}`, M.csvTooManyRows],
  ])('refuses %s', (_label, text, message) => {
    expect(() => readProductCsv(text, messages)).toThrow(message);
  });

  it('allows a file of updates without the required columns', () => {
    expect(readProductCsv(`id,stock\n${fiorita.id},3`, messages).fields).toEqual(['id', 'stock']);
  });
});

describe('the browser’s product form checks agree with the server schema', () => {
  const valid: ProductFormValues = {
    ...emptyProductForm(),
    name: 'Rose Noir',
    category: 'Female',
    price: '1499.50',
    originalPrice: '1999',
    stock: '12',
    description: ['Dark rose.', ''],
    tags: ['rose', ' '],
  };

  const cases: [string, Partial<ProductFormValues>][] = [
    ['valid', {}],
    ['no name', { name: '  ' }],
    ['a long name', { name: 'x'.repeat(101) }],
    ['no category', { category: '' }],
    ['no price', { price: '' }],
    ['a word for a price', { price: 'free' }],
    ['a negative price', { price: '-1' }],
    ['three decimals', { price: '1.005' }],
    ['a huge price', { price: '2000000' }],
    ['a bad original price', { originalPrice: 'x' }],
    ['no stock', { stock: '' }],
    ['fractional stock', { stock: '2.5' }],
    ['negative stock', { stock: '-3' }],
    ['11 points', { description: Array.from({ length: 11 }, (_, i) => `p${i}`) }],
    ['11 tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }],
    ['a long tag', { tags: ['x'.repeat(41)] }],
    ['an MRP below the price', { mrp: '100' }],
    ['a bad HSN code', { hsnCode: '12' }],
    ['no brand', { brand: '' }],
    ['zero volume', { volumeMl: '0' }],
    ['11 top notes', { notesTop: Array.from({ length: 11 }, (_, i) => `n${i}`).join(',') }],
  ];

  // The form always sends every field, so the server's create and update rules both apply:
  // create fills a blank label field (brand…) with its default, update refuses it, and the
  // form, which serves both, refuses it too.
  it.each(cases)('%s', (_label, change) => {
    const form = { ...valid, ...change };
    const clientErrors = checkProductForm(form);
    const serverErrors: Record<string, string> = {};
    for (const schema of [productCreateSchema, productUpdateSchema]) {
      const result = schema.safeParse(toProductFields(form));
      for (const issue of result.success ? [] : result.error.issues) serverErrors[String(issue.path[0])] ??= issue.message;
    }
    expect(clientErrors).toEqual(serverErrors);
  });

  it('sends what the form holds: blank points and tags removed, notes split, blank original price cleared', () => {
    const fields = toProductFields({ ...valid, notesTop: 'Rose, , Oud', originalPrice: ' ' });
    expect(fields).toMatchObject({ description: ['Dark rose.'], tags: ['rose'], notesTop: ['Rose', 'Oud'], originalPrice: null, mrp: null });
  });

  it('starts an edit from the product and keeps one blank row for empty lists', () => {
    const dto = toAdminProductDto(productRow({ tags: [] }));
    const form = productToForm(dto);
    expect(form).toMatchObject({ name: 'Fiorita', price: '3950', originalPrice: '4500', mrp: '4500', tags: [''], notesTop: 'Mandarin', weightGrams: '520' });
    expect(checkProductForm(form)).toEqual({});
  });

  it('counts images against the limit', () => {
    expect(checkProductForm(valid, 5)).toEqual({ images: M.tooManyImages });
  });
});

describe('pickImageFiles', () => {
  const file = (type: string, size = 1000) => ({ type, size });

  it('takes JPEG, PNG, WebP and GIF under 5 MB', () => {
    const files = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'].map((t) => file(t));
    expect(pickImageFiles(files, 0)).toEqual({ accepted: files, error: null });
  });

  it('refuses other types and large files with the product form’s messages', () => {
    const ok = file('image/png');
    expect(pickImageFiles([file('image/svg+xml'), ok], 0)).toEqual({ accepted: [ok], error: M.imageType });
    expect(pickImageFiles([file('image/png', 5 * 1024 * 1024 + 1)], 0)).toEqual({ accepted: [], error: M.imageSize });
  });

  it('drops files beyond four images', () => {
    const files = [1, 2, 3].map(() => file('image/png'));
    const picked = pickImageFiles(files, 2);
    expect(picked.accepted).toHaveLength(2);
    expect(picked.error).toBe(`${M.tooManyImages}: one file was left out`);
  });
});
