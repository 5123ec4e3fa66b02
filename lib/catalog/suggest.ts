import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { cacheFor, cacheTags, readAtRequestTime } from '../cache';
import { getDb } from '../db/client';
import { products } from '../db/schema';
import { paiseToRupees } from '../money';
import { catalogQueryString, MAX_SEARCH_LENGTH, type Category } from './filter-options';
import { noteHref } from './notes';

/*
 * The store's one fuzzy matcher (docs/decisions.md, "One fuzzy search engine, in memory"):
 * search suggestions (docs/api.md, GET /products/suggest: perfumes, notes and categories for
 * what a shopper is typing) and the listing's close spellings when a search matches nothing
 * (queries.ts). The catalogue's few searchable fields are loaded once through the data cache
 * (admin writes drop it with the products tag) and matched in memory, so a keystroke never
 * reaches the database. Each use keeps the measure its tests pin: the listing pg_trgm's word
 * similarity on names (closeNames), the suggestions a stricter one over name, brand and notes.
 */

/** What the index is built from: JSON-safe, as the data cache stores it. */
export interface SuggestSource {
  slug: string;
  name: string;
  brand: string;
  category: string;
  pricePaise: number;
  image: string | null;
  notes: string[];
}

interface PerfumeSuggestion {
  name: string;
  brand: string;
  slug: string;
  href: string;
  price: number;
  thumbnail: string | null;
}

interface TermSuggestion {
  label: string;
  href: string;
}

export interface Suggestions {
  perfumes: PerfumeSuggestion[];
  notes: TermSuggestion[];
  categories: TermSuggestion[];
}

const SUGGEST_LIMITS = { perfumes: 6, notes: 4, categories: 2 } as const;
const EMPTY_SUGGESTIONS: Suggestions = Object.freeze({
  perfumes: [],
  notes: [],
  categories: [],
}) as Suggestions;

/** How close a misspelt text must be, by either measure (the listing's and the suggestions'). */
const FUZZY_THRESHOLD = 0.35;

export const SUGGEST_TOO_LONG_MESSAGE = `Search text must be at most ${MAX_SEARCH_LENGTH} characters`;

export const suggestQuerySchema = z.object({
  q: z.string({ message: 'q must be a single search text' }).trim().max(MAX_SEARCH_LENGTH, SUGGEST_TOO_LONG_MESSAGE).default(''),
});

/** Lower case without accents, so "Rosé" is found by "rose". */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** pg_trgm's trigrams of one word: two spaces before, one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

function trigramsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.split(/[^a-z0-9]+/)) if (word) for (const t of trigrams(word)) out.add(t);
  return out;
}

/** The trigrams of each word in turn, repeats kept: the order pg_trgm's word_similarity() walks. */
function orderedTrigrams(folded: string): string[] {
  const out: string[] = [];
  for (const word of folded.split(/[^a-z0-9]+/)) if (word) for (const t of trigrams(word)) out.push(t);
  return out;
}

/**
 * pg_trgm's word_similarity(query, text), step for step (iterate_word_similarity in trgm_op.c,
 * in float4 as it computes): the best similarity between the query's trigrams and any run of the
 * text's, so a query close to one word or to a few words in a row scores high. The listing's
 * fallback kept this measure when it moved here from SQL, so it finds what it found before.
 */
function wordSimilarity(query: Set<string>, text: readonly string[]): number {
  const ids = new Map<string, number>();
  const found: boolean[] = [];
  const at = text.map((t) => {
    let id = ids.get(t);
    if (id === undefined) {
      ids.set(t, (id = found.length));
      found.push(query.has(t));
    }
    return id;
  });
  const lastPos = new Array<number>(found.length).fill(-1);
  const sml = (count: number, len2: number) => Math.fround(count / (query.size + len2 - count));
  let len2 = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < at.length; i++) {
    const t = at[i]!;
    if (lower >= 0 || found[t]) {
      if (lastPos[t]! < 0) {
        len2++;
        if (found[t]) count++;
      }
      lastPos[t] = i;
    }
    if (!found[t]) continue;
    if (lower === -1) {
      lower = i;
      len2 = 1;
    }
    // The run ends here; try each later start for a closer one.
    let current = sml(count, len2);
    let tryCount = count;
    let tryLen2 = len2;
    const previousLower = lower;
    for (let start = lower; start <= i; start++) {
      const s = sml(tryCount, tryLen2);
      if (s > current) {
        current = s;
        len2 = tryLen2;
        lower = start;
        count = tryCount;
      }
      const u = at[start]!;
      if (lastPos[u] === start) {
        tryLen2--;
        if (found[u]) tryCount--;
      }
    }
    best = Math.max(best, current);
    for (let start = previousLower; start < lower; start++) if (lastPos[at[start]!] === start) lastPos[at[start]!] = -1;
  }
  return best;
}

