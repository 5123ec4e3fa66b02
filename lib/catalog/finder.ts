/*
 * The fragrance finder (/finder, GET /api/v1/finder): five short questions and an optional
 * budget, answered by ranking the catalogue. Pure: the page and the API parse the same answers and
 * rank with the same function, and tests/unit/finder.test.ts pins the scoring down.
 *
 * The scoring, for each perfume that passes the hard rules (who it is for, no avoided note, within
 * the budget, not the opposite strength, a perfume with notes rather than a set or a box):
 * - each loved note group it carries: 3 in the heart or the base, 2 at the top (once per group, the
 *   best tier); a group it does not carry but whose family it belongs to: 1;
 * - its family suits the occasion: 2;
 * - its concentration is the strength asked for: 2 (a neighbouring strength: 0.5, the opposite one
 *   leaves it out); its stated sillage agrees: 1 more.
 * Then in stock first, the higher score, the better rated, A to Z. Nothing about the shopper is
 * stored: the answers live in the address only.
 */
import { z } from 'zod';
import { SILLAGE_STEPS, familyLabel, scaleStep, type Family } from './character';
import type { ProductDto } from './dto';
import { listOf } from './filters';
import { NOTE_TIERS, type NoteTier } from './notes';

const FINDER_RESULTS = 6;

interface Choice<V extends string> {
  value: V;
  label: string;
}

const FOR_CHOICES = [
  { value: 'her', label: 'For her' },
  { value: 'him', label: 'For him' },
  { value: 'anyone', label: 'For anyone' },
] as const satisfies readonly Choice<string>[];

const WHEN_CHOICES = [
  { value: 'day', label: 'Days and the office', families: ['fresh', 'floral', 'fougere', 'chypre'] },
  { value: 'evening', label: 'Evenings out', families: ['amber', 'woody', 'leather', 'gourmand'] },
  { value: 'occasion', label: 'Weddings and celebrations', families: ['amber', 'floral', 'gourmand', 'chypre'] },
  { value: 'everyday', label: 'Every day, whatever comes', families: ['fresh', 'floral', 'woody', 'fougere'] },
] as const satisfies readonly (Choice<string> & { families: readonly Family[] })[];

/** Note groups a shopper recognises; each matches the notes that belong to it, and leans to families. */
export const NOTE_GROUPS = [
  { value: 'rose', label: 'Rose', match: /\b(rose|gulab)\b/, families: ['floral', 'chypre'] },
  { value: 'jasmine', label: 'Jasmine and white flowers', match: /jasmine|mogra|champaca|tuberose|frangipani|orange blossom|ylang|magnolia|lily/, families: ['floral'] },
  { value: 'oud', label: 'Oud', match: /\boud\b|agarwood/, families: ['amber', 'leather'] },
  { value: 'sandalwood', label: 'Sandalwood', match: /sandal/, families: ['woody'] },
  { value: 'saffron', label: 'Saffron', match: /saffron/, families: ['amber'] },
  { value: 'vanilla', label: 'Vanilla and sweet', match: /vanilla|tonka|benzoin|cacao|milk|dates|\brum\b|coconut/, families: ['gourmand'] },
  { value: 'citrus', label: 'Citrus', match: /bergamot|lemon|lime|mandarin|grapefruit|neroli|petitgrain|kokum|orange\b/, families: ['fresh'] },
  { value: 'green', label: 'Green and herbal', match: /\bfig\b|leaf|mint|sage|rhubarb|\bhay\b|lavender|rosemary|juniper|mate/, families: ['fougere', 'fresh'] },
  { value: 'vetiver', label: 'Vetiver and earth', match: /vetiver|khus|petrichor|earth|clay|patchouli|oakmoss/, families: ['woody', 'chypre'] },
  { value: 'spice', label: 'Spices', match: /pepper|cardamom|clove|cinnamon|nutmeg|ginger|coriander/, families: ['amber', 'fougere'] },
  { value: 'musk', label: 'Musk and skin', match: /musk|ambrette/, families: [] },
  { value: 'leather', label: 'Leather and smoke', match: /leather|suede|tobacco|birch|incense|frankincense|myrrh/, families: ['leather'] },
  { value: 'iris', label: 'Iris and powder', match: /iris|orris|violet|mimosa/, families: ['floral', 'chypre'] },
  { value: 'tea', label: 'Tea', match: /\btea\b/, families: ['fresh'] },
] as const satisfies readonly (Choice<string> & { match: RegExp; families: readonly Family[] })[];

