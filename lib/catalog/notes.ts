/*
 * Notes and families as pages search engines send shoppers to (/notes/{slug}, /families/{family}).
 * A note is whatever the products' notes name, in any of the three tiers; its page exists while a
 * perfume on sale carries it. Its slug is the name's (lib/catalog/search-text.ts slugify), so
 * "Pink Pepper" and "pink pepper" are one note, spelled as most perfumes spell it.
 * Pure, so the pages, the sitemap and the tests share one rule.
 */
import { FAMILIES, type Family } from './character';
import { slugify } from './search-text';

export type NoteTier = 'top' | 'heart' | 'base';

export const NOTE_TIERS: readonly NoteTier[] = ['top', 'heart', 'base'];

/** How a perfume carries a note, in the shop's words ("In the heart"). */
export const TIER_PLACES: Record<NoteTier, string> = { top: 'At the top', heart: 'In the heart', base: 'In the base' };

export function noteSlug(name: string): string {
  return slugify(name);
}

export function noteHref(name: string): string {
  return `/notes/${noteSlug(name)}`;
}

export function familyHref(family: Family): string {
  return `/families/${family}`;
}

/** The family named by a page's slug, or null for one the store does not know. */
export function familyBySlug(slug: string): (typeof FAMILIES)[number] | null {
  return FAMILIES.find((f) => f.value === slug) ?? null;
}

/** What the index needs of a perfume: its id and its notes by tier. */
export interface NoteSource {
  id: string;
  notes: Record<NoteTier, readonly string[]>;
}

interface NoteCarrier {
  productId: string;
  /** Where the perfume carries it, top first (a perfume may name a note in two tiers). */
  tiers: NoteTier[];
}

export interface NoteEntry {
  slug: string;
  /** The spelling most perfumes use (the first met, on a tie). */
  name: string;
  /** The perfumes carrying it, in the order the sources came (the listing's featured order). */
  carriers: NoteCarrier[];
}

/** Every note the perfumes carry, by slug; a name that slugs to nothing (all punctuation) is left out. */
export function indexNotes(sources: readonly NoteSource[]): Map<string, NoteEntry> {
  const index = new Map<string, NoteEntry & { spellings: Map<string, number> }>();
  for (const source of sources) {
    const mine = new Map<string, NoteCarrier>();
    for (const tier of NOTE_TIERS) {
      for (const raw of source.notes[tier]) {
        const name = raw.trim();
        const slug = noteSlug(name);
        if (!slug) continue;
        let entry = index.get(slug);
        if (!entry) index.set(slug, (entry = { slug, name, carriers: [], spellings: new Map() }));
        entry.spellings.set(name, (entry.spellings.get(name) ?? 0) + 1);
        const carrier = mine.get(slug);
        if (carrier) {
          if (!carrier.tiers.includes(tier)) carrier.tiers.push(tier);
        } else {
          const created = { productId: source.id, tiers: [tier] };
          mine.set(slug, created);
          entry.carriers.push(created);
        }
      }
    }
  }
  const result = new Map<string, NoteEntry>();
  for (const [slug, { spellings, ...entry }] of index) {
    let name = entry.name;
    let most = 0;
    for (const [spelling, n] of spellings) {
      if (n > most) [name, most] = [spelling, n];
    }
    result.set(slug, { ...entry, name });
  }
  return result;
}

/**
 * The notes carried by the most of these perfumes, then A to Z, leaving out `except` and any
 * carried by fewer than `atLeast` of them: a note's "worn with" and a family's "notes you will meet".
 */
export function notesAmong(
  notes: Iterable<NoteEntry>,
  productIds: ReadonlySet<string>,
  { limit, atLeast = 1, except }: { limit: number; atLeast?: number; except?: string },
): NoteEntry[] {
  const shared: { note: NoteEntry; n: number }[] = [];
  for (const note of notes) {
    if (note.slug === except) continue;
    const n = note.carriers.filter((c) => productIds.has(c.productId)).length;
    if (n >= atLeast) shared.push({ note, n });
  }
  shared.sort((a, b) => b.n - a.n || a.note.name.localeCompare(b.note.name));
  return shared.slice(0, limit).map((s) => s.note);
}

/**
 * The notes most often worn with this one: those sharing the most of its perfumes, then A to Z.
 * What a shopper who likes oud goes on to look at.
 */
export function relatedNotes(index: ReadonlyMap<string, NoteEntry>, slug: string, limit = 8): NoteEntry[] {
  const entry = index.get(slug);
  if (!entry) return [];
  return notesAmong(index.values(), new Set(entry.carriers.map((c) => c.productId)), { limit, except: slug });
}

/** The notes A to Z, grouped by their first letter, for the notes' index page. */
export function notesByLetter(index: ReadonlyMap<string, NoteEntry>): { letter: string; notes: NoteEntry[] }[] {
  const sorted = [...index.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const groups: { letter: string; notes: NoteEntry[] }[] = [];
  for (const note of sorted) {
    const letter = note.slug[0]!.toUpperCase();
    const last = groups.at(-1);
    if (last?.letter === letter) last.notes.push(note);
    else groups.push({ letter, notes: [note] });
  }
  return groups;
}

/** "In the heart", or "At the top and in the base" for a note named twice. */
export function tierPlace(tiers: readonly NoteTier[]): string {
  return tiers.map((t, i) => (i === 0 ? TIER_PLACES[t] : TIER_PLACES[t].toLowerCase())).join(' and ');
}