/** pg_trgm's similarity(): shared trigrams over all trigrams of both. */
function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

interface Entry {
  folded: string;
  words: string[];
  /** Trigrams of each run of consecutive words, so "noir tabak" is compared with "noir tabac" and not with a whole long name. */
  spans: Set<string>[][];
}

function entry(text: string): Entry {
  const folded = fold(text);
  const words = folded.split(/[^a-z0-9]+/).filter(Boolean);
  const spans: Set<string>[][] = [];
  for (let n = 1; n <= Math.min(words.length, 4); n++) {
    const runs: Set<string>[] = [];
    for (let i = 0; i + n <= words.length; i++) runs.push(trigramsOf(words.slice(i, i + n).join(' ')));
    spans[n] = runs;
  }
  return { folded, words, spans };
}

type Query = { folded: string; words: number; grams: Set<string> };

/** What a shopper typed, as it is matched; null when nothing is left of it. */
function queryOf(text: string): Query | null {
  const folded = fold(text).slice(0, MAX_SEARCH_LENGTH);
  if (!folded) return null;
  return { folded, words: folded.split(' ').length, grams: trigramsOf(folded) };
}

/** A literal match: the name starting with the text (3), a word starting with it (2), containing it (1); else 0. */
function literal(e: Entry, q: Query): number {
  if (e.folded.startsWith(q.folded)) return 3;
  if (e.words.some((w) => w.startsWith(q.folded)) || e.folded.includes(` ${q.folded}`)) return 2;
  return e.folded.includes(q.folded) ? 1 : 0;
}

/** A close spelling of as many words as the text has: the similarity when close enough (at most 1), else 0. */
function fuzzy(e: Entry, q: Query): number {
  const runs = e.spans[Math.min(q.words, e.spans.length - 1)] ?? [];
  let best = 0;
  for (const run of runs) best = Math.max(best, trigramSimilarity(q.grams, run));
  return best >= FUZZY_THRESHOLD ? best : 0;
}

interface IndexedPerfume {
  suggestion: PerfumeSuggestion;
  /** Name, brand and notes folded together: a text found in none of them is passed over at once. */
  text: string;
  name: Entry;
  /** The name's trigrams in order, for the listing's close spellings (wordSimilarity). */
  nameTrigrams: string[];
  brand: Entry;
  notes: Entry[];
}

interface IndexedTerm {
  suggestion: TermSuggestion;
  entry: Entry;
  /** How many perfumes carry it: the commoner first among equal matches. */
  weight: number;
}

/** Which items hold each trigram: a close spelling must share some, so the rest are never compared. */
type GramIndex = Map<string, number[]>;

interface Group<T> {
  items: T[];
  grams: GramIndex;
}

export interface SuggestIndex {
  perfumes: Group<IndexedPerfume>;
  notes: Group<IndexedTerm>;
  categories: Group<IndexedTerm>;
}

function group<T>(items: T[], entries: (item: T) => Entry[]): Group<T> {
  const grams: GramIndex = new Map();
  items.forEach((item, i) => {
    const own = new Set<string>();
    // The trigrams of each word, together the whole entry's (trigramsOf), already at hand.
    for (const e of entries(item)) for (const word of e.spans[1] ?? []) for (const t of word) own.add(t);
    for (const t of own) {
      const holders = grams.get(t);
      if (holders) holders.push(i);
      else grams.set(t, [i]);
    }
  });
  return { items, grams };
}

const MAX_CLOSE_CANDIDATES = 300;

/**
 * The items that may be close enough: similarity = shared / (|q| + |entry| - shared) reaches the
 * threshold only if shared >= threshold × |q|, and an entry shares no more than its whole item.
 */
