import { describe, expect, it } from 'vitest';
import { sortRows, type Column } from '@/components/admin/data-table';

type Row = { id: string; name: string; seen: Date | null; n: number };
const rows: Row[] = [
  { id: 'a', name: 'Zoya', seen: null, n: 2 },
  { id: 'b', name: 'arjun', seen: new Date('2026-01-02'), n: 10 },
  { id: 'c', name: 'Meera', seen: new Date('2026-03-01'), n: 2 },
  { id: 'd', name: 'Bala', seen: null, n: 1 },
];
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  { key: 'seen', header: 'Seen', cell: () => null, sortValue: (r) => r.seen },
  { key: 'n', header: 'N', cell: () => null, sortValue: (r) => r.n },
  { key: 'plain', header: 'Plain', cell: () => null },
];
const ids = (out: Row[]) => out.map((r) => r.id).join('');

describe('sortRows (the data table’s browser-side sort)', () => {
  it('sorts text case-insensitively both ways', () => {
    expect(ids(sortRows(rows, columns, { key: 'name', direction: 'asc' }))).toBe('bdca');
    expect(ids(sortRows(rows, columns, { key: 'name', direction: 'desc' }))).toBe('acdb');
  });

  it('keeps empty values last in descending order too', () => {
    expect(ids(sortRows(rows, columns, { key: 'seen', direction: 'asc' }))).toBe('bcad');
    expect(ids(sortRows(rows, columns, { key: 'seen', direction: 'desc' }))).toBe('cbad');
  });

  it('keeps rows that compare equal in their original order either way', () => {
    expect(ids(sortRows(rows, columns, { key: 'n', direction: 'asc' }))).toBe('dacb');
    expect(ids(sortRows(rows, columns, { key: 'n', direction: 'desc' }))).toBe('bacd');
  });

  it('leaves the rows as they are without a sort or a sortable column, never mutating them', () => {
    expect(sortRows(rows, columns, null)).toBe(rows);
    expect(sortRows(rows, columns, { key: 'plain', direction: 'asc' })).toBe(rows);
    sortRows(rows, columns, { key: 'name', direction: 'desc' });
    expect(ids(rows)).toBe('abcd');
  });
});