const STRENGTH_CHOICES = [
  { value: 'light', label: 'Light, close to the skin' },
  { value: 'moderate', label: 'Noticed, not announced' },
  { value: 'strong', label: 'Strong, it fills a room' },
] as const satisfies readonly Choice<string>[];

/** Rupees; the cheapest size must be within it. */
const BUDGET_CHOICES = [
  { value: '1500', label: 'Up to ₹1,500' },
  { value: '3000', label: 'Up to ₹3,000' },
  { value: '5000', label: 'Up to ₹5,000' },
] as const satisfies readonly Choice<string>[];

type ForChoice = (typeof FOR_CHOICES)[number]['value'];
type WhenChoice = (typeof WHEN_CHOICES)[number]['value'];
type NoteGroup = (typeof NOTE_GROUPS)[number]['value'];
export type Strength = (typeof STRENGTH_CHOICES)[number]['value'];
type Budget = (typeof BUDGET_CHOICES)[number]['value'];

export interface FinderAnswers {
  for?: ForChoice;
  when?: WhenChoice;
  love: NoteGroup[];
  avoid: NoteGroup[];
  strength?: Strength;
  budget?: Budget;
}

/** The questions in the order the finder asks them: the page's steps and the API's parameters. */
export const FINDER_QUESTIONS = [
  { key: 'for', legend: 'Who is it for?', multiple: false, choices: FOR_CHOICES },
  { key: 'when', legend: 'When will it be worn?', multiple: false, choices: WHEN_CHOICES },
  { key: 'love', legend: 'Which notes do you love?', hint: 'Choose any; none is fine too.', multiple: true, choices: NOTE_GROUPS },
  { key: 'avoid', legend: 'Any notes you would rather avoid?', hint: 'A perfume carrying one is left out.', multiple: true, choices: NOTE_GROUPS },
  { key: 'strength', legend: 'How strong should it be?', multiple: false, choices: STRENGTH_CHOICES },
  { key: 'budget', legend: 'Your budget, if you have one', hint: 'For the smallest size; leave it for any price.', multiple: false, choices: BUDGET_CHOICES },
] as const;

export type FinderKey = (typeof FINDER_QUESTIONS)[number]['key'];

export const FINDER_MESSAGES = {
  unknownChoice: (legend: string) => `Please choose one of the answers offered for “${legend}”`,
  oneOnly: (legend: string) => `Please choose one answer for “${legend}”`,
  lovedAndAvoided: 'A note cannot be both loved and avoided',
} as const;

const values = <V extends string>(choices: readonly Choice<V>[]) => choices.map((c) => c.value) as [V, ...V[]];

/** One answer of a single-choice question: blank is "no preference"; two answers or an unknown one name the question. */
function single<V extends string>(choices: readonly Choice<V>[], legend: string) {
  return z.preprocess(
    (v) => (Array.isArray(v) && v.length === 1 ? v[0] : v === '' ? undefined : v),
    z.enum(values(choices), { error: (issue) => (Array.isArray(issue.input) ? FINDER_MESSAGES.oneOnly(legend) : FINDER_MESSAGES.unknownChoice(legend)) }).optional(),
  );
}

/** Any number of a question's answers, as `love=rose,jasmine` or `love=rose&love=jasmine`; each once. */
function several<V extends string>(choices: readonly Choice<V>[], legend: string) {
  const allowed = new Set<string>(values(choices));
  // Checked as a whole, so the error is the question's (errors.love), not one item's (errors['love.1']).
  return z.preprocess(
    listOf,
    z
      .array(z.string())
      .refine((a) => a.every((v) => allowed.has(v)), { message: FINDER_MESSAGES.unknownChoice(legend) })
      .transform((a) => [...new Set(a)] as V[]),
  );
}

const legendOf = (key: FinderKey) => FINDER_QUESTIONS.find((q) => q.key === key)!.legend;