function closeCandidates<T>(g: Group<T>, grams: Set<string>, max: number = MAX_CLOSE_CANDIDATES): T[] {
  // A text of no letters or digits has no trigrams, so nothing can be close to it.
  if (!grams.size) return [];
  const shared = new Uint16Array(g.items.length);
  for (const t of grams) for (const i of g.grams.get(t) ?? []) shared[i]!++;
  // Past a few hundred, only those sharing the most are weighed: a big catalogue stays inside its budget.
  const byCount = new Uint32Array(grams.size + 1);
  for (const n of shared) byCount[n]!++;
  const least = Math.ceil(FUZZY_THRESHOLD * grams.size);
  let needed = grams.size + 1;
  for (let taken = 0; needed > least && taken < max; ) taken += byCount[--needed]!;
  const out: T[] = [];
  for (let i = 0; i < shared.length; i++) if (shared[i]! >= needed) out.push(g.items[i]!);
  return out;
}

/** Words shoppers use for a category besides its name (the listing's filter shows the name). */
const CATEGORY_ALIASES: Record<string, string> = { Male: 'men him his', Female: 'women her hers', Unisex: 'shared everyone' };

export function buildSuggestIndex(sources: SuggestSource[]): SuggestIndex {
  const notes = new Map<string, { label: string; count: number }>();
  const categories = new Map<string, number>();
  // A brand or a note recurs across perfumes: one entry for each text, shared, keeps a large
  // catalogue's index a fraction of the time and memory (entries are never changed).
  const entries = new Map<string, Entry>();
  const shared = (text: string) => {
    let e = entries.get(text);
    if (!e) entries.set(text, (e = entry(text)));
    return e;
  };
  const perfumes = sources.map((s) => {
    for (const note of s.notes) {
      const key = fold(note);
      if (!key) continue;
      const seen = notes.get(key);
      if (seen) seen.count++;
      else notes.set(key, { label: note.trim(), count: 1 });
    }
    categories.set(s.category, (categories.get(s.category) ?? 0) + 1);
    return {
      suggestion: {
        name: s.name,
        brand: s.brand,
        slug: s.slug,
        href: `/products/${s.slug}`,
        price: paiseToRupees(s.pricePaise),
        thumbnail: s.image,
      },
      text: fold([s.name, s.brand, ...s.notes].join('\n')),
      name: shared(s.name),
      nameTrigrams: orderedTrigrams(fold(s.name)),
      brand: shared(s.brand),
      notes: s.notes.map(shared),
    };
  });
  return {
    perfumes: group(perfumes, (p) => [p.name, p.brand, ...p.notes]),
    notes: group(
      [...notes.values()].map(({ label, count }) => ({
        suggestion: {
          label,
          // A note leads to its own page (lib/catalog/notes.ts): what it smells like and every perfume that carries it.
          href: noteHref(label),
        },
        entry: entry(label),
        weight: count,
      })),
      (n) => [n.entry],
    ),
    categories: group(
      [...categories].map(([category, count]) => {
        return {
          suggestion: {
            label: category,
            href: `/products${catalogQueryString({ categories: [category as Category] })}`,
          },
          entry: entry(`${category} ${CATEGORY_ALIASES[category] ?? ''}`),
          weight: count,
        };
      }),
      (c) => [c.entry],
    ),
  };
}

function best<T>(items: T[], rank: (item: T) => number, tie: (a: T, b: T) => number, limit: number): T[] {
  return items
    .map((item) => ({ item, s: rank(item) }))
    .filter((r) => r.s > 0)
    .sort((a, b) => b.s - a.s || tie(a.item, b.item))
    .slice(0, limit)
    .map((r) => r.item);
}

/**
 * Literal matches first; close spellings only when a group has none, as the listing falls back
 * to them (queries.ts), so a suggestion never promises what the listing would not show.
 */
function literalOrClose<T>(
  g: Group<T>,
  q: Query,
  rank: (item: T, match: typeof literal) => number,
  tie: (a: T, b: T) => number,
  limit: number,
): T[] {
  if (limit <= 0) return [];
  const found = best(g.items, (item) => rank(item, literal), tie, limit);
  return found.length ? found : best(closeCandidates(g, q.grams), (item) => rank(item, fuzzy), tie, limit);
}

/**
 * Perfumes by name first, then by brand, then by one of their notes; notes and categories by
 * their name, the commoner first. An empty text suggests nothing.
 */
