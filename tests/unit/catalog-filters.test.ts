import { describe, expect, it } from 'vitest';
import {
  catalogQuerySchema,
  catalogQueryString,
  categoriesForGender,
  DEFAULT_SORT,
  effectiveCategories,
  hasActiveFilters,
  likePattern,
  PAGE_SIZE,
  parseCatalogSearchParams,
  PRICE_MAX,
  SORT_OPTIONS,
  type CatalogFilters,
} from '@/lib/catalog/filters';

type Raw = Record<string, string | string[] | undefined>;

const defaults: CatalogFilters = {
  categories: [],
  gender: null,
  maxPrice: 5000,
  search: '',
  sort: 'featured',
  page: 1,
  limit: 24,
};

function parsed(raw: Raw): CatalogFilters {
  const result = catalogQuerySchema.safeParse(raw);
  if (!result.success) throw new Error(`unexpected failure: ${result.error.issues[0]?.message}`);
  return result.data;
}

function firstError(raw: Raw): { path: string; message: string } {
  const result = catalogQuerySchema.safeParse(raw);
  if (result.success) throw new Error(`expected ${JSON.stringify(raw)} to be refused`);
  const issue = result.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
}

describe('catalogQuerySchema: accepted input', () => {
  it('gives the defaults for an empty query', () => {
    expect(parsed({})).toEqual(defaults);
    // Issue 30: the house's heroes first (it was newest first).
    expect(DEFAULT_SORT).toBe('featured');
    expect(PAGE_SIZE).toBe(24);
    expect(PRICE_MAX).toBe(5000);
  });

  it('treats empty and blank values as "no filter"', () => {
    expect(parsed({ category: '', gender: '', maxPrice: '', search: '', sort: '', page: '', limit: '' })).toEqual(defaults);
    expect(parsed({ gender: ' ', maxPrice: '  ', sort: ' ', page: ' ', limit: ' ' })).toEqual(defaults);
  });

  it('ignores parameters it does not know (tracking tags and the like)', () => {
    expect(parsed({ utm_source: 'newsletter', ref: 'x' })).toEqual(defaults);
  });

  it.each<[string, Raw, CatalogFilters['categories']]>([
    ['a single category', { category: 'Female' }, ['Female']],
    ['a comma list', { category: 'Male,Female' }, ['Male', 'Female']],
    ['a comma list with spaces and empties', { category: ' Male , ,Unisex,' }, ['Male', 'Unisex']],
    ['a repeated parameter', { category: ['Male', 'Others'] }, ['Male', 'Others']],
    ['repeated and comma lists together', { category: ['Male,Female', 'Unisex'] }, ['Male', 'Female', 'Unisex']],
    ['any letter case', { category: 'mALe,FEMALE,unisex,others' }, ['Male', 'Female', 'Unisex', 'Others']],
    ['duplicates, kept once in first-seen order', { category: 'female,Male,FEMALE,male' }, ['Female', 'Male']],
    ['the "categories" alias', { categories: 'Unisex' }, ['Unisex']],
    ['both names merged', { category: 'Male', categories: 'Female,male' }, ['Male', 'Female']],
  ])('reads %s', (_label, raw, categories) => {
    expect(parsed(raw).categories).toEqual(categories);
  });

  it.each(['men', 'women', 'unisex'] as const)('reads gender=%s', (gender) => {
    expect(parsed({ gender }).gender).toBe(gender);
  });

  it.each<[string, number]>([
    ['100', 100],
    ['2500', 2500],
    ['5000', 5000],
    [' 3000 ', 3000],
    ['1e3', 1000],
  ])('reads maxPrice=%j as %i rupees', (raw, value) => {
    expect(parsed({ maxPrice: raw }).maxPrice).toBe(value);
  });

  it.each<[Raw, string]>([
    [{ search: '  rose   oud  ' }, 'rose oud'],
    [{ search: 'jasmine\t\nsambac' }, 'jasmine sambac'],
    [{ search: '   ' }, ''],
    [{ q: ' Fiorita ' }, 'Fiorita'],
    [{ search: 'calyx', q: 'rosea' }, 'calyx'],
    [{ search: ['first', 'second'] }, 'first'],
    [{ search: 'x'.repeat(100) }, 'x'.repeat(100)],
    [{ search: 'ro\u0000se' }, 'ro se'],
    [{ search: '\u0000' }, ''],
    [{ search: 'oud\u0007\u001f\u007fnoir' }, 'oud noir'],
  ])('reads the search %j as %j', (raw, search) => {
    expect(parsed(raw).search).toBe(search);
  });

  it('accepts every sort option it offers', () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual(['featured', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'rating-desc', 'longevity-desc', 'newest']);
    for (const { value } of SORT_OPTIONS) expect(parsed({ sort: value }).sort).toBe(value);
  });

  it.each<[Raw, 3 | 4]>([
    [{ longevity: '3' }, 3],
    [{ longevity: '4' }, 4],
    [{ longevity: ' 4 ' }, 4],
    [{ longevity: ['4', '9'] }, 4],
  ])('reads the longevity filter %j', (raw, longevity) => {
    expect(parsed(raw)).toEqual({ ...defaults, longevity });
  });

  it('leaves longevity out when absent or blank, so a plain listing keeps its shape', () => {
    expect(parsed({ longevity: '' })).not.toHaveProperty('longevity');
    expect(parsed({ longevity: ' ' })).toEqual(defaults);
  });

  it.each<[Raw, Partial<CatalogFilters>]>([
    [{ page: '1' }, { page: 1 }],
    [{ page: '10000' }, { page: 10_000 }],
    [{ limit: '1' }, { limit: 1 }],
    [{ limit: '100' }, { limit: 100 }],
    [{ page: ['3', '9'] }, { page: 3 }],
  ])('reads paging %j', (raw, expected) => {
    expect(parsed(raw)).toMatchObject(expected);
  });
});

