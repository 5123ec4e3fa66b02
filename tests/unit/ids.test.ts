import { describe, expect, it } from 'vitest';
import { ID_PATTERN, idTimestamp, isId, newId } from '@/lib/ids';

describe('newId', () => {
  it('is 24 lower-case hex characters', () => {
    for (let i = 0; i < 200; i++) expect(newId()).toMatch(/^[0-9a-f]{24}$/);
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => newId()));
    expect(ids.size).toBe(5000);
  });

  it('starts with the creation time in Unix seconds', () => {
    const at = new Date('2025-01-01T00:00:00.000Z');
    expect(newId(at).slice(0, 8)).toBe('67748580');
    expect(newId(new Date(0)).slice(0, 8)).toBe('00000000');
  });

  it('sorts by creation time', () => {
    const earlier = newId(new Date('2024-06-01T10:00:00Z'));
    const later = newId(new Date('2024-06-01T10:00:01Z'));
    const muchLater = newId(new Date('2031-02-03T04:05:06Z'));
    expect([muchLater, later, earlier].sort()).toEqual([earlier, later, muchLater]);
  });

  it('uses the current time by default', () => {
    const before = Math.floor(Date.now() / 1000);
    const id = newId();
    const after = Math.floor(Date.now() / 1000);
    const seconds = idTimestamp(id).getTime() / 1000;
    expect(seconds).toBeGreaterThanOrEqual(before);
    expect(seconds).toBeLessThanOrEqual(after);
  });
});

describe('idTimestamp', () => {
  it('round-trips the creation time to the second', () => {
    const at = new Date('2026-03-14T15:09:26.535Z');
    expect(idTimestamp(newId(at)).toISOString()).toBe('2026-03-14T15:09:26.000Z');
  });

  it('refuses something that is not an id', () => {
    expect(() => idTimestamp('not-an-id')).toThrow(TypeError);
    expect(() => idTimestamp('67748580ABCDEF0123456789')).toThrow(TypeError);
  });
});

describe('isId', () => {
  it('accepts a fresh id and a fixed well-formed one', () => {
    expect(isId(newId())).toBe(true);
    expect(isId('67748580abcdef0123456789')).toBe(true);
    expect(ID_PATTERN.test('0123456789abcdef01234567')).toBe(true);
  });

  it.each([
    ['upper case', '67748580ABCDEF0123456789'],
    ['23 characters', '67748580abcdef012345678'],
    ['25 characters', '67748580abcdef01234567890'],
    ['non-hex letter', '67748580abcdef012345678g'],
    ['empty', ''],
    ['surrounding space', ' 67748580abcdef0123456789'],
    ['trailing newline', '67748580abcdef0123456789\n'],
    ['a slug', 'fiorita'],
  ])('rejects %s', (_label, value) => {
    expect(isId(value)).toBe(false);
  });

  it.each([[123], [null], [undefined], [{}], [['67748580abcdef0123456789']]])('rejects the non-string %j', (value) => {
    expect(isId(value)).toBe(false);
  });
});