export function suggest(index: SuggestIndex, text: string, limits: Record<keyof Suggestions, number> = SUGGEST_LIMITS): Suggestions {
  const q = queryOf(text);
  if (!q) return EMPTY_SUGGESTIONS;
  const byName = (a: IndexedPerfume, b: IndexedPerfume) => a.suggestion.name.localeCompare(b.suggestion.name);
  const byWeight = (a: IndexedTerm, b: IndexedTerm) => b.weight - a.weight || a.suggestion.label.localeCompare(b.suggestion.label);
  // Scores of one match stay below 4, so the steps of 10 keep name above brand above note.
  const perfume = (p: IndexedPerfume, match: typeof literal) => {
    if (match === literal && !p.text.includes(q.folded)) return 0;
    const name = match(p.name, q);
    if (name) return 20 + name;
    const brand = match(p.brand, q);
    if (brand) return 10 + brand;
    let note = 0;
    for (const n of p.notes) note = Math.max(note, match(n, q));
    return note;
  };
  return {
    perfumes: literalOrClose(index.perfumes, q, perfume, byName, limits.perfumes).map((p) => p.suggestion),
    notes: literalOrClose(index.notes, q, (n, match) => match(n.entry, q), byWeight, limits.notes).map((n) => n.suggestion),
    categories: literalOrClose(index.categories, q, (c, match) => match(c.entry, q), byWeight, limits.categories).map((c) => c.suggestion),
  };
}

/** The live catalogue's searchable fields, cached with the catalogue (revalidated by admin writes). */
async function suggestSourcesFromCache(): Promise<SuggestSource[]> {
  'use cache';
  cacheFor([cacheTags.products], 300);
  const rows = await (
    await getDb()
  )
    .select({
      slug: products.slug,
      name: products.name,
      brand: products.brand,
      category: products.category,
      pricePaise: products.pricePaise,
      images: products.images,
      notesTop: products.notesTop,
      notesHeart: products.notesHeart,
      notesBase: products.notesBase,
    })
    .from(products)
    .where(and(eq(products.isActive, true), isNull(products.archivedAt)));
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    brand: r.brand,
    category: r.category,
    pricePaise: r.pricePaise,
    image: r.images[0] ?? null,
    notes: [...r.notesTop, ...r.notesHeart, ...r.notesBase],
  }));
}

/**
 * Read afresh each time, never through the in-process memo: the memo would hand one request the
 * promise of a cached read another request started, which never settles if that request's
 * render was cut short (a prerender stops at its shell), and the listing would hang. A cached
 * read deserialises a new array each time; the index below is then found by its text.
 */
async function suggestSources(): Promise<SuggestSource[]> {
  await readAtRequestTime();
  return suggestSourcesFromCache();
}

/** A perfume whose name is a close spelling of the text, and how close (at most 1). */
export interface CloseName {
  slug: string;
  similarity: number;
}

/**
 * The perfumes whose names are close spellings of the text, the closest first: the listing's
 * answer when a search matches nothing literally. Names only, by word similarity, as the listing
 * has always matched; every close one, not a few, since the listing counts and pages them.
 */
export function closeNames(index: SuggestIndex, text: string): CloseName[] {
  const q = queryOf(text);
  if (!q) return [];
  return closeCandidates(index.perfumes, q.grams, Infinity)
    .map((p) => ({ slug: p.suggestion.slug, similarity: wordSimilarity(q.grams, p.nameTrigrams) }))
    .filter((c) => c.similarity >= FUZZY_THRESHOLD)
    .sort((a, b) => b.similarity - a.similarity);
}

interface IndexHolder {
  /** Built once per array read (a cached read hands out a new array each time). */
  bySources: WeakMap<SuggestSource[], SuggestIndex>;
  /**
   * The last index by what it was built from. The cache hands out a fresh copy of the same
   * catalogue on every read; comparing the text costs a few ms over 10,000 perfumes where
   * building again costs a second or more.
   */
  last?: { text: string; index: SuggestIndex };
}

// On globalThis, as the memo is (lib/cache.ts): the suggestions route and the listing's page and
// API routes are separate bundles, and one index per process is enough for all of them.
const holder = ((globalThis as Record<string, unknown>).__storeSearchIndex ??= { bySources: new WeakMap() }) as IndexHolder;

async function cachedIndex(): Promise<SuggestIndex> {
  const sources = await suggestSources();
  let index = holder.bySources.get(sources);
  if (!index) {
    const text = JSON.stringify(sources);
    if (holder.last?.text !== text) holder.last = { text, index: buildSuggestIndex(sources) };
    index = holder.last.index;
    holder.bySources.set(sources, index);
  }
  return index;
}

export async function cachedSuggestions(text: string): Promise<Suggestions> {
  if (!fold(text)) return EMPTY_SUGGESTIONS;
  return suggest(await cachedIndex(), text);
}

export async function cachedCloseNames(text: string): Promise<CloseName[]> {
  if (!fold(text)) return [];
  return closeNames(await cachedIndex(), text);
}