describe('catalogQuerySchema: refused input names the problem', () => {
  it.each<[Raw, string, string]>([
    [{ category: 'Kids' }, 'category', 'Unknown category: Kids'],
    [{ category: 'Male,Kids' }, 'category', 'Unknown category: Kids'],
    [{ category: ['Female', 'Teen'] }, 'category', 'Unknown category: Teen'],
    [{ categories: 'Perfume' }, 'category', 'Unknown category: Perfume'],
    [{ gender: 'kids' }, 'gender', 'Gender must be men, women or unisex'],
    [{ gender: 'Men' }, 'gender', 'Gender must be men, women or unisex'],
    [{ maxPrice: 'abc' }, 'maxPrice', 'maxPrice must be a number'],
    [{ maxPrice: 'Infinity' }, 'maxPrice', 'maxPrice must be a number'],
    [{ maxPrice: '2500.5' }, 'maxPrice', 'maxPrice must be a whole number of rupees'],
    [{ maxPrice: '99' }, 'maxPrice', 'maxPrice must be at least 100'],
    [{ maxPrice: '50' }, 'maxPrice', 'maxPrice must be at least 100'],
    [{ maxPrice: '-100' }, 'maxPrice', 'maxPrice must be at least 100'],
    [{ maxPrice: '5001' }, 'maxPrice', 'maxPrice must be at most 5000'],
    [{ maxPrice: '6000' }, 'maxPrice', 'maxPrice must be at most 5000'],
    [{ search: 'x'.repeat(101) }, 'search', 'Search must be at most 100 characters'],
    [{ q: 'y'.repeat(101) }, 'q', 'Search must be at most 100 characters'],
    [{ sort: 'bogus' }, 'sort', 'Unknown sort option'],
    [{ sort: 'PRICE-ASC' }, 'sort', 'Unknown sort option'],
    [{ page: '0' }, 'page', 'page must be at least 1'],
    [{ page: '-2' }, 'page', 'page must be at least 1'],
    [{ page: 'abc' }, 'page', 'page must be a number'],
    [{ page: '1.5' }, 'page', 'page must be a whole number'],
    [{ page: '10001' }, 'page', 'page is too large'],
    [{ limit: '0' }, 'limit', 'limit must be between 1 and 100'],
    [{ limit: '101' }, 'limit', 'limit must be between 1 and 100'],
    [{ limit: 'ten' }, 'limit', 'limit must be a number'],
    [{ limit: '2.5' }, 'limit', 'limit must be a whole number'],
    [{ longevity: '5' }, 'longevity', 'Longevity must be 3 or 4'],
    [{ longevity: '1' }, 'longevity', 'Longevity must be 3 or 4'],
    [{ longevity: '0' }, 'longevity', 'Longevity must be 3 or 4'],
    [{ longevity: '3.5' }, 'longevity', 'Longevity must be 3 or 4'],
    [{ longevity: '4.0' }, 'longevity', 'Longevity must be 3 or 4'],
    [{ longevity: 'long' }, 'longevity', 'Longevity must be 3 or 4'],
  ])('%j → %s: %s', (raw, path, message) => {
    expect(firstError(raw)).toEqual({ path, message });
  });
});

