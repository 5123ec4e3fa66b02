import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/components/catalog/pagination';
import { badgeText, isCurrent, primaryNav } from '@/components/layout/nav-links';

describe('badgeText', () => {
  it.each([
    [0, null],
    [-1, null],
    [-100, null],
    [NaN, null],
    [Infinity, null],
    [1, '1'],
    [9, '9'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
    [2.7, '2'],
  ])('%d → %j', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('isCurrent', () => {
  it.each([
    ['/products', '/products', true],
    ['/products/fiorita', '/products', true],
    ['/products/fiorita/reviews', '/products', true],
    ['/productsale', '/products', false],
    ['/', '/products', false],
    ['/about', '/about', true],
    ['/contact', '/about', false],
    ['/', '/', true],
  ])('%s under %s → %s', (pathname, href, expected) => {
    expect(isCurrent(pathname, href)).toBe(expected);
  });

  it('highlights exactly one primary link on each section page', () => {
    for (const path of ['/products/calyx', '/about', '/contact']) {
      expect(primaryNav.filter((l) => isCurrent(path, l.href))).toHaveLength(1);
    }
    expect(primaryNav.filter((l) => isCurrent('/', l.href))).toHaveLength(0);
  });
});

describe('pageWindow', () => {
  it.each<[number, number, (number | null)[]]>([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 5, [1, 2, null, 5]],
    [5, 5, [1, null, 4, 5]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [10, 10, [1, null, 9, 10]],
    [2, 10, [1, 2, 3, null, 10]],
    [9, 10, [1, null, 8, 9, 10]],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it('widens with the radius', () => {
    expect(pageWindow(10, 20, 2)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(1, 3, 0)).toEqual([1, null, 3]);
  });

  it('always starts at 1, ends at the last page, holds the current one and never puts two gaps together', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const w = pageWindow(current, total);
        expect(w[0]).toBe(1);
        expect(w[w.length - 1]).toBe(total);
        expect(w).toContain(current);
        const numbers = w.filter((p): p is number => p !== null);
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
        w.forEach((p, i) => {
          if (p === null) {
            expect(w[i - 1]).not.toBeNull();
            expect(w[i + 1]).not.toBeNull();
            // A gap stands for at least one hidden page.
            expect((w[i + 1] as number) - (w[i - 1] as number)).toBeGreaterThan(1);
          } else if (i > 0 && w[i - 1] !== null) {
            expect(p - (w[i - 1] as number)).toBe(1);
          }
        });
      }
    }
  });
});
