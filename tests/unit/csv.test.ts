import { describe, expect, it } from 'vitest';
import { BOM, csvCell, csvRow, parseCsv, toCsv, unguardCell } from '@/lib/csv';

describe('the store’s CSV reader and writer', () => {
  it('opens a file with the byte-order mark, ends rows with CRLF, and reads it back without the mark', () => {
    const text = toCsv([['name'], ['Rosé ₹']]);
    expect(text).toBe(`${BOM}name\r\nRosé ₹\r\n`);
    expect(parseCsv(text)).toEqual([['name'], ['Rosé ₹']]);
    expect(toCsv([['a']], false)).toBe('a\r\n');
  });

  it('round-trips quoted line breaks, quotes, commas and edge spaces', () => {
    const rows = [['Line one\nline two', 'CR\r\nLF', 'She said "oud"', 'a, b', ' padded ', '']];
    const text = toCsv(rows);
    expect(text).toContain('"Line one\nline two"');
    expect(text).toContain('"She said ""oud"""');
    expect(parseCsv(text)).toEqual(rows);
  });

  it('round-trips formula cells: guarded on the way out, unguarded on the way in', () => {
    const formulas = ['=1+1', '+91 98450 12345', '-5', '@SUM(A1)', '\tTabbed', '\uFF1DHYPERLINK("x")'];
    const [read] = parseCsv(toCsv([formulas]));
    for (const cell of read!) expect(cell.startsWith("'")).toBe(true);
    expect(read!.map(unguardCell)).toEqual(formulas);
    // Numbers are not text a spreadsheet could run.
    expect(csvCell(-5)).toBe('-5');
  });

  it('reads Windows, Unix and old Mac line ends in one file, and a quote inside an unquoted cell as written', () => {
    expect(parseCsv('a,b\r\n1,2\n3,4\r5,6')).toEqual([['a', 'b'], ['1', '2'], ['3', '4'], ['5', '6']]);
    expect(parseCsv('size\n6" bottle')).toEqual([['size'], ['6" bottle']]);
  });

  it('keeps rows shorter or longer than the header', () => {
    expect(parseCsv('a,b\n1\n1,2,3')).toEqual([['a', 'b'], ['1'], ['1', '2', '3']]);
  });

  it('writes one row the same way for every export', () => {
    expect(csvRow(['Oud, Royale', 1499.5, null, true, Number.NaN])).toBe('"Oud, Royale",1499.5,,true,\r\n');
  });
});