describe('parseCatalogSearchParams', () => {
  it('equals the strict parse for good input', () => {
    const raw = { category: 'male,unisex', gender: 'men', maxPrice: '3000', search: ' oud ', sort: 'price-asc', page: '2', limit: '12' };
    expect(parseCatalogSearchParams(raw)).toEqual(parsed(raw));
  });

  it('drops only the bad parameters and keeps the good ones', () => {
    expect(
      parseCatalogSearchParams({ category: 'Female', maxPrice: 'abc', sort: 'bogus', search: 'rose', page: '0', gender: 'women' }),
    ).toEqual({ ...defaults, categories: ['Female'], gender: 'women', search: 'rose' });
  });

  it('drops a bad longevity and keeps a good one, as the page does for any parameter', () => {
    expect(parseCatalogSearchParams({ longevity: '5', sort: 'longevity-desc' })).toEqual({ ...defaults, sort: 'longevity-desc' });
    expect(parseCatalogSearchParams({ longevity: '3', maxPrice: 'abc' })).toEqual({ ...defaults, longevity: 3 });
  });

  it('drops an unknown category list as a whole', () => {
    expect(parseCatalogSearchParams({ category: 'Male,Kids', maxPrice: '2000' })).toEqual({ ...defaults, maxPrice: 2000 });
  });

  it('never throws, even on nonsense', () => {
    expect(parseCatalogSearchParams({ maxPrice: '1e99', page: 'NaN', limit: '-1', search: 'z'.repeat(500), gender: 'x', category: '%' })).toEqual(
      defaults,
    );
    expect(parseCatalogSearchParams({ sort: undefined })).toEqual(defaults);
  });
});

describe('categoriesForGender and effectiveCategories', () => {
  it.each([
    ['men', ['Male', 'Unisex', 'Others']],
    ['women', ['Female', 'Unisex', 'Others']],
    ['unisex', ['Unisex', 'Others']],
  ] as const)('%s lets through %j', (gender, categories) => {
    expect(categoriesForGender(gender)).toEqual(categories);
  });

  it.each<[Pick<CatalogFilters, 'categories' | 'gender'>, CatalogFilters['categories'] | null]>([
    [{ categories: [], gender: null }, null],
    [{ categories: ['Female'], gender: null }, ['Female']],
    [{ categories: ['Male', 'Others'], gender: null }, ['Male', 'Others']],
    [{ categories: [], gender: 'men' }, ['Male', 'Unisex', 'Others']],
    [{ categories: [], gender: 'unisex' }, ['Unisex', 'Others']],
    [{ categories: ['Male', 'Female', 'Unisex'], gender: 'women' }, ['Female', 'Unisex']],
    [{ categories: ['Others'], gender: 'men' }, ['Others']],
    // Female scents with the men filter: nothing can match, which is an empty list, not "all".
    [{ categories: ['Female'], gender: 'men' }, []],
  ])('%j → %j', (filters, expected) => {
    expect(effectiveCategories(filters)).toEqual(expected);
  });

  it('does not alter the filters it was given', () => {
    const f = { categories: ['Male', 'Female'] as CatalogFilters['categories'], gender: 'men' as const };
    effectiveCategories(f);
    expect(f.categories).toEqual(['Male', 'Female']);
  });
});

