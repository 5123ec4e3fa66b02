import { describe, expect, it } from 'vitest';
import { FAMILIES } from '@/lib/catalog/character';
import { FAMILY_STORIES, NOTE_STORIES } from '@/lib/catalog/note-stories';
import { familyBySlug, indexNotes, noteHref, noteSlug, notesAmong, notesByLetter, relatedNotes, tierPlace, type NoteSource } from '@/lib/catalog/notes';
import { seedProducts } from '@/lib/db/seed/catalog-data';

const source = (id: string, top: string[], heart: string[] = [], base: string[] = []): NoteSource => ({ id, notes: { top, heart, base } });

describe('a note’s page address', () => {
  it.each([
    ['Oud', 'oud', '/notes/oud'],
    ['Pink Pepper', 'pink-pepper', '/notes/pink-pepper'],
    ['Ylang-Ylang', 'ylang-ylang', '/notes/ylang-ylang'],
    ['  Lily of the Valley ', 'lily-of-the-valley', '/notes/lily-of-the-valley'],
    ['Fougère', 'fougere', '/notes/fougere'],
  ])('%j is /notes/%s', (name, slug, href) => {
    expect(noteSlug(name)).toBe(slug);
    expect(noteHref(name)).toBe(href);
  });
});

describe('indexNotes', () => {
  it('lists each note once, with the perfumes that carry it in the order they came and where', () => {
    const index = indexNotes([source('a', ['Bergamot'], ['Rose'], ['Oud']), source('b', ['Pink Pepper'], [], ['Oud', 'Musk']), source('c', [], ['rose'])]);
    expect([...index.keys()].sort()).toEqual(['bergamot', 'musk', 'oud', 'pink-pepper', 'rose']);
    expect(index.get('oud')).toEqual({
      slug: 'oud',
      name: 'Oud',
      carriers: [
        { productId: 'a', tiers: ['base'] },
        { productId: 'b', tiers: ['base'] },
      ],
    });
    // "Rose" and "rose" are one note.
    expect(index.get('rose')!.carriers.map((c) => c.productId)).toEqual(['a', 'c']);
  });

  it('names a note as most perfumes spell it, the first met on a tie', () => {
    const index = indexNotes([source('a', ['pink pepper']), source('b', ['Pink Pepper']), source('c', ['Pink Pepper'])]);
    expect(index.get('pink-pepper')!.name).toBe('Pink Pepper');
    expect(indexNotes([source('a', ['Oud ']), source('b', ['OUD'])]).get('oud')!.name).toBe('Oud');
  });

  it('counts a perfume once for a note it names in two tiers, with both tiers, top first', () => {
    const index = indexNotes([source('a', ['Saffron'], [], ['saffron'])]);
    expect(index.get('saffron')!.carriers).toEqual([{ productId: 'a', tiers: ['top', 'base'] }]);
    expect(tierPlace(['top', 'base'])).toBe('At the top and in the base');
    expect(tierPlace(['heart'])).toBe('In the heart');
  });

  it('leaves out a note that names nothing', () => {
    expect(indexNotes([source('a', ['—', '  ', 'Musk'])]).size).toBe(1);
  });
});

describe('relatedNotes', () => {
  const index = indexNotes([
    source('a', ['Bergamot'], ['Rose'], ['Oud', 'Saffron']),
    source('b', ['Saffron'], ['Rose'], ['Oud']),
    source('c', ['Bergamot'], [], ['Oud', 'Amber']),
    source('d', ['Lemon'], [], ['Musk']),
  ]);

  it('ranks the notes sharing the most perfumes first, then A to Z, and leaves out those sharing none', () => {
    expect(relatedNotes(index, 'oud').map((n) => n.name)).toEqual(['Bergamot', 'Rose', 'Saffron', 'Amber']);
    expect(relatedNotes(index, 'oud', 2).map((n) => n.name)).toEqual(['Bergamot', 'Rose']);
    expect(relatedNotes(index, 'musk').map((n) => n.name)).toEqual(['Lemon']);
    expect(relatedNotes(index, 'vanilla')).toEqual([]);
  });

  it('lists the notes a set of perfumes carries most, dropping those fewer than asked carry (a family’s notes)', () => {
    expect(notesAmong(index.values(), new Set(['a', 'b']), { limit: 10, atLeast: 2 }).map((n) => n.name)).toEqual(['Oud', 'Rose', 'Saffron']);
    expect(notesAmong(index.values(), new Set(['a', 'b']), { limit: 2 }).map((n) => n.name)).toEqual(['Oud', 'Rose']);
  });

  it('groups the notes by first letter, A to Z', () => {
    expect(notesByLetter(index).map((g) => [g.letter, g.notes.map((n) => n.name)])).toEqual([
      ['A', ['Amber']],
      ['B', ['Bergamot']],
      ['L', ['Lemon']],
      ['M', ['Musk']],
      ['O', ['Oud']],
      ['R', ['Rose']],
      ['S', ['Saffron']],
    ]);
  });
});

describe('families', () => {
  it('knows the eight families by their slug and nothing else', () => {
    expect(familyBySlug('woody')).toEqual({ value: 'woody', label: 'Woody' });
    expect(familyBySlug('fougere')?.label).toBe('Fougère (aromatic)');
    expect(familyBySlug('oriental')).toBeNull();
    expect(familyBySlug('')).toBeNull();
  });
});

describe('the stories', () => {
  it('describes every note of the demo catalogue, and every family', () => {
    const seeded = indexNotes(seedProducts.map((p) => ({ id: p.slug, notes: p.notes })));
    const missing = [...seeded.keys()].filter((slug) => !NOTE_STORIES[slug]);
    expect(missing).toEqual([]);
    for (const f of FAMILIES) expect(FAMILY_STORIES[f.value].length).toBeGreaterThan(100);
  });

  it('keeps every line short enough for a page’s description', () => {
    for (const text of [...Object.values(NOTE_STORIES), ...Object.values(FAMILY_STORIES)]) expect(text.length).toBeLessThanOrEqual(300);
  });
});