/**
 * The finder's answers from an address's query, for the page and GET /api/v1/finder alike. An
 * answer left out is "no preference"; one outside the question's choices is an error naming it.
 */
export const finderQuerySchema = z
  .object({
    for: single(FOR_CHOICES, legendOf('for')),
    when: single(WHEN_CHOICES, legendOf('when')),
    love: several(NOTE_GROUPS, legendOf('love')),
    avoid: several(NOTE_GROUPS, legendOf('avoid')),
    strength: single(STRENGTH_CHOICES, legendOf('strength')),
    budget: single(BUDGET_CHOICES, legendOf('budget')),
  })
  .refine((a) => !a.love.some((g) => a.avoid.includes(g)), { path: ['avoid'], message: FINDER_MESSAGES.lovedAndAvoided })
  .transform((a): FinderAnswers => {
    const answers: FinderAnswers = { love: a.love, avoid: a.avoid };
    if (a.for) answers.for = a.for;
    if (a.when) answers.when = a.when;
    if (a.strength) answers.strength = a.strength;
    if (a.budget) answers.budget = a.budget;
    return answers;
  });

export type FinderParse = { ok: true; answers: FinderAnswers } | { ok: false; key: FinderKey; message: string };

/** The page's reading of the same schema: the first problem, with the question it belongs to. */
export function parseFinderAnswers(query: Record<string, string | string[] | undefined>): FinderParse {
  const parsed = finderQuerySchema.safeParse(query);
  if (parsed.success) return { ok: true, answers: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, key: issue.path[0] as FinderKey, message: issue.message };
}

/** The answers as an address's query, in the questions' order (the result's shareable URL). */
export function finderQueryString(answers: FinderAnswers, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const q of FINDER_QUESTIONS) {
    const v = answers[q.key];
    if (Array.isArray(v)) {
      if (v.length) params.set(q.key, v.join(','));
    } else if (v) params.set(q.key, v);
  }
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Whether any answer asks for something to score (not only rules that leave perfumes out). */
function asksForAnything(a: FinderAnswers): boolean {
  return a.love.length > 0 || a.when != null || a.strength != null;
}

const TIER_WEIGHT: Record<NoteTier, number> = { top: 2, heart: 3, base: 3 };
const TIER_WORDS: Record<NoteTier, string> = { top: 'at the top', heart: 'in the heart', base: 'in the base' };

const STRENGTH_ORDER: readonly Strength[] = ['light', 'moderate', 'strong'];

/** How strong a concentration wears; null for one the finder cannot place. */
export function strengthOf(concentration: string): Strength | null {
  const c = concentration.toLowerCase();
  if (/mist|cologne|toilette/.test(c)) return 'light';
  if (/extrait|attar|^parfum$|pure perfume|oil/.test(c)) return 'strong';
  if (/eau de parfum/.test(c)) return 'moderate';
  return null;
}

function sillageStrength(sillage: number | null): Strength | null {
  if (sillage == null || sillage < 1) return null;
  return sillage <= 2 ? 'light' : sillage === 3 ? 'moderate' : 'strong';
}

function fits(product: ProductDto, who: ForChoice | undefined): boolean {
  if (who === 'her') return product.gender !== 'men';
  if (who === 'him') return product.gender !== 'women';
  return true;
}