describe('hasActiveFilters', () => {
  it.each<[Partial<CatalogFilters>, boolean]>([
    [{}, false],
    [{ search: 'rose', sort: 'price-asc', page: 3, limit: 12 }, false],
    [{ categories: ['Male'] }, true],
    [{ gender: 'unisex' }, true],
    [{ maxPrice: 4900 }, true],
    [{ maxPrice: 5000 }, false],
  ])('%j → %s', (change, expected) => {
    expect(hasActiveFilters({ ...defaults, ...change })).toBe(expected);
  });
});

describe('catalogQueryString', () => {
  it('is empty for the defaults', () => {
    expect(catalogQueryString(defaults)).toBe('');
    expect(catalogQueryString({})).toBe('');
  });

  it('writes the longevity filter after the price, so the memo and the page tell the listings apart', () => {
    expect(catalogQueryString({ ...defaults, maxPrice: 3000, longevity: 4, sort: 'longevity-desc' })).toBe('?maxPrice=3000&longevity=4&sort=longevity-desc');
    expect(catalogQueryString({ ...defaults, longevity: undefined })).toBe('');
  });

  it('leaves default values out', () => {
    expect(catalogQueryString({ ...defaults, sort: 'featured', page: 1, limit: 24, maxPrice: 5000 })).toBe('');
    expect(catalogQueryString({ ...defaults, sort: 'price-asc' })).toBe('?sort=price-asc');
    expect(catalogQueryString({ ...defaults, page: 2 })).toBe('?page=2');
  });

  it('writes every non-default value in a stable order', () => {
    const f: CatalogFilters = {
      categories: ['Male', 'Unisex'],
      gender: 'men',
      maxPrice: 3000,
      search: 'oud & rose',
      sort: 'rating-desc',
      page: 3,
      limit: 12,
    };
    expect(catalogQueryString(f)).toBe('?category=Male%2CUnisex&gender=men&maxPrice=3000&search=oud+%26+rose&sort=rating-desc&page=3&limit=12');
  });

  it.each<Partial<CatalogFilters>>([
    {},
    { categories: ['Female'] },
    { categories: ['Male', 'Female', 'Unisex', 'Others'], gender: 'women' },
    { maxPrice: 100 },
    { search: '100% natural_oud \\ rose?&=#' },
    { sort: 'name-desc', page: 7, limit: 100 },
    { categories: ['Others'], gender: 'unisex', maxPrice: 2500, search: 'attar', sort: 'price-asc', page: 2, limit: 48 },
    { longevity: 4 },
    { longevity: 3, sort: 'longevity-desc', page: 2 },
  ])('round-trips %j through the schema', (change) => {
    const f = { ...defaults, ...change };
    const qs = catalogQueryString(f);
    const params = new URLSearchParams(qs);
    const raw: Raw = {};
    for (const key of params.keys()) raw[key] = params.get(key) ?? undefined;
    expect(parsed(raw)).toEqual(f);
  });
});

describe('likePattern', () => {
  it.each([
    ['rose', '%rose%'],
    ['Rose OUD', '%rose oud%'],
    ['100%', '%100\\%%'],
    ['oud_rasa', '%oud\\_rasa%'],
    ['back\\slash', '%back\\\\slash%'],
    ['%_\\', '%\\%\\_\\\\%'],
  ])('%j → %j', (term, pattern) => {
    expect(likePattern(term)).toBe(pattern);
  });
});