function carries(product: ProductDto, group: (typeof NOTE_GROUPS)[number]): { note: string; tier: NoteTier } | null {
  // The best tier first: a note in the heart or the base is more of the perfume than one at the top.
  for (const tier of ['heart', 'base', 'top'] as const) {
    const note = product.notes[tier].find((n) => group.match.test(n.toLowerCase()));
    if (note) return { note, tier };
  }
  return null;
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export interface FinderResult {
  product: ProductDto;
  score: number;
  /** Why it was chosen, in the shopper's words ("Jasmine Sambac in the heart, as you asked"). */
  reasons: string[];
}

/** One perfume against the answers: null when a rule leaves it out, else its score and reasons. */
export function scoreProduct(product: ProductDto, answers: FinderAnswers): FinderResult | null {
  const hasNotes = NOTE_TIERS.some((t) => product.notes[t].length > 0);
  // A set or a box holds several scents: the finder names one perfume.
  const assortment = product.tags.some((t) => t === 'discovery-set' || t === 'gift-box');
  if (!hasNotes || assortment || !fits(product, answers.for)) return null;
  const worn = strengthOf(product.concentration);
  const strengthGap = worn && answers.strength ? Math.abs(STRENGTH_ORDER.indexOf(worn) - STRENGTH_ORDER.indexOf(answers.strength)) : null;
  // A body mist for someone who asked for a room-filling scent, or an extrait for someone who asked for light, is not a match.
  if (strengthGap === 2) return null;
  const groups = (values: readonly NoteGroup[]) => NOTE_GROUPS.filter((g) => values.includes(g.value));
  if (groups(answers.avoid).some((g) => carries(product, g))) return null;
  if (answers.budget && product.fromPrice > Number(answers.budget)) return null;

  let score = 0;
  const reasons: string[] = [];
  const family = product.family;
  for (const group of groups(answers.love)) {
    const found = carries(product, group);
    if (found) {
      score += TIER_WEIGHT[found.tier];
      reasons.push(`${found.note} ${TIER_WORDS[found.tier]}, as you asked`);
    } else if (family && (group.families as readonly Family[]).includes(family)) {
      score += 1;
      reasons.push(`${familyLabel(family)}, close to the ${lower(group.label)} you love`);
    }
  }
  const when = WHEN_CHOICES.find((w) => w.value === answers.when);
  if (when && family && (when.families as readonly Family[]).includes(family)) {
    score += 2;
    reasons.push(`${familyLabel(family)}, for ${lower(when.label)}`);
  }
  if (answers.strength) {
    if (strengthGap === 0) {
      score += 2;
      reasons.push(`${product.concentration}: ${lower(STRENGTH_CHOICES.find((s) => s.value === worn)!.label)}`);
    } else if (strengthGap === 1) {
      score += 0.5;
    }
    const step = scaleStep(SILLAGE_STEPS, product.sillage);
    if (step && sillageStrength(product.sillage) === answers.strength) {
      score += 1;
      reasons.push(`Sillage: ${lower(step.name)}, ${step.detail}`);
    }
  }
  if (answers.budget) reasons.push(`Within your budget, from ₹${product.fromPrice.toLocaleString('en-IN')}`);
  return { product, score, reasons };
}

const inStock = (p: ProductDto) => (p.sizes.length ? p.sizes.some((s) => s.stock > 0) : p.stock > 0);

/**
 * The catalogue ranked for the answers, best first, at most `limit`: in stock before sold out,
 * then by score, rating and name. When the answers ask for something, a perfume that matches
 * none of it is left out; answers that only set rules (who, budget, notes to avoid) rank by rating.
 */
export function rankForFinder(products: readonly ProductDto[], answers: FinderAnswers, limit = FINDER_RESULTS): FinderResult[] {
  const scored = products.flatMap((p) => scoreProduct(p, answers) ?? []);
  const wanted = asksForAnything(answers) ? scored.filter((r) => r.score > 0) : scored;
  return wanted
    .sort(
      (a, b) =>
        Number(inStock(b.product)) - Number(inStock(a.product)) ||
        b.score - a.score ||
        b.product.averageRating - a.product.averageRating ||
        a.product.name.localeCompare(b.product.name),
    )
    .slice(0, limit);
}

/** The answers in a line ("For her · Evenings out · Loves rose · Avoids oud · Up to ₹3,000"), for the results' heading. */
export function describeAnswers(a: FinderAnswers): string[] {
  const label = <V extends string>(choices: readonly Choice<V>[], v: V | undefined) => choices.find((c) => c.value === v)?.label;
  const groups = (values: readonly NoteGroup[]) => values.map((v) => lower(label(NOTE_GROUPS, v) ?? v)).join(', ');
  return [
    label(FOR_CHOICES, a.for),
    label(WHEN_CHOICES, a.when),
    a.love.length ? `Loves ${groups(a.love)}` : undefined,
    a.avoid.length ? `Avoids ${groups(a.avoid)}` : undefined,
    label(STRENGTH_CHOICES, a.strength),
    label(BUDGET_CHOICES, a.budget),
  ].filter((s): s is string => Boolean(s));
}
