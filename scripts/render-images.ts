/**
 * Renders all static artwork for the store from SVG with sharp (librsvg):
 *
 *   public/products/<slug>-<n>.webp   800x1000 product shots (1 front in one of five sets, 2 with box,
 *                                     3 among ingredients, 4 close-up of cap/label)
 *   public/hero/<slug>.webp           1600x1000 dark hero banners for the four hero scents
 *   public/hero/<slug>-portrait.webp  800x1000 portrait version for phones
 *   public/og-default.jpg             1200x630 social card
 *   public/placeholder-product.webp   800x1000 neutral bottle silhouette
 *   public/studio-map.webp            1200x600 stylised map of the Indiranagar studio
 *   public/about/<material>.webp      800x1000 studies of rose, jasmine and vetiver for the About page
 *   app/icon.png, app/apple-icon.png  'MA' monogram
 *
 * Everything is deterministic (palettes and layouts are derived from the slug),
 * so re-running produces the same images. Run: npx tsx scripts/render-images.ts
 */
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seedProducts, type SeedProduct } from '../lib/db/seed/catalog-data';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERIF = 'Noto Serif Display, Noto Serif, DejaVu Serif, serif';
const SANS = 'Noto Sans, DejaVu Sans, sans-serif';

// ───────────────────────── utilities ─────────────────────────

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function makeRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const between = (r: Rng, a: number, b: number) => a + (b - a) * r();
function pick<T>(r: Rng, arr: readonly T[]): T {
  return arr[Math.floor(r() * arr.length) % arr.length] as T;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
const f = (n: number) => (Math.round(n * 10) / 10).toString();

function hsl(h: number, s: number, l: number): string {
  h = ((h % 360) + 360) % 360;
  s = clamp(s, 0, 100) / 100;
  l = clamp(l, 0, 100) / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const c = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(c(0))}${hex(c(8))}${hex(c(4))}`;
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Font size that makes `text` roughly `width` wide (approximation for serif caps). */
function fitSize(text: string, width: number, max: number, letterSpacingEm: number, upper = true): number {
  const per = (upper ? 0.7 : 0.52) + letterSpacingEm;
  return Math.min(max, width / (Math.max(text.length, 1) * per));
}

function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

function blurFilter(id: string, sd: number): string {
  return `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
}

function linGrad(id: string, stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('')}</linearGradient>`;
}

function radGrad(id: string, stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5, extra = ''): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${extra}>${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('')}</radialGradient>`;
}

// ───────────────────────── looks (palette + bottle design) ─────────────────────────

type Shape = 'tall' | 'square' | 'round' | 'arch' | 'faceted' | 'flask' | 'attar' | 'mist' | 'travel';
type Glass = 'clear' | 'smoked' | 'frosted' | 'tinted';
type Metal = 'gold' | 'silver' | 'black' | 'rose' | 'bronze' | 'wood';
type CapShape = 'cyl' | 'block' | 'sphere' | 'gem' | 'tallcyl' | 'dome';
type LabelStyle = 'paper' | 'plate' | 'print';
type Kind = 'bottle' | 'set' | 'giftbox';

interface Palette {
  lh: number; // liquid hue
  ll: number; // liquid lightness
  bh: number; // backdrop hue
  liquidLight: string;
  liquid: string;
  liquidDeep: string;
  bg1: string;
  bg2: string;
  bg3: string;
  floor1: string;
  floor2: string;
  accent: string;
  dark1: string;
  dark2: string;
  dark3: string;
  glow: string;
  boxFront: string;
  boxSide: string;
  boxTop: string;
  boxInk: string;
}

interface Look {
  slug: string;
  kind: Kind;
  shape: Shape;
  glass: Glass;
  metal: Metal;
  cap: CapShape;
  label: LabelStyle;
  dark: boolean; // moody backdrop for the front shot
  pal: Palette;
  title: string;
  subtitle: string;
  brand: string;
  detail: string; // e.g. 'Eau de Parfum · 100 ml'
  ingredients: Ingredient[];
  setLooks?: Look[];
}

const FAMILY_HUES: Array<[RegExp, number]> = [
  [/rose|gulab|peony|raspberry|lychee|blush|orchid/, 345],
  [/iris|violet|orris|powder|lavender/, 275],
  [/aquatic|sea|salt|marine|tide|breeze/, 195],
  [/tea|fig|green|mint|sage|vetiver|khus|leaf/, 110],
  [/lemon|lime|citrus|neroli|bergamot|sole|mandarin/, 48],
  [/saffron|amber|shamama|labdanum|benzoin/, 28],
  [/oud|agarwood|leather|tobacco|incense|smoky|earth|clay|mitti/, 18],
  [/sandal|cedar|wood|chai|spice|cardamom|pepper/, 32],
  [/jasmine|mogra|tuberose|champa|white-flowers|magnolia|floral/, 38],
];

function familyHue(p: SeedProduct): number {
  const hay = [p.slug, ...p.tags, ...p.notes.top, ...p.notes.heart, ...p.notes.base].join(' ').toLowerCase();
  // Score families by where their keywords appear: tags and slug weigh most.
  const primary = [p.slug, ...p.tags].join(' ').toLowerCase();
  for (const [re, hue] of FAMILY_HUES) if (re.test(primary)) return hue;
  for (const [re, hue] of FAMILY_HUES) if (re.test(hay)) return hue;
  return 30;
}

function makePalette(lh: number, bh: number, r: Rng, opts: { ls?: number; ll?: number; bs?: number } = {}): Palette {
  const ls = opts.ls ?? between(r, 32, 52);
  const ll = opts.ll ?? between(r, 48, 62);
  const bs = opts.bs ?? between(r, 12, 24);
  return {
    lh,
    ll,
    bh,
    liquidLight: hsl(lh + 6, ls + 8, Math.min(ll + 24, 90)),
    liquid: hsl(lh, ls, ll),
    liquidDeep: hsl(lh - 6, ls + 6, ll - 26),
    bg1: hsl(bh, bs, 93),
    bg2: hsl(bh, bs + 4, 85),
    bg3: hsl(bh, bs + 6, 74),
    floor1: hsl(bh, bs + 2, 80),
    floor2: hsl(bh, bs + 6, 68),
    accent: hsl(40, 42, 52),
    dark1: hsl(bh, 22, 22),
    dark2: hsl(bh, 26, 12),
    dark3: hsl(bh, 30, 6),
    glow: hsl(lh, ls + 10, 62),
    boxFront: hsl(bh, bs + 8, 30),
    boxSide: hsl(bh, bs + 10, 20),
    boxTop: hsl(bh, bs + 6, 40),
    boxInk: hsl(42, 48, 70),
  };
}

interface LookOverride {
  shape?: Shape;
  glass?: Glass;
  metal?: Metal;
  cap?: CapShape;
  label?: LabelStyle;
  dark?: boolean;
  lh?: number;
  bh?: number;
  ls?: number;
  ll?: number;
  bs?: number;
}

const OVERRIDES: Record<string, LookOverride> = {
  fiorita: { shape: 'round', glass: 'clear', metal: 'gold', cap: 'gem', label: 'paper', lh: 350, ls: 52, ll: 74, bh: 20, bs: 26 },
  calyx: { shape: 'faceted', glass: 'tinted', metal: 'black', cap: 'gem', label: 'print', lh: 150, ls: 34, ll: 34, bh: 100, bs: 14 },
  'old-money': { shape: 'square', glass: 'smoked', metal: 'gold', cap: 'block', label: 'plate', dark: true, lh: 30, ls: 60, ll: 40, bh: 215, bs: 18 },
  virenza: { shape: 'tall', glass: 'clear', metal: 'silver', cap: 'cyl', label: 'print', lh: 192, ls: 52, ll: 56, bh: 200, bs: 20 },
  sole: { shape: 'arch', glass: 'clear', metal: 'gold', cap: 'dome', label: 'paper', lh: 46, ls: 80, ll: 62, bh: 38, bs: 28 },
  cloe: { shape: 'arch', glass: 'clear', metal: 'silver', cap: 'sphere', label: 'paper', lh: 330, ls: 40, ll: 80, bh: 290, bs: 16 },
  rosea: { shape: 'round', glass: 'clear', metal: 'rose', cap: 'sphere', label: 'plate', lh: 348, ls: 55, ll: 42, bh: 350, bs: 20 },
  'noir-tabac': { glass: 'smoked', metal: 'bronze', dark: true, lh: 24, ll: 30 },
  'midnight-durbar': { glass: 'smoked', metal: 'gold', dark: true, lh: 8, bh: 250, ll: 32 },
  'velvet-iris': { glass: 'frosted', metal: 'silver', label: 'plate', lh: 270, ls: 26, ll: 66, bh: 265 },
  'mysore-sandal': { glass: 'frosted', metal: 'wood', cap: 'block', lh: 34, ls: 38, ll: 70, bh: 30 },
  'incense-ghat': { glass: 'smoked', metal: 'black', dark: true, lh: 30, bh: 30 },
  'oud-rasa': { glass: 'tinted', metal: 'gold', dark: true, lh: 12, ll: 30, bh: 20 },
  'ambre-nomade': { glass: 'clear', metal: 'bronze', lh: 28, ls: 75, ll: 48, bh: 28 },
  'masala-chai': { glass: 'clear', metal: 'wood', lh: 26, ls: 45, ll: 46, bh: 24 },
  'konkan-tide': { lh: 178, bh: 40, metal: 'silver' },
  'monsoon-vetiver': { lh: 95, ls: 30, ll: 46, bh: 160, metal: 'black' },
  'first-flush': { lh: 70, ls: 40, ll: 60, bh: 80, metal: 'gold' },
  'cedar-court': { lh: 36, ls: 30, ll: 56, bh: 140, metal: 'wood' },
  'vetiver-blanc': { glass: 'frosted', metal: 'silver', lh: 90, ls: 14, ll: 74, bh: 60 },
  'sterling-neroli': { metal: 'silver', lh: 52, ls: 60, ll: 70, bh: 210 },
  'malabar-spice': { metal: 'bronze', lh: 18, ls: 50, ll: 42, bh: 28 },
  'saffron-veil': { metal: 'gold', cap: 'gem', lh: 22, ls: 80, ll: 52, bh: 15 },
  'champa-silk': { metal: 'gold', glass: 'frosted', lh: 42, ls: 60, ll: 70, bh: 45 },
  'mogra-nights': { metal: 'gold', lh: 52, ls: 30, ll: 86, bh: 235, dark: true },
  'blush-orchid': { metal: 'rose', lh: 335, ls: 60, ll: 76, bh: 330 },
  amaira: { metal: 'silver', lh: 150, ls: 30, ll: 82, bh: 170 },
  'gulab-attar': { metal: 'gold', lh: 345, ls: 55, ll: 40, bh: 20 },
  'mitti-attar': { metal: 'bronze', lh: 22, ls: 45, ll: 36, bh: 22 },
  'shamama-attar': { metal: 'gold', lh: 18, ls: 70, ll: 26, bh: 30, dark: true },
  'rosea-body-mist': { metal: 'rose', lh: 348, ls: 50, ll: 80, bh: 350 },
  'sole-body-mist': { metal: 'gold', lh: 48, ls: 75, ll: 78, bh: 40 },
  'fiorita-travel-spray': { metal: 'rose', lh: 350, bh: 20 },
  'old-money-travel-spray': { metal: 'gold', lh: 215, ls: 25, ll: 24, bh: 215, dark: true },
  'heirloom-gift-box': { metal: 'gold', lh: 345, ls: 35, ll: 30, bh: 350, dark: true },
  'signature-discovery-set': { lh: 40, bh: 35 },
  'hero-quartet': { lh: 210, bh: 220, dark: true },
};

function baseShape(p: SeedProduct, r: Rng): Shape {
  if (p.concentration === 'Attar') return 'attar';
  if (p.concentration === 'Body Mist') return 'mist';
  if (p.slug.includes('travel-spray')) return 'travel';
  if (p.concentration.startsWith('Extrait')) return 'faceted';
  if (p.concentration === 'Eau de Cologne') return 'flask';
  if (p.category === 'Female') return pick(r, ['round', 'arch'] as const);
  if (p.category === 'Male') return pick(r, ['tall', 'square'] as const);
  return pick(r, ['square', 'arch', 'tall'] as const);
}

function splitTitle(p: SeedProduct): { title: string; subtitle: string } {
  const m = p.name.match(/^(.*?) (Travel Spray|Hair & Body Mist|Body Mist|Discovery Set|Gift Box)$/);
  if (m) return { title: (m[1] ?? p.name).replace(/^The /, ''), subtitle: m[2] ?? '' };
  return { title: p.name.replace(/^The /, ''), subtitle: p.concentration };
}

const lookCache = new Map<string, Look>();

function lookFor(p: SeedProduct): Look {
  const cached = lookCache.get(p.slug);
  if (cached) return cached;
  const r = makeRng(hashString(p.slug));
  const o = OVERRIDES[p.slug] ?? {};
  const fam = familyHue(p);
  const lh = o.lh ?? fam + between(r, -14, 14);
  const bh = o.bh ?? lh + pick(r, [0, 18, -22, 32, 180] as const);
  const pal = makePalette(lh, bh, r, { ls: o.ls, ll: o.ll, bs: o.bs });
  const heavy = p.tags.some((t) => /oud|leather|tobacco|incense|smoky/.test(t));
  const shape = o.shape ?? baseShape(p, r);
  const glass: Glass = o.glass ?? (heavy ? 'smoked' : pick(r, ['clear', 'clear', 'tinted', 'frosted'] as const));
  const metal: Metal = o.metal ?? pick(r, ['gold', 'silver', 'black', 'gold', 'bronze'] as const);
  const cap: CapShape =
    o.cap ??
    (shape === 'round' ? pick(r, ['sphere', 'gem', 'dome'] as const) : shape === 'square' ? 'block' : pick(r, ['cyl', 'tallcyl', 'block', 'dome'] as const));
  const label: LabelStyle =
    o.label ?? (glass === 'smoked' ? pick(r, ['plate', 'print'] as const) : glass === 'frosted' ? pick(r, ['paper', 'plate'] as const) : pick(r, ['paper', 'paper', 'plate', 'print'] as const));
  const { title, subtitle } = splitTitle(p);
  const kind: Kind = p.tags.includes('discovery-set') ? 'set' : p.tags.includes('gift-box') ? 'giftbox' : 'bottle';
  const look: Look = {
    slug: p.slug,
    kind,
    shape,
    glass,
    metal,
    cap,
    label,
    dark: o.dark ?? heavy,
    pal,
    title,
    subtitle,
    brand: p.brand,
    detail: `${p.concentration} · ${p.volumeMl} ml`,
    ingredients: ingredientsFor(p),
  };
  lookCache.set(p.slug, look);
  if (kind === 'set') {
    // The set holds the full-size scents named in its first description paragraph.
    const first = p.description[0] ?? '';
    const set = seedProducts.filter((q) => q.category !== 'Others' && new RegExp(`\\b${q.name}\\b`).test(first));
    look.setLooks = set.map((q) => lookFor(q));
    look.detail = `${set.length} × ${Math.round(p.volumeMl / Math.max(set.length, 1))} ml · ${p.concentration}`;
  }
  return look;
}

// ───────────────────────── metals ─────────────────────────

const METAL_STOPS: Record<Metal, string[]> = {
  gold: ['#5e4520', '#b8944f', '#f3e1ae', '#c9a561', '#7a5a2a', '#4a3516'],
  silver: ['#4f5358', '#a9afb6', '#f4f6f8', '#b7bcc2', '#70757b', '#3f4246'],
  black: ['#050506', '#222226', '#6a6b70', '#2a2a2e', '#121214', '#030304'],
  rose: ['#5a3328', '#b98070', '#f5d6c8', '#c99584', '#835245', '#4a2a21'],
  bronze: ['#2f1f12', '#7d5837', '#d2ac7c', '#94693f', '#573a21', '#24170d'],
  wood: ['#2c1a0f', '#5d3b22', '#8f643f', '#6b4629', '#43291a', '#22140b'],
};

function metalDefs(id: string, m: Metal): string {
  const s = METAL_STOPS[m];
  const st = (i: number) => s[i] ?? '#888';
  return (
    linGrad(`${id}mh`, [[0, st(0)], [0.18, st(1)], [0.38, st(2)], [0.55, st(3)], [0.8, st(4)], [1, st(5)]], 0, 0, 1, 0) +
    linGrad(`${id}mv`, [[0, st(2)], [0.5, st(3)], [1, st(4)]]) +
    radGrad(`${id}mr`, [[0, st(2)], [0.35, st(3)], [0.8, st(4)], [1, st(5)]], 0.35, 0.3, 0.75)
  );
}

// ───────────────────────── bottles ─────────────────────────

interface BottleGeom {
  svg: string;
  defs: string;
  top: number; // y of the highest point (negative; origin is bottom centre)
  width: number;
  labelTop: number;
  labelBottom: number;
  shoulder: number;
}

interface BodySpec {
  path: string;
  w: number;
  h: number; // body height (top of body at -h)
  neckW: number;
  neckH: number;
  capW: number;
  capH: number;
  baseH: number; // thick glass base
  liquidTop: number; // y (negative)
  label: { x: number; y: number; w: number; h: number; shape: 'rect' | 'oval' | 'arch' };
}

function bodySpec(shape: Shape): BodySpec {
  switch (shape) {
    case 'tall': {
      const w = 150,
        h = 270;
      return {
        path: `M ${-w / 2 + 14} 0 H ${w / 2 - 14} Q ${w / 2} 0 ${w / 2} -14 V ${-h + 16} Q ${w / 2} ${-h} ${w / 2 - 16} ${-h} H ${-w / 2 + 16} Q ${-w / 2} ${-h} ${-w / 2} ${-h + 16} V -14 Q ${-w / 2} 0 ${-w / 2 + 14} 0 Z`,
        w,
        h,
        neckW: 40,
        neckH: 16,
        capW: 66,
        capH: 84,
        baseH: 26,
        liquidTop: -h + 34,
        label: { x: -52, y: -178, w: 104, h: 92, shape: 'rect' },
      };
    }
    case 'square': {
      const w = 214,
        h = 214;
      return {
        path: `M ${-w / 2 + 18} 0 H ${w / 2 - 18} Q ${w / 2} 0 ${w / 2} -18 V ${-h + 18} Q ${w / 2} ${-h} ${w / 2 - 18} ${-h} H ${-w / 2 + 18} Q ${-w / 2} ${-h} ${-w / 2} ${-h + 18} V -18 Q ${-w / 2} 0 ${-w / 2 + 18} 0 Z`,
        w,
        h,
        neckW: 50,
        neckH: 14,
        capW: 100,
        capH: 74,
        baseH: 38,
        liquidTop: -h + 30,
        label: { x: -68, y: -150, w: 136, h: 84, shape: 'rect' },
      };
    }
    case 'round': {
      return {
        path: 'M -74 0 H 74 C 158 -6 166 -196 62 -244 L 34 -252 H -34 L -62 -244 C -166 -196 -158 -6 -74 0 Z',
        w: 280,
        h: 252,
        neckW: 42,
        neckH: 16,
        capW: 96,
        capH: 96,
        baseH: 22,
        liquidTop: -206,
        label: { x: -62, y: -156, w: 124, h: 86, shape: 'oval' },
      };
    }
    case 'arch': {
      const w = 176,
        h = 262,
        rr = w / 2;
      return {
        path: `M ${-w / 2 + 12} 0 H ${w / 2 - 12} Q ${w / 2} 0 ${w / 2} -12 V ${-h + rr} A ${rr} ${rr} 0 0 0 ${-w / 2} ${-h + rr} V -12 Q ${-w / 2} 0 ${-w / 2 + 12} 0 Z`,
        w,
        h,
        neckW: 38,
        neckH: 14,
        capW: 54,
        capH: 96,
        baseH: 26,
        liquidTop: -h + 56,
        label: { x: -58, y: -160, w: 116, h: 104, shape: 'arch' },
      };
    }
    case 'faceted': {
      const w = 196,
        h = 236,
        c = 46;
      return {
        path: `M ${-w / 2 + c} 0 H ${w / 2 - c} L ${w / 2} ${-c} V ${-h + c} L ${w / 2 - c} ${-h} H ${-w / 2 + c} L ${-w / 2} ${-h + c} V ${-c} Z`,
        w,
        h,
        neckW: 40,
        neckH: 14,
        capW: 92,
        capH: 92,
        baseH: 24,
        liquidTop: -h + 26,
        label: { x: -56, y: -152, w: 112, h: 78, shape: 'rect' },
      };
    }
    case 'flask': {
      return {
        path: 'M -58 0 H 58 Q 66 0 66 -10 V -262 Q 66 -300 30 -318 H -30 Q -66 -300 -66 -262 V -10 Q -66 0 -58 0 Z',
        w: 132,
        h: 318,
        neckW: 30,
        neckH: 16,
        capW: 42,
        capH: 76,
        baseH: 22,
        liquidTop: -268,
        label: { x: -48, y: -212, w: 96, h: 124, shape: 'rect' },
      };
    }
    case 'attar': {
      return {
        path: 'M -12 -196 C -14 -170 -104 -160 -104 -88 C -104 -30 -62 0 -20 0 H 20 C 62 0 104 -30 104 -88 C 104 -160 14 -170 12 -196 Z',
        w: 208,
        h: 196,
        neckW: 22,
        neckH: 22,
        capW: 40,
        capH: 190,
        baseH: 14,
        liquidTop: -150,
        label: { x: -42, y: -116, w: 84, h: 48, shape: 'oval' },
      };
    }
    case 'mist': {
      const w = 118,
        h = 300;
      return {
        path: `M ${-w / 2 + 10} 0 H ${w / 2 - 10} Q ${w / 2} 0 ${w / 2} -10 V ${-h + 10} Q ${w / 2} ${-h} ${w / 2 - 10} ${-h} H ${-w / 2 + 10} Q ${-w / 2} ${-h} ${-w / 2} ${-h + 10} V -10 Q ${-w / 2} 0 ${-w / 2 + 10} 0 Z`,
        w,
        h,
        neckW: 44,
        neckH: 14,
        capW: 104,
        capH: 96,
        baseH: 10,
        liquidTop: -h + 40,
        label: { x: -w / 2, y: -214, w, h: 130, shape: 'rect' },
      };
    }
    case 'travel': {
      const w = 58,
        h = 230;
      return {
        path: `M ${-w / 2 + 6} 0 H ${w / 2 - 6} Q ${w / 2} 0 ${w / 2} -6 V ${-h} H ${-w / 2} V -6 Q ${-w / 2} 0 ${-w / 2 + 6} 0 Z`,
        w,
        h,
        neckW: 58,
        neckH: 4,
        capW: 58,
        capH: 80,
        baseH: 0,
        liquidTop: -h,
        label: { x: -22, y: -200, w: 44, h: 170, shape: 'rect' },
      };
    }
  }
}

let bottleCounter = 0;

function drawBottle(look: Look, opts: { simple?: boolean } = {}): BottleGeom {
  const id = `b${bottleCounter++}`;
  const { pal, glass, metal } = look;
  const s = bodySpec(look.shape);
  const W = s.w;
  const defs: string[] = [metalDefs(id, metal)];
  const parts: string[] = [];

  // Liquid: horizontal shading like a lit cylinder, plus vertical depth.
  const liqA = glass === 'smoked' ? 0.92 : glass === 'frosted' ? 0.55 : 0.9;
  defs.push(
    linGrad(
      `${id}lq`,
      [
        [0, pal.liquidDeep, liqA],
        [0.14, pal.liquid, liqA * 0.92],
        [0.42, pal.liquidLight, liqA * 0.8],
        [0.7, pal.liquid, liqA * 0.88],
        [1, pal.liquidDeep, liqA],
      ],
      0,
      0,
      1,
      0,
    ),
    linGrad(`${id}dp`, [
      [0, '#000', 0],
      [0.65, '#000', 0.06],
      [1, '#000', 0.28],
    ]),
    linGrad(
      `${id}hl`,
      [
        [0, '#fff', 0],
        [0.5, '#fff', 0.75],
        [1, '#fff', 0],
      ],
      0,
      0,
      1,
      0,
    ),
    linGrad(
      `${id}air`,
      [
        [0, '#ffffff', 0.32],
        [0.5, '#ffffff', 0.12],
        [1, '#ffffff', 0.3],
      ],
      0,
      0,
      1,
      0,
    ),
    linGrad(
      `${id}edge`,
      [
        [0, '#000', 0.35],
        [0.08, '#000', 0.05],
        [0.92, '#000', 0.05],
        [1, '#000', 0.4],
      ],
      0,
      0,
      1,
      0,
    ),
    `<clipPath id="${id}c"><path d="${s.path}"/></clipPath>`,
  );

  const smokedBody = hsl(pal.lh, 18, 12);
  const frostBody = hsl(pal.lh, 20, 88);

  // Body
  if (look.shape === 'travel') {
    parts.push(`<path d="${s.path}" fill="url(#${id}mh)"/>`);
    // coloured lacquer sleeve
    defs.push(
      linGrad(
        `${id}lac`,
        [
          [0, pal.liquidDeep],
          [0.3, pal.liquid],
          [0.45, pal.liquidLight],
          [0.7, pal.liquid],
          [1, pal.liquidDeep],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    parts.push(`<rect x="${-W / 2}" y="${-s.h + 14}" width="${W}" height="${s.h - 28}" fill="url(#${id}lac)"/>`);
    parts.push(`<rect x="${-W / 2 + 10}" y="${-s.h + 14}" width="5" height="${s.h - 28}" fill="#fff" opacity="0.35"/>`);
  } else {
    // glass shell
    const shellFill = glass === 'smoked' ? smokedBody : glass === 'frosted' ? frostBody : '#ffffff';
    const shellA = glass === 'smoked' ? 0.92 : glass === 'frosted' ? 0.9 : 0.22;
    parts.push(`<path d="${s.path}" fill="${shellFill}" fill-opacity="${shellA}"/>`);
    const inner: string[] = [];
    if (glass !== 'frosted') {
      inner.push(`<rect x="${-W / 2}" y="${s.liquidTop}" width="${W}" height="${-s.liquidTop}" fill="url(#${id}lq)"/>`);
      inner.push(`<rect x="${-W / 2}" y="${s.liquidTop}" width="${W}" height="${-s.liquidTop}" fill="url(#${id}dp)"/>`);
      // meniscus
      inner.push(`<rect x="${-W / 2}" y="${s.liquidTop - 1}" width="${W}" height="3" fill="#fff" opacity="0.45"/>`);
      inner.push(`<rect x="${-W / 2}" y="${-s.h}" width="${W}" height="${s.h + s.liquidTop}" fill="url(#${id}air)"/>`);
    } else {
      defs.push(
        linGrad(
          `${id}fr`,
          [
            [0, pal.liquidDeep, 0.75],
            [0.22, pal.liquid, 0.7],
            [0.5, pal.liquidLight, 0.8],
            [0.8, pal.liquid, 0.7],
            [1, pal.liquidDeep, 0.75],
          ],
          0,
          0,
          1,
          0,
        ),
      );
      inner.push(`<rect x="${-W / 2}" y="${-s.h}" width="${W}" height="${s.h}" fill="url(#${id}fr)"/>`);
      inner.push(`<rect x="${-W / 2}" y="${-s.h}" width="${W}" height="${s.h}" fill="url(#${id}dp)"/>`);
    }
    if (glass === 'smoked') {
      inner.push(`<rect x="${-W / 2}" y="${-s.h}" width="${W}" height="${s.h}" fill="${smokedBody}" opacity="0.55"/>`);
    }
    // thick glass base
    if (s.baseH > 0) {
      inner.push(`<rect x="${-W / 2}" y="${-s.baseH}" width="${W}" height="${s.baseH}" fill="#fff" opacity="${glass === 'smoked' ? 0.12 : 0.28}"/>`);
      inner.push(`<rect x="${-W / 2}" y="${-s.baseH - 1.5}" width="${W}" height="2" fill="#fff" opacity="0.55"/>`);
    }
    // refraction edges and highlights
    inner.push(`<rect x="${-W / 2}" y="${-s.h}" width="${W}" height="${s.h}" fill="url(#${id}edge)"/>`);
    inner.push(`<rect x="${-W / 2 + W * 0.1}" y="${-s.h}" width="${W * 0.09}" height="${s.h}" fill="url(#${id}hl)" opacity="0.8"/>`);
    inner.push(`<rect x="${W / 2 - W * 0.12}" y="${-s.h}" width="${W * 0.035}" height="${s.h}" fill="url(#${id}hl)" opacity="0.55"/>`);
    if (look.shape === 'faceted') {
      const c = 46,
        hw = W / 2,
        h = s.h,
        i = 24;
      const innerPoly = `${-hw + c + i * 0.4},${-i} ${hw - c - i * 0.4},${-i} ${hw - i},${-c - i * 0.4} ${hw - i},${-h + c + i * 0.4} ${hw - c - i * 0.4},${-h + i} ${-hw + c + i * 0.4},${-h + i} ${-hw + i},${-h + c + i * 0.4} ${-hw + i},${-c - i * 0.4}`;
      inner.push(`<polygon points="${innerPoly}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.6"/>`);
      inner.push(`<polygon points="${-hw},${-c} ${-hw + i},${-c - i * 0.4} ${-hw + i},${-h + c + i * 0.4} ${-hw},${-h + c}" fill="#fff" opacity="0.14"/>`);
      inner.push(`<polygon points="${hw},${-c} ${hw - i},${-c - i * 0.4} ${hw - i},${-h + c + i * 0.4} ${hw},${-h + c}" fill="#000" opacity="0.18"/>`);
      inner.push(`<polygon points="${-hw + c},${-h} ${hw - c},${-h} ${hw - c - i * 0.4},${-h + i} ${-hw + c + i * 0.4},${-h + i}" fill="#fff" opacity="0.22"/>`);
    }
    if (look.shape === 'attar') {
      // cut-glass flutes
      for (let k = -3; k <= 3; k++) {
        const x = k * 26;
        inner.push(`<path d="M ${x * 0.2} -190 C ${x * 1.2} -150 ${x * 1.35} -40 ${x * 0.7} 0" fill="none" stroke="#fff" stroke-opacity="${k % 2 ? 0.28 : 0.16}" stroke-width="2"/>`);
      }
    }
    parts.push(`<g clip-path="url(#${id}c)">${inner.join('')}</g>`);
    parts.push(`<path d="${s.path}" fill="none" stroke="#fff" stroke-opacity="${glass === 'smoked' ? 0.3 : 0.5}" stroke-width="2"/>`);
    parts.push(`<path d="${s.path}" fill="none" stroke="${pal.liquidDeep}" stroke-opacity="0.35" stroke-width="0.8"/>`);
  }

  // Neck and collar
  const neckTop = -s.h - s.neckH;
  if (look.shape !== 'travel') {
    parts.push(`<rect x="${-s.neckW / 2}" y="${neckTop}" width="${s.neckW}" height="${s.neckH + 2}" fill="url(#${id}mh)"/>`);
    parts.push(`<rect x="${-s.neckW / 2}" y="${neckTop}" width="${s.neckW}" height="2" fill="#fff" opacity="0.35"/>`);
  }

  // Cap
  const cb = neckTop; // cap bottom
  let top = cb - s.capH;
  const cw = s.capW,
    ch = s.capH;
  if (look.shape === 'attar') {
    // gold collar + tall glass dauber
    parts.push(`<rect x="-17" y="${cb - 16}" width="34" height="16" rx="3" fill="url(#${id}mh)"/>`);
    const dh = ch - 16;
    const d = `M 0 ${cb - 16 - dh} C 10 ${cb - 16 - dh * 0.7} 22 ${cb - 16 - dh * 0.35} 18 ${cb - 30} Q 14 ${cb - 16} 0 ${cb - 16} Q -14 ${cb - 16} -18 ${cb - 30} C -22 ${cb - 16 - dh * 0.35} -10 ${cb - 16 - dh * 0.7} 0 ${cb - 16 - dh} Z`;
    parts.push(`<path d="${d}" fill="${pal.liquidLight}" fill-opacity="0.55"/>`);
    parts.push(`<path d="${d}" fill="url(#${id}mh)" opacity="0.35"/>`);
    parts.push(`<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="1.5"/>`);
    parts.push(`<path d="M -6 ${cb - 40} C -10 ${cb - 70} -6 ${cb - 16 - dh * 0.6} 0 ${cb - 16 - dh * 0.85}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>`);
    top = cb - 16 - dh;
  } else if (look.shape === 'mist') {
    // pump collar, actuator, clear overcap
    parts.push(`<rect x="-26" y="${cb - 18}" width="52" height="18" rx="3" fill="url(#${id}mh)"/>`);
    parts.push(`<rect x="-14" y="${cb - 46}" width="28" height="28" rx="4" fill="url(#${id}mh)"/>`);
    const ocy = cb - ch;
    parts.push(`<rect x="${-cw / 2}" y="${ocy}" width="${cw}" height="${ch}" rx="10" fill="#fff" fill-opacity="0.18" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>`);
    parts.push(`<rect x="${-cw / 2 + 12}" y="${ocy + 6}" width="8" height="${ch - 12}" rx="4" fill="#fff" opacity="0.45"/>`);
  } else if (look.shape === 'travel') {
    parts.push(`<rect x="${-cw / 2}" y="${cb - ch}" width="${cw}" height="${ch}" rx="5" fill="url(#${id}mh)"/>`);
    parts.push(`<rect x="${-cw / 2}" y="${cb - 3}" width="${cw}" height="3" fill="#000" opacity="0.3"/>`);
  } else {
    switch (look.cap) {
      case 'sphere': {
        const rr = cw / 2;
        parts.push(`<circle cx="0" cy="${cb - rr + 4}" r="${rr}" fill="url(#${id}mr)"/>`);
        parts.push(`<ellipse cx="${-rr * 0.35}" cy="${cb - rr * 1.35}" rx="${rr * 0.25}" ry="${rr * 0.16}" fill="#fff" opacity="0.6"/>`);
        top = cb - 2 * rr + 4;
        break;
      }
      case 'gem': {
        const hw = cw / 2;
        const pts = `0,${cb - ch} ${hw},${cb - ch * 0.62} ${hw * 0.8},${cb} ${-hw * 0.8},${cb} ${-hw},${cb - ch * 0.62}`;
        parts.push(`<polygon points="${pts}" fill="url(#${id}mh)"/>`);
        parts.push(`<polygon points="0,${cb - ch} ${hw * 0.35},${cb - ch * 0.6} 0,${cb} ${-hw * 0.35},${cb - ch * 0.6}" fill="#fff" opacity="0.25"/>`);
        parts.push(`<polygon points="0,${cb - ch} ${-hw},${cb - ch * 0.62} ${-hw * 0.35},${cb - ch * 0.6}" fill="#fff" opacity="0.3"/>`);
        parts.push(`<polygon points="0,${cb - ch} ${hw},${cb - ch * 0.62} ${hw * 0.35},${cb - ch * 0.6}" fill="#000" opacity="0.2"/>`);
        parts.push(`<polygon points="${hw},${cb - ch * 0.62} ${hw * 0.8},${cb} 0,${cb} ${hw * 0.35},${cb - ch * 0.6}" fill="#000" opacity="0.18"/>`);
        break;
      }
      case 'dome': {
        const hw = cw / 2;
        parts.push(`<path d="M ${-hw} ${cb} V ${cb - ch + hw} A ${hw} ${hw} 0 0 1 ${hw} ${cb - ch + hw} V ${cb} Z" fill="url(#${id}mh)"/>`);
        parts.push(`<rect x="${-hw}" y="${cb - 6}" width="${cw}" height="6" fill="#000" opacity="0.18"/>`);
        break;
      }
      case 'block': {
        parts.push(`<rect x="${-cw / 2}" y="${cb - ch}" width="${cw}" height="${ch}" rx="4" fill="url(#${id}mh)"/>`);
        parts.push(`<rect x="${-cw / 2}" y="${cb - ch}" width="${cw}" height="5" rx="2" fill="#fff" opacity="0.35"/>`);
        if (metal === 'wood') {
          for (let k = 0; k < 5; k++) {
            const y = cb - ch + 12 + k * (ch / 5.5);
            parts.push(`<path d="M ${-cw / 2} ${y} C ${-cw / 6} ${y - 4} ${cw / 6} ${y + 5} ${cw / 2} ${y - 1}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="1.2"/>`);
          }
        }
        break;
      }
      case 'tallcyl':
      case 'cyl': {
        const hh = look.cap === 'tallcyl' ? ch * 1.15 : ch;
        const ww = look.cap === 'tallcyl' ? cw * 0.8 : cw;
        parts.push(`<rect x="${-ww / 2}" y="${cb - hh}" width="${ww}" height="${hh}" rx="3" fill="url(#${id}mh)"/>`);
        parts.push(`<ellipse cx="0" cy="${cb - hh}" rx="${ww / 2}" ry="${ww * 0.07}" fill="url(#${id}mv)"/>`);
        parts.push(`<rect x="${-ww / 2}" y="${cb - 8}" width="${ww}" height="2" fill="#000" opacity="0.25"/>`);
        top = cb - hh - ww * 0.07;
        if (metal === 'wood') {
          for (let k = 0; k < 4; k++) {
            const x = -ww / 2 + 8 + k * (ww / 4.2);
            parts.push(`<path d="M ${x} ${cb - hh + 4} C ${x + 3} ${cb - hh * 0.6} ${x - 3} ${cb - hh * 0.3} ${x + 1} ${cb - 10}" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="1.2"/>`);
          }
        }
        break;
      }
    }
  }

  // Label
  const L = s.label;
  const lx = L.x,
    ly = L.y,
    lw = L.w,
    lh = L.h;
  const cx = lx + lw / 2;
  const isSmall = look.shape === 'attar';
  let labelStyle = look.label;
  if (look.shape === 'travel') labelStyle = 'print';
  if (look.shape === 'mist') labelStyle = 'paper';
  if (isSmall) labelStyle = 'plate';
  const ink = labelStyle === 'print' ? (glass === 'smoked' || pal.ll < 64 ? '#f6ecd6' : '#2a231b') : labelStyle === 'plate' ? (metal === 'black' || metal === 'wood' || metal === 'bronze' ? '#ecd8a6' : '#2a1f12') : '#2b241c';
  const ink2 = labelStyle === 'print' ? '#e9d6aa' : labelStyle === 'plate' ? (metal === 'black' || metal === 'wood' || metal === 'bronze' ? '#d9c08a' : '#3d2e1a') : '#8a6a3a';
  if (!opts.simple) {
    let shapePath: string;
    if (L.shape === 'oval') shapePath = `<ellipse cx="${cx}" cy="${ly + lh / 2}" rx="${lw / 2}" ry="${lh / 2}"`;
    else if (L.shape === 'arch')
      shapePath = `<path d="M ${lx} ${ly + lh} V ${ly + lw / 2} A ${lw / 2} ${lw / 2} 0 0 1 ${lx + lw} ${ly + lw / 2} V ${ly + lh} Z"`;
    else shapePath = `<rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" rx="${look.shape === 'mist' ? 0 : 2}"`;
    if (labelStyle === 'paper') {
      defs.push(linGrad(`${id}lb`, [[0, '#efe7d8'], [0.5, '#fbf7ef'], [1, '#e6dccb']], 0, 0, 1, 0));
      parts.push(`${shapePath} fill="url(#${id}lb)"/>`);
      if (L.shape === 'rect' && look.shape !== 'mist')
        parts.push(`<rect x="${lx + 5}" y="${ly + 5}" width="${lw - 10}" height="${lh - 10}" fill="none" stroke="${pal.accent}" stroke-width="1"/>`);
      if (L.shape === 'oval') parts.push(`<ellipse cx="${cx}" cy="${ly + lh / 2}" rx="${lw / 2 - 5}" ry="${lh / 2 - 5}" fill="none" stroke="${pal.accent}" stroke-width="1"/>`);
      if (L.shape === 'arch')
        parts.push(`<path d="M ${lx + 5} ${ly + lh - 5} V ${ly + lw / 2} A ${lw / 2 - 5} ${lw / 2 - 5} 0 0 1 ${lx + lw - 5} ${ly + lw / 2} V ${ly + lh - 5} Z" fill="none" stroke="${pal.accent}" stroke-width="1"/>`);
    } else if (labelStyle === 'plate') {
      parts.push(`${shapePath} fill="url(#${id}mh)"/>`);
      parts.push(`${shapePath} fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="1"/>`);
    }
    // texts
    const title = look.title.toUpperCase();
    if (look.shape === 'travel') {
      const fs = fitSize(title, 150, 20, 0.18);
      parts.push(
        `<text transform="translate(6 ${ly + lh / 2}) rotate(-90)" text-anchor="middle" font-family="${SERIF}" font-size="${f(fs)}" letter-spacing="${f(fs * 0.18)}" fill="${ink}">${esc(title)}</text>`,
      );
    } else {
      const words = title.split(' ');
      const lines = title.length > 11 && words.length > 1 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : [title];
      const longest = lines.reduce((a, b) => (a.length > b.length ? a : b), '');
      const maxFs = isSmall ? 12 : L.shape === 'oval' ? 19 : 22;
      const fs = fitSize(longest, lw * (L.shape === 'oval' ? 0.72 : 0.84), maxFs, 0.12);
      const brandFs = isSmall ? 5.5 : 6.5;
      const centre = ly + lh / 2 + (L.shape === 'arch' ? 10 : 0);
      const blockH = lines.length * fs * 1.05;
      let y = centre - blockH / 2 + fs * 0.78;
      if (!isSmall)
        parts.push(
          `<text x="${cx}" y="${f(centre - blockH / 2 - brandFs * 1.6)}" text-anchor="middle" font-family="${SANS}" font-size="${brandFs}" letter-spacing="${brandFs * 0.35}" fill="${ink2}">${esc(look.brand.toUpperCase())}</text>`,
        );
      for (const line of lines) {
        parts.push(
          `<text x="${cx}" y="${f(y)}" text-anchor="middle" font-family="${SERIF}" font-size="${f(fs)}" letter-spacing="${f(fs * 0.12)}" fill="${ink}">${esc(line)}</text>`,
        );
        y += fs * 1.05;
      }
      if (!isSmall) {
        const ry = y - fs * 0.78 + fs * 0.2 + 5;
        parts.push(`<rect x="${cx - 12}" y="${f(ry)}" width="24" height="0.8" fill="${ink2}"/>`);
        const detail = look.detail.toUpperCase();
        const dFs = Math.min(brandFs, (lw * (L.shape === 'oval' ? 0.66 : 0.86)) / (detail.length * 0.86));
        parts.push(
          `<text x="${cx}" y="${f(ry + brandFs * 2)}" text-anchor="middle" font-family="${SANS}" font-size="${f(dFs)}" letter-spacing="${f(dFs * 0.22)}" fill="${ink2}">${esc(detail)}</text>`,
        );
      }
    }
  }

  return {
    svg: `<g>${parts.join('')}</g>`,
    defs: defs.join(''),
    top,
    width: Math.max(W, s.capW),
    labelTop: L.y,
    labelBottom: L.y + L.h,
    shoulder: -s.h,
  };
}

/** Place a bottle: origin bottom-centre at (x, y), scaled so its full height is `height`. */
function placeBottle(look: Look, x: number, y: number, height: number, opts: { simple?: boolean } = {}) {
  const g = drawBottle(look, opts);
  const k = height / -g.top;
  return { ...g, k, svg: `<g transform="translate(${f(x)} ${f(y)}) scale(${k.toFixed(4)})">${g.svg}</g>` };
}

// ───────────────────────── ingredients ─────────────────────────

type Ingredient = 'petal' | 'flower' | 'whiteflower' | 'leaf' | 'wood' | 'citrus' | 'spice' | 'amber' | 'pebble' | 'vanilla' | 'saffron' | 'berry' | 'clay' | 'tea';

const INGREDIENT_RULES: Array<[RegExp, Ingredient]> = [
  [/rose|peony|geranium|gulab/, 'petal'],
  [/jasmine|mogra|tuberose|orange blossom|champaca|frangipani|magnolia|lotus|ylang|osmanthus|freesia|lily|orchid/, 'whiteflower'],
  [/iris|orris|violet|mimosa|marigold|chamomile/, 'flower'],
  [/lemon|lime|bergamot|mandarin|grapefruit|neroli|petitgrain|kokum|citrus/, 'citrus'],
  [/leaf|mint|sage|fig|mate|rosemary|lavender|juniper|rhubarb|green/, 'leaf'],
  [/tea/, 'tea'],
  [/sandal|cedar|wood|oud|agarwood|vetiver|khus|guaiac|birch|cypriol|leather|tobacco/, 'wood'],
  [/cardamom|pepper|clove|cinnamon|nutmeg|ginger|coriander|spice|davana|carrot/, 'spice'],
  [/saffron/, 'saffron'],
  [/amber|benzoin|labdanum|frankincense|myrrh|elemi|cistus|resin|ambergris/, 'amber'],
  [/salt|sea|driftwood|water|musk|oakmoss|aldehyde/, 'pebble'],
  [/vanilla|tonka|cacao|dates|milk|rum/, 'vanilla'],
  [/pear|lychee|raspberry|blackcurrant|apple|berry/, 'berry'],
  [/earth|clay|petrichor/, 'clay'],
];

function ingredientsFor(p: SeedProduct): Ingredient[] {
  const out: Ingredient[] = [];
  // heart notes first: they carry the character of the scent
  for (const note of [...p.notes.heart, ...p.notes.top, ...p.notes.base]) {
    const n = note.toLowerCase();
    for (const [re, ing] of INGREDIENT_RULES) {
      if (re.test(n)) {
        if (!out.includes(ing)) out.push(ing);
        break;
      }
    }
  }
  return out.length ? out.slice(0, 4) : ['petal', 'leaf'];
}

function ingredientDefs(pal: Palette): string {
  return [
    radGrad('gPetal', [[0, hsl(pal.lh, 55, 86)], [0.7, hsl(pal.lh, 50, 70)], [1, hsl(pal.lh, 48, 58)]], 0.5, 0.85, 0.9),
    radGrad('gWhite', [[0, '#fffdf6'], [0.7, '#f4ecdc'], [1, '#ddd0b6']], 0.5, 0.9, 0.9),
    linGrad('gLeaf', [[0, hsl(110, 30, 42)], [1, hsl(125, 34, 24)]], 0, 0, 1, 1),
    linGrad('gWood', [[0, '#7a5234'], [0.5, '#a7774f'], [1, '#5c3a22']], 0, 0, 1, 0),
    radGrad('gCitrusFlesh', [[0, hsl(pal.lh > 60 && pal.lh < 170 ? 75 : 45, 90, 78)], [1, hsl(pal.lh > 60 && pal.lh < 170 ? 70 : 40, 85, 58)]]),
    radGrad('gAmber', [[0, '#ffd98a'], [0.6, '#e09a32'], [1, '#9c5a12']], 0.35, 0.3, 0.8),
    radGrad('gPebble', [[0, hsl(pal.bh, 8, 88)], [0.7, hsl(pal.bh, 8, 70)], [1, hsl(pal.bh, 10, 55)]], 0.35, 0.3, 0.8),
    radGrad('gBerry', [[0, hsl(pal.lh, 60, 70)], [0.6, hsl(pal.lh, 55, 48)], [1, hsl(pal.lh, 55, 30)]], 0.35, 0.3, 0.8),
    radGrad('gClay', [[0, '#c98c62'], [1, '#8a5234']], 0.4, 0.35, 0.8),
    blurFilter('fBlur4', 4),
    blurFilter('fBlur9', 9),
  ].join('');
}

function drawIngredient(kind: Ingredient, x: number, y: number, s: number, rot: number, r: Rng): string {
  // Heavy things lie on the surface; light things (petals, leaves, flowers) can fall any way.
  if (kind === 'wood') rot = 90 + (rot % 18);
  else if (kind === 'spice' || kind === 'vanilla') rot = rot % 12;
  else if (kind === 'clay' || kind === 'pebble') rot = rot % 8;
  const t = `translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${s.toFixed(3)})`;
  switch (kind) {
    case 'petal': {
      const d = 'M 0 0 C 26 -8 34 -46 10 -70 C 4 -76 -4 -76 -10 -70 C -34 -46 -26 -8 0 0 Z';
      return `<g transform="${t}"><path d="${d}" fill="url(#gPetal)"/><path d="M 0 -4 C 4 -30 2 -50 0 -66" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.5"/></g>`;
    }
    case 'flower':
    case 'whiteflower': {
      const n = kind === 'whiteflower' ? 5 : 6;
      const fill = kind === 'whiteflower' ? 'url(#gWhite)' : 'url(#gPetal)';
      const petals = Array.from({ length: n }, (_, i) => `<path transform="rotate(${(360 / n) * i})" d="M 0 0 C 16 -6 20 -34 0 -46 C -20 -34 -16 -6 0 0 Z" fill="${fill}" stroke="#000" stroke-opacity="0.06"/>`).join('');
      return `<g transform="${t}">${petals}<circle r="7" fill="#e9c46a"/><circle r="3" fill="#b9892f"/></g>`;
    }
    case 'leaf': {
      const d = 'M 0 0 C 30 -20 34 -80 0 -118 C -34 -80 -30 -20 0 0 Z';
      const veins = [-30, -55, -80].map((vy) => `<path d="M 0 ${vy} L 16 ${vy - 16} M 0 ${vy} L -16 ${vy - 16}" stroke="#fff" stroke-opacity="0.18" stroke-width="1.2"/>`).join('');
      return `<g transform="${t}"><path d="${d}" fill="url(#gLeaf)"/><path d="M 0 6 L 0 -112" stroke="#fff" stroke-opacity="0.3" stroke-width="1.6"/>${veins}</g>`;
    }
    case 'tea': {
      const leaves = Array.from({ length: 5 }, (_, i) => {
        const a = between(r, -40, 40),
          dx = (i - 2) * 14,
          dy = between(r, -10, 10);
        return `<path transform="translate(${f(dx)} ${f(dy)}) rotate(${f(a)})" d="M 0 0 C 7 -6 8 -20 0 -30 C -8 -20 -7 -6 0 0 Z" fill="${hsl(95, 30, between(r, 22, 32))}"/>`;
      }).join('');
      return `<g transform="${t}">${leaves}</g>`;
    }
    case 'wood': {
      const grain = [0.25, 0.5, 0.75].map((k) => `<path d="M ${-14 + 28 * k} -76 C ${-14 + 28 * k + 3} -40 ${-14 + 28 * k - 3} 10 ${-14 + 28 * k} 76" fill="none" stroke="#3b2414" stroke-opacity="0.35" stroke-width="1"/>`).join('');
      return `<g transform="${t}"><rect x="-14" y="-78" width="28" height="156" rx="4" fill="url(#gWood)"/>${grain}<ellipse cx="0" cy="-78" rx="14" ry="4" fill="#c29568"/></g>`;
    }
    case 'citrus': {
      const segs = Array.from({ length: 9 }, (_, i) => {
        const a0 = (i / 9) * Math.PI * 2 + 0.05,
          a1 = ((i + 1) / 9) * Math.PI * 2 - 0.05;
        const R = 36;
        return `<path d="M 0 0 L ${f(Math.cos(a0) * R)} ${f(Math.sin(a0) * R)} A ${R} ${R} 0 0 1 ${f(Math.cos(a1) * R)} ${f(Math.sin(a1) * R)} Z" fill="url(#gCitrusFlesh)"/>`;
      }).join('');
      const rind = hsl(r() > 0.5 ? 46 : 82, 78, 52);
      return `<g transform="${t}"><circle r="46" fill="${rind}"/><circle r="41" fill="#fbf6e4"/>${segs}<circle r="4" fill="#fbf6e4"/></g>`;
    }
    case 'spice': {
      // cinnamon sticks and cardamom pods
      const pods = Array.from({ length: 3 }, (_, i) => `<g transform="translate(${30 + i * 18} ${18 + (i % 2) * 8}) rotate(${f(between(r, -40, 40))})"><ellipse rx="7" ry="12" fill="${hsl(90, 28, 52)}"/><path d="M 0 -11 V 11" stroke="#000" stroke-opacity="0.15"/></g>`).join('');
      return `<g transform="${t}"><rect x="-70" y="-9" width="120" height="18" rx="8" fill="#8a4e2a"/><rect x="-70" y="-9" width="120" height="5" rx="3" fill="#b06c40"/><ellipse cx="-70" cy="0" rx="5" ry="9" fill="#5e3219"/><rect x="-60" y="8" width="110" height="16" rx="7" fill="#7b4524"/><ellipse cx="-60" cy="16" rx="5" ry="8" fill="#55301b"/>${pods}</g>`;
    }
    case 'saffron': {
      const threads = Array.from({ length: 9 }, () => {
        const x0 = between(r, -30, 30),
          y0 = between(r, -10, 10),
          a = between(r, 0, Math.PI);
        const L = between(r, 18, 30);
        return `<path d="M ${f(x0)} ${f(y0)} q ${f(Math.cos(a) * L * 0.5 + 4)} ${f(Math.sin(a) * L * 0.5 - 4)} ${f(Math.cos(a) * L)} ${f(Math.sin(a) * L)}" fill="none" stroke="${hsl(8, 80, between(r, 36, 46))}" stroke-width="2.2" stroke-linecap="round"/>`;
      }).join('');
      return `<g transform="${t}">${threads}</g>`;
    }
    case 'amber': {
      const pts = Array.from({ length: 7 }, (_, i) => {
        const a = (i / 7) * Math.PI * 2,
          R = between(r, 16, 26);
        return `${f(Math.cos(a) * R)},${f(Math.sin(a) * R)}`;
      }).join(' ');
      return `<g transform="${t}"><polygon points="${pts}" fill="url(#gAmber)" opacity="0.92"/><polygon points="-8,-14 6,-16 2,-4" fill="#fff" opacity="0.45"/></g>`;
    }
    case 'pebble':
      return `<g transform="${t}"><ellipse rx="34" ry="20" fill="url(#gPebble)"/><ellipse cx="-10" cy="-8" rx="10" ry="4" fill="#fff" opacity="0.35"/></g>`;
    case 'vanilla':
      return `<g transform="${t}"><path d="M -80 0 C -40 -14 40 -14 80 -4" fill="none" stroke="#2e1a10" stroke-width="9" stroke-linecap="round"/><path d="M -70 -4 C -30 -14 30 -14 70 -7" fill="none" stroke="#5b3a22" stroke-width="2" stroke-linecap="round"/><ellipse cx="-20" cy="20" rx="10" ry="6" fill="#3b2416"/><ellipse cx="4" cy="24" rx="10" ry="6" fill="#2f1c10"/></g>`;
    case 'berry':
      return `<g transform="${t}"><circle r="22" fill="url(#gBerry)"/><circle cx="-7" cy="-8" r="5" fill="#fff" opacity="0.4"/><path d="M 0 -22 q 4 -10 10 -12" stroke="#4d5a2a" stroke-width="2.5" fill="none"/></g>`;
    case 'clay':
      return `<g transform="${t}"><ellipse rx="40" ry="14" fill="#7a4a2e"/><ellipse cy="-5" rx="40" ry="13" fill="url(#gClay)"/><path d="M -16 -8 l 10 4 l 8 -6" stroke="#5c321d" stroke-opacity="0.6" fill="none"/></g>`;
  }
}

// ───────────────────────── shared scenery ─────────────────────────

function shadow(x: number, y: number, w: number, op = 0.35, blurId = 'fShadow'): string {
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w * 0.62)}" ry="${f(w * 0.09)}" fill="#000" opacity="${op}" filter="url(#${blurId})"/>`;
}

function productBackdrop(look: Look, W: number, H: number, floorY: number, dark: boolean): { defs: string; body: string } {
  const p = look.pal;
  const b1 = dark ? p.dark1 : p.bg1;
  const b2 = dark ? p.dark2 : p.bg2;
  const fl1 = dark ? hsl(p.bh, 22, 16) : p.floor1;
  const fl2 = dark ? hsl(p.bh, 26, 8) : p.floor2;
  const defs =
    linGrad('bgWall', [
      [0, b2],
      [0.55, b1],
      [1, b2],
    ]) +
    linGrad('bgFloor', [
      [0, fl1],
      [1, fl2],
    ]) +
    radGrad('bgGlow', [
      [0, '#ffffff', dark ? 0.16 : 0.55],
      [1, '#ffffff', 0],
    ]) +
    radGrad('bgVig', [
      [0.55, '#000', 0],
      [1, '#000', dark ? 0.45 : 0.18],
    ]) +
    blurFilter('fShadow', 10) +
    blurFilter('fSoft', 26);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bgWall)"/>` +
    `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#bgFloor)"/>` +
    `<rect y="${floorY - 1}" width="${W}" height="2" fill="#fff" opacity="${dark ? 0.05 : 0.25}"/>` +
    `<ellipse cx="${W / 2}" cy="${floorY * 0.6}" rx="${W * 0.55}" ry="${H * 0.45}" fill="url(#bgGlow)"/>`;
  return { defs, body };
}

function vignette(W: number, H: number): string {
  return `<rect width="${W}" height="${H}" fill="url(#bgVig)"/>`;
}

// ───────────────────────── product scenes (800x1000) ─────────────────────────

const PW = 800,
  PH = 1000;

function bottleHeightFor(look: Look, base: number): number {
  switch (look.shape) {
    case 'travel':
      return base * 0.78;
    case 'attar':
      return base * 0.92;
    case 'square':
      return base * 0.88;
    default:
      return base;
  }
}

function scenePlinth(look: Look): string {
  const floorY = 720;
  const dark = look.dark;
  const bg = productBackdrop(look, PW, PH, floorY, dark);
  const p = look.pal;
  // set piece behind the plinth: an arched niche, a disc or a tall panel (varies per product)
  const r = makeRng(hashString(look.slug + ':front'));
  const setPiece = pick(r, ['arch', 'arch', 'disc', 'panel'] as const);
  const nicheTop = dark ? hsl(p.bh, 20, 17) : hsl(p.bh, 24, 80);
  const nicheBot = dark ? hsl(p.bh, 24, 11) : hsl(p.bh, 26, 72);
  const defs =
    bg.defs +
    linGrad('plinth', [[0, dark ? hsl(p.bh, 18, 24) : '#ffffff'], [0.5, dark ? hsl(p.bh, 20, 17) : p.bg1], [1, dark ? hsl(p.bh, 22, 10) : p.bg3]], 0, 0, 1, 0) +
    linGrad('archG', [[0, nicheTop], [1, nicheBot]]) +
    linGrad('archIn', [[0, '#000', dark ? 0.35 : 0.16], [0.12, '#000', 0], [0.9, '#000', 0], [1, '#fff', dark ? 0.05 : 0.25]], 0, 0, 1, 0) +
    radGrad('discG', [[0, dark ? hsl(p.lh, 30, 24) : hsl(p.lh, 40, 86)], [1, dark ? hsl(p.lh, 26, 16) : hsl(p.lh, 34, 78)]], 0.4, 0.35, 0.7) +
    linGrad('beam', [[0, '#fff', 0], [0.5, '#fff', dark ? 0.06 : 0.22], [1, '#fff', 0]], 0, 0, 1, 0);
  let body = bg.body;
  if (setPiece === 'arch') {
    const arch = `M 200 ${floorY} V 340 A 200 200 0 0 1 600 340 V ${floorY} Z`;
    body += `<path d="${arch}" fill="url(#archG)"/><path d="${arch}" fill="url(#archIn)"/>`;
  } else if (setPiece === 'disc') {
    body += `<circle cx="400" cy="420" r="250" fill="url(#discG)"/>`;
  } else {
    body += `<rect x="250" y="110" width="300" height="${floorY - 110}" fill="url(#archG)"/><rect x="250" y="110" width="300" height="${floorY - 110}" fill="url(#archIn)"/>`;
  }
  body += `<polygon points="470,0 640,0 380,${floorY} 210,${floorY}" fill="url(#beam)" filter="url(#fSoft)"/>`;
  // plinth
  const plTop = 800,
    plW = 400;
  body += `<ellipse cx="400" cy="${plTop + 12}" rx="${plW / 2 + 30}" ry="34" fill="#000" opacity="${dark ? 0.45 : 0.16}" filter="url(#fShadow)"/>`;
  body += `<rect x="${400 - plW / 2}" y="${plTop - 70}" width="${plW}" height="80" fill="url(#plinth)"/>`;
  body += `<ellipse cx="400" cy="${plTop + 10}" rx="${plW / 2}" ry="22" fill="url(#plinth)"/>`;
  body += `<ellipse cx="400" cy="${plTop - 70}" rx="${plW / 2}" ry="22" fill="${dark ? hsl(p.bh, 18, 28) : p.bg1}"/>`;
  const baseY = plTop - 70 + 6;
  if (look.kind === 'set') {
    const set = drawSetTray(look, 400, baseY, 520);
    return svgDoc(PW, PH, defs + set.defs, body + shadow(400, baseY, 380, 0.35) + set.svg + vignette(PW, PH));
  }
  if (look.kind === 'giftbox') {
    const gb = drawGiftOpen(look, 400, baseY, 500);
    return svgDoc(PW, PH, defs + gb.defs, body + shadow(400, baseY, 440, 0.4) + gb.svg + vignette(PW, PH));
  }
  const h = bottleHeightFor(look, 520);
  const b = placeBottle(look, 400, baseY, h);
  body += shadow(400, baseY, b.width * b.k, dark ? 0.55 : 0.35);
  body += b.svg;
  body += vignette(PW, PH);
  return svgDoc(PW, PH, defs + b.defs, body);
}

// The front shot's composition. The catalogue's first pictures are its face on every listing, so
// they do not all share one set: a plinth with an arch, disc or panel (sets and gift boxes always),
// window light across a stone ledge, a silk drape, leaf shadows on a sunlit wall, and a dark mirror
// for the heavy scents. Which one is dealt round the catalogue in order, so neighbours differ.
type Composition = 'plinth' | 'ledge' | 'drape' | 'leaves' | 'reflection';
const LIGHT_COMPOSITIONS: readonly Composition[] = ['ledge', 'drape', 'plinth', 'leaves'];
const DARK_COMPOSITIONS: readonly Composition[] = ['reflection', 'ledge', 'reflection', 'plinth'];

function compositionFor(look: Look): Composition {
  if (look.kind !== 'bottle') return 'plinth';
  // Dealt within the dark and the light bottles separately, so each deck goes round evenly.
  const same = seedProducts.filter((q) => q.slug === look.slug || (lookFor(q).kind === 'bottle' && lookFor(q).dark === look.dark));
  const index = Math.max(0, same.findIndex((q) => q.slug === look.slug));
  const deck = look.dark ? DARK_COMPOSITIONS : LIGHT_COMPOSITIONS;
  return deck[index % deck.length] ?? 'plinth';
}

/** The bottle standing at (x, baseY) with its contact shadow, and a cast shadow thrown to one side. */
function standingBottle(look: Look, x: number, baseY: number, height: number, cast: { dx: number; op: number }) {
  const b = placeBottle(look, x, baseY, height);
  const w = b.width * b.k;
  const castShadow =
    cast.op > 0
      ? `<polygon points="${f(x - w / 2)},${f(baseY)} ${f(x + w / 2)},${f(baseY)} ${f(x + w / 2 + cast.dx)},${f(baseY - 26)} ${f(x - w / 2 + cast.dx * 0.92)},${f(baseY - 26)}" fill="#000" opacity="${cast.op}" filter="url(#fSoft)"/>`
      : '';
  return { b, svg: castShadow + shadow(x, baseY, w, look.dark ? 0.55 : 0.32) + b.svg, defs: b.defs };
}

function sceneLedge(look: Look): string {
  const p = look.pal;
  const dark = look.dark;
  const ledgeY = 700;
  const defs =
    linGrad('wall', [[0, dark ? p.dark2 : p.bg2], [1, dark ? p.dark1 : p.bg1]], 0, 0, 1, 1) +
    linGrad('ledgeTop', [[0, hsl(p.bh, 8, dark ? 30 : 90)], [1, hsl(p.bh, 10, dark ? 22 : 82)]]) +
    linGrad('ledgeFront', [[0, hsl(p.bh, 10, dark ? 16 : 74)], [1, hsl(p.bh, 12, dark ? 9 : 62)]]) +
    linGrad('pane', [[0, '#fff8ec', dark ? 0.16 : 0.55], [1, '#fff8ec', 0]], 0, 0, 1, 1) +
    radGrad('bgVig', [[0.55, '#000', 0], [1, '#000', dark ? 0.5 : 0.2]]) +
    blurFilter('fShadow', 10) +
    blurFilter('fSoft', 14) +
    blurFilter('fPane', 5);
  let body = `<rect width="${PW}" height="${PH}" fill="url(#wall)"/>`;
  // Four window panes of late sun, slanting down the wall and over the ledge.
  for (let i = 0; i < 4; i++) {
    const x0 = 300 + (i % 2) * 190;
    const y0 = 60 + Math.floor(i / 2) * 330;
    body += `<polygon points="${x0},${y0} ${x0 + 160},${y0 + 40} ${x0 + 60},${y0 + 330} ${x0 - 100},${y0 + 290}" fill="url(#pane)" filter="url(#fPane)"/>`;
  }
  body += `<rect y="${ledgeY}" width="${PW}" height="70" fill="url(#ledgeTop)"/>`;
  body += `<rect y="${ledgeY + 70}" width="${PW}" height="${PH - ledgeY - 70}" fill="url(#ledgeFront)"/>`;
  body += `<rect y="${ledgeY + 69}" width="${PW}" height="2" fill="#fff" opacity="${dark ? 0.08 : 0.45}"/>`;
  const baseY = ledgeY + 48;
  const bottle = standingBottle(look, 420, baseY, bottleHeightFor(look, 540), { dx: -230, op: dark ? 0.4 : 0.22 });
  body += bottle.svg + vignette(PW, PH);
  return svgDoc(PW, PH, defs + bottle.defs, body);
}

function sceneDrape(look: Look): string {
  const p = look.pal;
  const silk = (l: number) => hsl(p.lh, Math.min(p.ll, 46), l);
  const defs =
    linGrad('wall', [[0, p.bg1], [1, p.bg2]]) +
    radGrad('bgGlow', [[0, '#fff', 0.5], [1, '#fff', 0]]) +
    linGrad('silkA', [[0, silk(82)], [0.45, silk(70)], [1, silk(58)]], 0, 0, 1, 1) +
    linGrad('silkB', [[0, silk(64)], [0.6, silk(76)], [1, silk(54)]], 0, 0, 1, 0) +
    linGrad('sheen', [[0, '#fff', 0], [0.5, '#fff', 0.55], [1, '#fff', 0]], 0, 0, 1, 0) +
    radGrad('bgVig', [[0.55, '#000', 0], [1, '#000', 0.2]]) +
    blurFilter('fShadow', 10) +
    blurFilter('fSoft', 16) +
    blurFilter('fFold', 6);
  let body = `<rect width="${PW}" height="${PH}" fill="url(#wall)"/><ellipse cx="420" cy="380" rx="460" ry="420" fill="url(#bgGlow)"/>`;
  // The cloth falls from behind on the left and pools under the bottle in two layers.
  body += `<path d="M -20 520 C 120 470 220 640 380 690 C 520 735 660 640 820 660 V 1000 H -20 Z" fill="url(#silkA)"/>`;
  body += `<path d="M -20 760 C 140 700 260 820 420 800 C 560 782 640 700 820 740 V 1000 H -20 Z" fill="url(#silkB)"/>`;
  for (const [d, w, op] of [
    ['M 20 560 C 140 540 240 660 380 712', 10, 0.5],
    ['M 470 722 C 580 740 680 680 800 690', 8, 0.45],
    ['M 40 820 C 180 770 300 850 430 828', 12, 0.4],
    ['M 520 870 C 620 820 700 780 800 800', 9, 0.35],
  ] as const) {
    body += `<path d="${d}" stroke="url(#sheen)" stroke-width="${w}" fill="none" opacity="${op}" filter="url(#fFold)"/>`;
    body += `<path d="${d}" transform="translate(0 22)" stroke="#000" stroke-width="${w * 1.6}" fill="none" opacity="0.08" filter="url(#fFold)"/>`;
  }
  const baseY = 752;
  const bottle = standingBottle(look, 410, baseY, bottleHeightFor(look, 520), { dx: 0, op: 0 });
  body += bottle.svg + vignette(PW, PH);
  return svgDoc(PW, PH, defs + bottle.defs, body);
}

/** A palm frond's shadow: a spine and its leaflets, thrown soft on the wall. */
function frond(x: number, y: number, length: number, angle: number, r: Rng): string {
  let leaflets = '';
  const n = 15;
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 1);
    const len = length * 0.5 * Math.sin(Math.PI * (0.15 + 0.85 * t)) + 16;
    for (const side of [-1, 1]) {
      const tilt = side * (36 + between(r, -6, 6));
      leaflets += `<ellipse cx="0" cy="${f(-len / 2)}" rx="${f(len * 0.045 + 2.5)}" ry="${f(len / 2)}" transform="translate(0 ${f(-t * length)}) rotate(${f(tilt)})"/>`;
    }
  }
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><rect x="-2.5" y="${f(-length)}" width="5" height="${f(length)}"/>${leaflets}</g>`;
}

function sceneLeaves(look: Look): string {
  const p = look.pal;
  const r = makeRng(hashString(look.slug + ':leaves'));
  const tableY = 748;
  const defs =
    linGrad('wall', [[0, hsl(p.bh, p.bh > 60 && p.bh < 200 ? 18 : 30, 90)], [1, hsl(p.bh, 24, 80)]]) +
    radGrad('sun', [[0, '#fff6e0', 0.9], [1, '#fff6e0', 0]]) +
    linGrad('table', [[0, hsl(p.bh, 14, 86)], [1, hsl(p.bh, 18, 70)]]) +
    radGrad('bgVig', [[0.55, '#000', 0], [1, '#000', 0.18]]) +
    blurFilter('fShadow', 10) +
    blurFilter('fSoft', 14) +
    blurFilter('fLeaf', 3.5);
  let body = `<rect width="${PW}" height="${PH}" fill="url(#wall)"/><ellipse cx="560" cy="300" rx="520" ry="480" fill="url(#sun)"/>`;
  body += `<g fill="${hsl(p.bh, 30, 24)}" opacity="0.2" filter="url(#fLeaf)">`;
  body += frond(820, 120, 560, -118 + between(r, -6, 6), r);
  body += frond(760, 760, 520, -58 + between(r, -6, 6), r);
  body += frond(40, 40, 380, 146 + between(r, -6, 6), r);
  body += frond(-30, 620, 420, 62 + between(r, -6, 6), r);
  body += `</g>`;
  body += `<rect y="${tableY}" width="${PW}" height="${PH - tableY}" fill="url(#table)"/><rect y="${tableY}" width="${PW}" height="2" fill="#fff" opacity="0.5"/>`;
  const baseY = tableY + 40;
  const bottle = standingBottle(look, 400, baseY, bottleHeightFor(look, 540), { dx: -170, op: 0.16 });
  body += bottle.svg + vignette(PW, PH);
  return svgDoc(PW, PH, defs + bottle.defs, body);
}

function sceneReflection(look: Look): string {
  const p = look.pal;
  const floorY = 730;
  const defs =
    linGrad('wall', [[0, p.dark3], [0.6, p.dark2], [1, p.dark1]]) +
    radGrad('spot', [[0, hsl(p.lh, 40, 46), 0.55], [1, hsl(p.lh, 40, 30), 0]]) +
    linGrad('mirror', [[0, hsl(p.bh, 18, 10)], [1, hsl(p.bh, 22, 4)]]) +
    linGrad('fade', [[0, '#fff', 0.34], [0.5, '#fff', 0.06], [1, '#fff', 0]]) +
    `<mask id="reflMask" maskUnits="userSpaceOnUse" x="0" y="${floorY}" width="${PW}" height="${PH - floorY}"><rect x="0" y="${floorY}" width="${PW}" height="${PH - floorY}" fill="url(#fade)"/></mask>` +
    radGrad('bgVig', [[0.5, '#000', 0], [1, '#000', 0.55]]) +
    blurFilter('fShadow', 10) +
    blurFilter('fSoft', 2);
  let body = `<rect width="${PW}" height="${PH}" fill="url(#wall)"/><ellipse cx="400" cy="420" rx="360" ry="400" fill="url(#spot)"/>`;
  body += `<rect y="${floorY}" width="${PW}" height="${PH - floorY}" fill="url(#mirror)"/><rect y="${floorY}" width="${PW}" height="1.5" fill="#fff" opacity="0.18"/>`;
  const baseY = floorY + 10;
  const b = placeBottle(look, 400, baseY, bottleHeightFor(look, 540));
  // The bottle mirrored about the floor line, fading with distance.
  body += `<g mask="url(#reflMask)"><g transform="translate(0 ${f(2 * baseY)}) scale(1 -1)" filter="url(#fSoft)">${b.svg}</g></g>`;
  body += shadow(400, baseY, b.width * b.k, 0.6) + b.svg + vignette(PW, PH);
  return svgDoc(PW, PH, defs + b.defs, body);
}

function sceneFront(look: Look): string {
  switch (compositionFor(look)) {
    case 'ledge':
      return sceneLedge(look);
    case 'drape':
      return sceneDrape(look);
    case 'leaves':
      return sceneLeaves(look);
    case 'reflection':
      return sceneReflection(look);
    default:
      return scenePlinth(look);
  }
}

function drawBox(look: Look, x: number, y: number, w: number, h: number, opts: { lid?: boolean } = {}): string {
  const p = look.pal;
  const d = w * 0.22,
    dy = d * 0.5;
  const front = `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="url(#boxFront)"/>`;
  const side = `<polygon points="${x + w},${y} ${x + w + d},${y - dy} ${x + w + d},${y - h - dy} ${x + w},${y - h}" fill="${p.boxSide}"/>`;
  const top = `<polygon points="${x},${y - h} ${x + d},${y - h - dy} ${x + w + d},${y - h - dy} ${x + w},${y - h}" fill="${p.boxTop}"/>`;
  const frame = `<rect x="${x + 14}" y="${y - h + 14}" width="${w - 28}" height="${h - 28}" fill="none" stroke="${p.boxInk}" stroke-width="1.2" opacity="0.85"/>`;
  const cx = x + w / 2;
  const title = look.title.toUpperCase();
  const fs = fitSize(title, w * 0.72, 34, 0.14);
  const mono = `<circle cx="${cx}" cy="${y - h * 0.72}" r="${w * 0.09}" fill="none" stroke="${p.boxInk}" stroke-width="1.2"/><text x="${cx}" y="${f(y - h * 0.72 + w * 0.035)}" text-anchor="middle" font-family="${SERIF}" font-size="${f(w * 0.09)}" fill="${p.boxInk}">${esc(monogram(look.brand))}</text>`;
  const words = [
    `<text x="${cx}" y="${f(y - h * 0.46)}" text-anchor="middle" font-family="${SANS}" font-size="${f(w * 0.032)}" letter-spacing="${f(w * 0.012)}" fill="${p.boxInk}">${esc(look.brand.toUpperCase())}</text>`,
    `<text x="${cx}" y="${f(y - h * 0.36)}" text-anchor="middle" font-family="${SERIF}" font-size="${f(fs)}" letter-spacing="${f(fs * 0.14)}" fill="${p.boxInk}">${esc(title)}</text>`,
    `<rect x="${cx - 20}" y="${f(y - h * 0.31)}" width="40" height="1" fill="${p.boxInk}"/>`,
    `<text x="${cx}" y="${f(y - h * 0.24)}" text-anchor="middle" font-family="${SANS}" font-size="${f(w * 0.03)}" letter-spacing="${f(w * 0.008)}" fill="${p.boxInk}">${esc(look.detail.toUpperCase())}</text>`,
  ].join('');
  const lidLine = opts.lid ? `<rect x="${x}" y="${y - h + h * 0.18}" width="${w}" height="2" fill="#000" opacity="0.25"/>` : '';
  const sheen = `<polygon points="${x},${y - h} ${x + w * 0.35},${y - h} ${x + w * 0.15},${y} ${x},${y}" fill="#fff" opacity="0.05"/>`;
  return side + top + front + sheen + frame + mono + words + lidLine;
}

function monogram(brand: string): string {
  return brand
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase())
    .join('')
    .slice(0, 2);
}

function boxDefs(look: Look): string {
  const p = look.pal;
  return linGrad('boxFront', [[0, hsl(p.bh, 22, 34)], [1, hsl(p.bh, 26, 24)]], 0, 0, 1, 1);
}

function sceneBox(look: Look): string {
  const floorY = 640;
  const bg = productBackdrop(look, PW, PH, floorY, look.dark);
  let defs = bg.defs + boxDefs(look);
  let body = bg.body;
  const bx = 150,
    bw = 290,
    bh = 420,
    by = 840;
  body += `<polygon points="${bx},${by} ${bx + bw + bw * 0.22},${by - bw * 0.11} ${bx + bw + bw * 0.22 + 110},${by - 20} ${bx + 60},${by + 40}" fill="#000" opacity="0.25" filter="url(#fShadow)"/>`;
  if (look.kind === 'giftbox') {
    body += drawRibbonBox(look, bx, by, bw, bh);
  } else body += drawBox(look, bx, by, bw, bh);
  if (look.kind === 'set') {
    const set = drawSetTray(look, 560, 930, 330);
    defs += set.defs;
    body += shadow(560, 930, 300, 0.4) + set.svg;
  } else if (look.kind === 'giftbox') {
    const hero = seedProducts.find((q) => q.slug === 'fiorita');
    const vlook = hero ? lookFor(hero) : look;
    const b = placeBottle(vlook, 580, 920, 380);
    defs += b.defs;
    body += shadow(580, 920, b.width * b.k, 0.4) + b.svg;
  } else {
    const h = bottleHeightFor(look, 440);
    const b = placeBottle(look, 560, 930, h);
    defs += b.defs;
    body += shadow(560, 930, b.width * b.k, 0.42) + b.svg;
  }
  body += vignette(PW, PH);
  return svgDoc(PW, PH, defs, body);
}

function drawRibbonBox(look: Look, x: number, y: number, w: number, h: number): string {
  let s = drawBox(look, x, y, w, h, { lid: true });
  const ribbon = hsl(42, 50, 62);
  const cx = x + w * 0.7;
  s += `<rect x="${cx - 9}" y="${y - h}" width="18" height="${h}" fill="${ribbon}" opacity="0.9"/>`;
  s += `<polygon points="${cx - 9},${y - h} ${cx - 9 + w * 0.22},${y - h - w * 0.11} ${cx + 9 + w * 0.22},${y - h - w * 0.11} ${cx + 9},${y - h}" fill="${ribbon}"/>`;
  s += `<path d="M ${cx + 18} ${y - h - 14} C ${cx - 40} ${y - h - 70} ${cx - 50} ${y - h + 10} ${cx + 18} ${y - h - 14} Z" fill="${ribbon}" stroke="${hsl(40, 45, 45)}" stroke-width="1"/>`;
  s += `<path d="M ${cx + 18} ${y - h - 14} C ${cx + 80} ${y - h - 70} ${cx + 90} ${y - h + 6} ${cx + 18} ${y - h - 14} Z" fill="${ribbon}" stroke="${hsl(40, 45, 45)}" stroke-width="1"/>`;
  s += `<circle cx="${cx + 18}" cy="${y - h - 14}" r="8" fill="${hsl(40, 50, 55)}"/>`;
  return s;
}

/** Open keepsake box with the bottle nestled in satin and two small vials. */
function drawGiftOpen(look: Look, cx: number, y: number, w: number): { svg: string; defs: string } {
  const p = look.pal;
  const h = w * 0.3;
  const x = cx - w / 2;
  const hero = seedProducts.find((q) => q.slug === 'fiorita');
  const om = seedProducts.find((q) => q.slug === 'old-money');
  const fl = hero ? lookFor(hero) : look;
  const ol = om ? lookFor(om) : look;
  const defs: string[] = [linGrad('satin', [[0, hsl(p.lh, 30, 80)], [0.5, hsl(p.lh, 36, 92)], [1, hsl(p.lh, 30, 74)]], 0, 0, 1, 0), boxDefs(look)];
  const parts: string[] = [];
  // lid leaning behind
  parts.push(`<rect x="${x + 10}" y="${y - h - w * 0.72}" width="${w - 20}" height="${w * 0.72}" rx="6" fill="url(#boxFront)"/>`);
  parts.push(`<rect x="${x + 26}" y="${y - h - w * 0.72 + 16}" width="${w - 52}" height="${w * 0.72 - 32}" fill="none" stroke="${p.boxInk}" stroke-width="1.2"/>`);
  parts.push(`<text x="${cx}" y="${y - h - w * 0.64}" text-anchor="middle" font-family="${SANS}" font-size="13" letter-spacing="5" fill="${p.boxInk}">${esc(look.brand.toUpperCase())}</text>`);
  parts.push(`<text x="${cx}" y="${y - h - w * 0.57}" text-anchor="middle" font-family="${SERIF}" font-size="30" letter-spacing="4" fill="${p.boxInk}">THE HEIRLOOM</text>`);
  // bottles
  const b1 = placeBottle(fl, cx - w * 0.1, y - h * 0.35, w * 0.7);
  const v1 = placeBottle({ ...ol, shape: 'travel' }, cx + w * 0.22, y - h * 0.3, w * 0.42, { simple: true });
  const v2 = placeBottle({ ...fl, shape: 'travel' }, cx + w * 0.34, y - h * 0.3, w * 0.42, { simple: true });
  defs.push(b1.defs, v1.defs, v2.defs);
  parts.push(b1.svg, v1.svg, v2.svg);
  // front wall of the box base with satin edge
  parts.push(`<rect x="${x}" y="${y - h}" width="${w}" height="${h * 0.18}" fill="url(#satin)"/>`);
  parts.push(`<rect x="${x}" y="${y - h * 0.82}" width="${w}" height="${h * 0.82}" fill="url(#boxFront)"/>`);
  parts.push(`<rect x="${x + 12}" y="${y - h * 0.82 + 10}" width="${w - 24}" height="${h * 0.82 - 20}" fill="none" stroke="${p.boxInk}" stroke-width="1"/>`);
  defs.push(metalDefs('clasp', 'gold'));
  parts.push(`<rect x="${cx - 18}" y="${y - h * 0.82 - 4}" width="36" height="22" rx="3" fill="url(#claspmh)"/>`);
  return { svg: parts.join(''), defs: defs.join('') };
}

/** A drawer tray of small vials for discovery sets. */
function drawSetTray(look: Look, cx: number, y: number, w: number): { svg: string; defs: string } {
  const looks = look.setLooks && look.setLooks.length ? look.setLooks : [look];
  const n = looks.length;
  const p = look.pal;
  const h = w * 0.2;
  const x = cx - w / 2;
  const defs: string[] = [boxDefs(look), linGrad('trayIn', [[0, hsl(p.bh, 20, 86)], [1, hsl(p.bh, 18, 72)]])];
  const parts: string[] = [];
  // back wall (inside)
  parts.push(`<rect x="${x + 8}" y="${y - h - 10}" width="${w - 16}" height="${h}" fill="url(#trayIn)"/>`);
  const gap = (w - 40) / n;
  for (let i = 0; i < n; i++) {
    const l = looks[i] ?? look;
    const vx = x + 20 + gap * (i + 0.5);
    const vial: Look = { ...l, shape: 'tall', cap: 'cyl', label: 'paper' };
    const b = placeBottle(vial, vx, y - h * 0.35, w * 0.5, { simple: false });
    defs.push(b.defs);
    parts.push(b.svg);
  }
  // front wall
  parts.push(`<rect x="${x}" y="${y - h * 0.72}" width="${w}" height="${h * 0.72}" fill="url(#boxFront)"/>`);
  parts.push(`<rect x="${x + 10}" y="${y - h * 0.72 + 8}" width="${w - 20}" height="${h * 0.72 - 16}" fill="none" stroke="${p.boxInk}" stroke-width="1"/>`);
  const title = look.title.toUpperCase();
  const fs = fitSize(title, w * 0.6, 22, 0.2);
  parts.push(`<text x="${cx}" y="${f(y - h * 0.36 + fs * 0.35)}" text-anchor="middle" font-family="${SERIF}" font-size="${f(fs)}" letter-spacing="${f(fs * 0.2)}" fill="${p.boxInk}">${esc(title)}</text>`);
  return { svg: parts.join(''), defs: defs.join('') };
}

function sceneIngredients(look: Look): string {
  const r = makeRng(hashString(look.slug + ':ing'));
  const floorY = 690;
  const p = look.pal;
  // warmer, more saturated backdrop for the still life
  const defs0 =
    linGrad('bgWall', [[0, hsl(p.bh, 24, look.dark ? 18 : 80)], [1, hsl(p.bh, 22, look.dark ? 10 : 70)]]) +
    linGrad('bgFloor', [[0, hsl(p.bh, 20, look.dark ? 14 : 74)], [1, hsl(p.bh, 24, look.dark ? 7 : 60)]]) +
    radGrad('bgGlow', [[0, '#fff', look.dark ? 0.15 : 0.5], [1, '#fff', 0]]) +
    radGrad('bgVig', [[0.55, '#000', 0], [1, '#000', look.dark ? 0.5 : 0.22]]) +
    blurFilter('fShadow', 10) +
    ingredientDefs(p);
  let body = `<rect width="${PW}" height="${PH}" fill="url(#bgWall)"/><rect y="${floorY}" width="${PW}" height="${PH - floorY}" fill="url(#bgFloor)"/>`;
  body += `<ellipse cx="400" cy="420" rx="420" ry="420" fill="url(#bgGlow)"/>`;
  // a stone slab for levels, behind and to the left of the bottle
  const slabTop = hsl(p.bh, 10, look.dark ? 26 : 90);
  const slabFront = hsl(p.bh, 12, look.dark ? 18 : 80);
  body += `<ellipse cx="230" cy="812" rx="200" ry="16" fill="#000" opacity="0.22" filter="url(#fShadow)"/>`;
  body += `<polygon points="60,760 400,760 430,735 90,735" fill="${slabTop}"/><rect x="60" y="760" width="340" height="50" fill="${slabFront}"/><polygon points="400,760 430,735 430,785 400,810" fill="${hsl(p.bh, 12, look.dark ? 14 : 72)}"/><rect x="60" y="760" width="340" height="1.5" fill="#fff" opacity="0.4"/>`;
  const ings = look.ingredients;
  const kinds = ings.length ? ings : (['petal'] as Ingredient[]);
  const bx = 470,
    by = 860;
  // background items (behind bottle)
  const back: string[] = [];
  // items on the slab
  for (let i = 0; i < 3; i++) {
    const k = kinds[(i + 1) % kinds.length] ?? 'leaf';
    back.push(drawIngredient(k, 110 + i * 95 + between(r, -20, 20), between(r, 738, 752), between(r, 1.0, 1.3), between(r, -40, 40), r));
  }
  // items on the floor either side of the bottle
  for (let i = 0; i < 4; i++) {
    const k = kinds[i % kinds.length] ?? 'petal';
    const side = i % 2 === 0 ? -1 : 1;
    const x = bx + side * between(r, 150, 290);
    const y = between(r, 820, 880);
    back.push(drawIngredient(k, x, y, between(r, 1.05, 1.4), between(r, -60, 60), r));
  }
  body += back.join('');
  let defs = defs0;
  if (look.kind === 'set') {
    const set = drawSetTray(look, bx - 30, by, 460);
    defs += set.defs;
    body += shadow(bx - 30, by, 380, 0.4) + set.svg;
  } else if (look.kind === 'giftbox') {
    const gb = drawGiftOpen(look, bx - 60, by, 460);
    defs += gb.defs;
    body += shadow(bx - 60, by, 400, 0.4) + gb.svg;
  } else {
    const h = bottleHeightFor(look, 460);
    const b = placeBottle(look, bx, by, h);
    defs += b.defs;
    body += shadow(bx, by, b.width * b.k, 0.4) + b.svg;
  }
  // foreground items, larger and softly out of focus
  const front: string[] = [];
  for (let i = 0; i < 4; i++) {
    const k = kinds[(i + 2) % kinds.length] ?? 'petal';
    const x = 90 + i * 210 + between(r, -40, 40);
    const y = between(r, 930, 1000);
    const blur = i % 2 === 0 ? ' filter="url(#fBlur4)"' : '';
    front.push(`<g${blur}>${drawIngredient(k, x, y, between(r, 1.5, 1.9), between(r, -80, 80), r)}</g>`);
  }
  // a soft, out-of-focus petal or leaf drifting high in the frame
  const floaty = kinds.find((k) => k === 'petal' || k === 'leaf' || k === 'flower' || k === 'whiteflower');
  if (floaty) front.push(`<g filter="url(#fBlur9)" opacity="0.8">${drawIngredient(floaty, between(r, 80, 170), between(r, 140, 260), 1.7, between(r, -50, 50), r)}</g>`);
  body += front.join('');
  body += `<rect width="${PW}" height="${PH}" fill="url(#bgVig)"/>`;
  return svgDoc(PW, PH, defs, body);
}

function sceneCloseup(look: Look): string {
  const r = makeRng(hashString(look.slug + ':close'));
  const p = look.pal;
  const dark = look.dark;
  let defs =
    linGrad('bgWall', [[0, dark ? p.dark2 : p.bg2], [1, dark ? p.dark3 : p.bg3]]) +
    radGrad('bgVig', [[0.5, '#000', 0], [1, '#000', dark ? 0.55 : 0.25]]) +
    blurFilter('fBokeh', 18);
  let body = `<rect width="${PW}" height="${PH}" fill="url(#bgWall)"/>`;
  const bokeh: string[] = [];
  for (let i = 0; i < 16; i++) {
    const c = pick(r, [p.glow, p.liquidLight, '#ffffff', p.bg1]);
    bokeh.push(`<circle cx="${f(between(r, 0, PW))}" cy="${f(between(r, 0, PH))}" r="${f(between(r, 30, 90))}" fill="${c}" opacity="${f(between(r, 0.12, 0.35))}"/>`);
  }
  body += `<g filter="url(#fBokeh)">${bokeh.join('')}</g>`;
  if (look.kind === 'set') {
    const set = drawSetTray(look, 400, 1180, 1300);
    defs += set.defs;
    body += set.svg;
  } else {
    const g = drawBottle(look);
    // Fit cap top .. label bottom into the frame.
    const span = g.labelBottom + 20 - g.top;
    const k = Math.min(3.4, 880 / span);
    const ty = 60 - g.top * k;
    defs += g.defs;
    body += `<g transform="translate(400 ${f(ty)}) scale(${k.toFixed(4)})">${g.svg}</g>`;
  }
  body += `<rect width="${PW}" height="${PH}" fill="url(#bgVig)"/>`;
  return svgDoc(PW, PH, defs, body);
}

// ───────────────────────── hero banners ─────────────────────────

function heroScene(look: Look, W: number, H: number, bx: number, baseY: number, bottleH: number, spot: { x: number; y: number; r: number }): string {
  const p = look.pal;
  const r = makeRng(hashString(look.slug + ':hero' + W));
  const floorY = baseY - 6;
  let defs =
    linGrad('hWall', [[0, hsl(p.bh, 26, 5)], [0.6, hsl(p.bh, 24, 9)], [1, hsl(p.bh, 26, 5)]], 0, 0, 1, 0) +
    radGrad('hSpot', [[0, hsl(p.lh, 36, 36), 0.85], [0.5, hsl(p.lh, 30, 18), 0.45], [1, hsl(p.bh, 26, 6), 0]]) +
    linGrad('hFloor', [[0, hsl(p.bh, 20, 11)], [1, hsl(p.bh, 26, 3)]]) +
    linGrad('hLeft', [[0, '#000', 0.55], [0.5, '#000', 0.15], [1, '#000', 0]], 0, 0, 1, 0) +
    linGrad('reflFade', [[0, '#fff', 0.7], [0.45, '#fff', 0.12], [1, '#fff', 0]]) +
    blurFilter('fShadow', 12) +
    blurFilter('fSoft', 40) +
    blurFilter('fBlur4', 4) +
    blurFilter('fBlur9', 9) +
    ingredientDefs(p);
  let body = `<rect width="${W}" height="${H}" fill="url(#hWall)"/>`;
  body += `<ellipse cx="${spot.x}" cy="${spot.y}" rx="${spot.r}" ry="${spot.r}" fill="url(#hSpot)"/>`;
  body += `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#hFloor)"/>`;
  body += `<ellipse cx="${bx}" cy="${floorY + 6}" rx="${spot.r * 0.8}" ry="${40}" fill="${hsl(p.lh, 30, 30)}" opacity="0.35" filter="url(#fSoft)"/>`;
  // light shaft
  body += `<polygon points="${bx - 60},0 ${bx + 140},0 ${bx + 160},${floorY} ${bx - 160},${floorY}" fill="#fff" opacity="0.035" filter="url(#fSoft)"/>`;
  const b = placeBottle(look, bx, baseY, bottleH);
  defs += b.defs;
  // reflection
  defs += `<mask id="reflMask" maskUnits="userSpaceOnUse" x="0" y="${baseY}" width="${W}" height="${bottleH}"><rect x="0" y="${baseY}" width="${W}" height="${bottleH * 0.5}" fill="url(#reflFade)"/></mask>`;
  const mirrored = placeBottle(look, bx, baseY, bottleH, { simple: true });
  defs += mirrored.defs;
  const refl = `<g mask="url(#reflMask)"><g transform="translate(0 ${2 * baseY}) scale(1 -1)">${mirrored.svg}</g></g>`;
  // a few petals or leaves: two resting by the base, three drifting out of focus
  const light = look.ingredients.filter((k) => k === 'petal' || k === 'leaf' || k === 'flower' || k === 'whiteflower');
  const kinds: Ingredient[] = light.length ? light : ['petal'];
  const half = (b.width * b.k) / 2;
  const resting: string[] = [];
  for (let i = 0; i < 2; i++) {
    const side = i === 0 ? -1 : 1;
    resting.push(drawIngredient(kinds[i % kinds.length] ?? 'petal', bx + side * (half + between(r, 40, 90)), baseY + between(r, 4, 20), between(r, 0.9, 1.1), side * between(r, 60, 100), r));
  }
  const drifting: string[] = [];
  for (let i = 0; i < 3; i++) {
    const side = i % 2 === 0 ? 1 : -1;
    const x = bx + side * (half + between(r, 90, 200));
    const y = baseY - bottleH * between(r, 0.35, 0.95);
    drifting.push(`<g opacity="${f(between(r, 0.3, 0.5))}">${drawIngredient(kinds[(i + 1) % kinds.length] ?? 'petal', x, y, between(r, 1.1, 1.6), between(r, -90, 90), r)}</g>`);
  }
  body += `<g opacity="0.5">${refl}</g>`;
  body += shadow(bx, baseY, b.width * b.k, 0.6);
  body += `<g opacity="0.6">${resting.join('')}</g>`;
  body += b.svg;
  body += `<g filter="url(#fBlur9)">${drifting.join('')}</g>`;
  if (W > H) body += `<rect width="${W * 0.6}" height="${H}" fill="url(#hLeft)"/>`;
  else body += `<rect width="${W}" height="${H * 0.5}" fill="url(#hTop)"/>`;
  if (W <= H) defs += linGrad('hTop', [[0, '#000', 0.55], [1, '#000', 0]]);
  defs += radGrad('hVig', [[0.6, '#000', 0], [1, '#000', 0.5]]);
  body += `<rect width="${W}" height="${H}" fill="url(#hVig)"/>`;
  return svgDoc(W, H, defs, body);
}

// ───────────────────────── brand assets ─────────────────────────

function goldDefs(): string {
  return linGrad('gold', [[0, '#8c6a33'], [0.3, '#e8cf94'], [0.55, '#c39b55'], [0.8, '#f1dfac'], [1, '#8a6630']], 0, 0, 1, 1);
}

function ogSvg(): string {
  const W = 1200,
    H = 630;
  const fi = seedProducts.find((p) => p.slug === 'fiorita');
  const om = seedProducts.find((p) => p.slug === 'old-money');
  let defs =
    goldDefs() +
    linGrad('ogBg', [[0, '#14110e'], [1, '#0a0908']], 0, 0, 1, 1) +
    radGrad('ogSpot', [[0, '#5a4630', 0.7], [1, '#14110e', 0]]) +
    blurFilter('fShadow', 10);
  let body = `<rect width="${W}" height="${H}" fill="url(#ogBg)"/><ellipse cx="900" cy="330" rx="360" ry="330" fill="url(#ogSpot)"/>`;
  body += `<rect y="520" width="${W}" height="110" fill="#000" opacity="0.35"/>`;
  if (om) {
    const b = placeBottle(lookFor(om), 830, 530, 330);
    defs += b.defs;
    body += shadow(830, 530, b.width * b.k, 0.6) + b.svg;
  }
  if (fi) {
    const b = placeBottle(lookFor(fi), 1010, 545, 300);
    defs += b.defs;
    body += shadow(1010, 545, b.width * b.k, 0.6) + b.svg;
  }
  body += `<rect x="80" y="190" width="60" height="1.5" fill="url(#gold)"/>`;
  body += `<text x="80" y="300" font-family="${SERIF}" font-size="78" letter-spacing="2" fill="url(#gold)">Maison Aurelle</text>`;
  body += `<text x="82" y="360" font-family="${SANS}" font-size="22" letter-spacing="6" fill="#e9dcc0">LUXURY PERFUMES · CRAFTED IN INDIA</text>`;
  body += `<rect x="80" y="410" width="60" height="1.5" fill="url(#gold)"/>`;
  return svgDoc(W, H, defs, body);
}

function iconSvg(size: number): string {
  const s = size;
  const defs = goldDefs() + radGrad('icBg', [[0, '#1f1a15'], [1, '#0b0a09']], 0.5, 0.4, 0.75);
  const body =
    `<rect width="${s}" height="${s}" fill="url(#icBg)"/>` +
    `<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.4}" fill="none" stroke="url(#gold)" stroke-width="${f(s * 0.012)}"/>` +
    `<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.37}" fill="none" stroke="url(#gold)" stroke-width="${f(s * 0.004)}" opacity="0.7"/>` +
    `<text x="${s / 2}" y="${f(s * 0.62)}" text-anchor="middle" font-family="${SERIF}" font-size="${f(s * 0.36)}" letter-spacing="${f(-s * 0.01)}" fill="url(#gold)">MA</text>`;
  return svgDoc(s, s, defs, body);
}

function placeholderSvg(): string {
  const defs =
    linGrad('phBg', [[0, '#f3f1ee'], [1, '#e4e0da']]) +
    linGrad('phBottle', [[0, '#cfc9c1'], [0.4, '#e2ddd6'], [1, '#c4bdb4']], 0, 0, 1, 0) +
    blurFilter('fShadow', 12);
  const body =
    `<rect width="${PW}" height="${PH}" fill="url(#phBg)"/>` +
    `<rect y="760" width="${PW}" height="240" fill="#dcd7cf" opacity="0.6"/>` +
    `<ellipse cx="400" cy="770" rx="150" ry="20" fill="#000" opacity="0.12" filter="url(#fShadow)"/>` +
    `<path d="M 300 770 H 500 Q 520 770 520 750 V 470 Q 520 450 500 450 H 300 Q 280 450 280 470 V 750 Q 280 770 300 770 Z" fill="url(#phBottle)"/>` +
    `<rect x="372" y="428" width="56" height="24" fill="#c9c2b9"/>` +
    `<rect x="350" y="330" width="100" height="100" rx="6" fill="url(#phBottle)"/>` +
    `<rect x="318" y="560" width="164" height="100" fill="none" stroke="#bdb5aa" stroke-width="2"/>` +
    `<rect x="360" y="606" width="80" height="3" fill="#bdb5aa"/>`;
  return svgDoc(PW, PH, defs, body);
}

function mapSvg(): string {
  const W = 1200,
    H = 600;
  const paper = '#efe9df',
    block = '#e5ddd0',
    road = '#fbf8f2',
    edge = '#d3c8b7',
    ink = '#6d6151';
  const defs = goldDefs() + blurFilter('fShadow', 6) + `<pattern id="trees" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="5" fill="#b7c9a4"/><circle cx="21" cy="19" r="4" fill="#aec29a"/></pattern>`;
  const roads: string[] = [];
  const line = (d: string, w: number) => {
    roads.push(`<path d="${d}" fill="none" stroke="${edge}" stroke-width="${w + 3}" stroke-linecap="round" stroke-linejoin="round"/>`);
    return `<path d="${d}" fill="none" stroke="${road}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
  };
  const top: string[] = [];
  // minor grid
  for (let x = 40; x < W; x += 95) top.push(line(`M ${x} -10 L ${x + 30} ${H + 10}`, 7));
  for (let y = 30; y < H; y += 80) top.push(line(`M -10 ${y} L ${W + 10} ${y - 22}`, 7));
  // minor streets go under the park and the tank; main roads go over them
  const minor = roads.splice(0).join('') + top.splice(0).join('');
  // main roads
  top.push(line(`M -20 360 C 300 330 700 300 1220 250`, 26)); // CMH Road
  top.push(line(`M 610 -20 L 660 620`, 30)); // 100 Feet Road
  top.push(line(`M 180 -20 C 220 200 200 420 260 620`, 20)); // 80 Feet Road
  top.push(line(`M -20 120 L 1220 60`, 16)); // Old Madras Road direction
  top.push(line(`M 860 -20 L 900 620`, 14)); // 12th Main
  const labels = [
    `<text transform="translate(340 338) rotate(-4.2)" font-family="${SANS}" font-size="15" letter-spacing="3" fill="${ink}" stroke="${road}" stroke-width="4" paint-order="stroke">CMH ROAD</text>`,
    `<text transform="translate(650 150) rotate(85.5)" font-family="${SANS}" font-size="15" letter-spacing="3" fill="${ink}" stroke="${road}" stroke-width="4" paint-order="stroke">100 FEET ROAD</text>`,
    `<text transform="translate(893 470) rotate(-94.5)" font-family="${SANS}" font-size="13" letter-spacing="3" fill="${ink}" stroke="${road}" stroke-width="4" paint-order="stroke">12TH MAIN ROAD</text>`,
    `<text transform="translate(220 470) rotate(-74)" font-family="${SANS}" font-size="13" letter-spacing="3" fill="${ink}" stroke="${road}" stroke-width="4" paint-order="stroke">80 FEET ROAD</text>`,
    `<text transform="translate(900 74) rotate(-2.8)" font-family="${SANS}" font-size="13" letter-spacing="3" fill="${ink}" stroke="${road}" stroke-width="4" paint-order="stroke">OLD MADRAS ROAD</text>`,
    `<text x="80" y="560" font-family="${SERIF}" font-size="30" letter-spacing="10" fill="${ink}" opacity="0.6" stroke="${paper}" stroke-width="6" paint-order="stroke">INDIRANAGAR</text>`,
    `<text x="950" y="200" font-family="${SANS}" font-size="13" letter-spacing="4" fill="${ink}" opacity="0.8" stroke="${paper}" stroke-width="5" paint-order="stroke">HAL 2ND STAGE</text>`,
  ];
  const park = `<path d="M 330 420 L 560 400 L 575 560 L 350 585 Z" fill="#cfdcbe"/><path d="M 330 420 L 560 400 L 575 560 L 350 585 Z" fill="url(#trees)" opacity="0.9"/><text x="395" y="500" font-family="${SANS}" font-size="13" letter-spacing="2" fill="#5d7448" stroke="#cfdcbe" stroke-width="4" paint-order="stroke">DEFENCE COLONY PARK</text>`;
  const lake = `<path d="M 960 370 C 1010 330 1120 340 1150 390 C 1180 450 1110 520 1030 510 C 950 500 910 420 960 370 Z" fill="#c8dbe3"/><text x="995" y="440" font-family="${SANS}" font-size="12" letter-spacing="2" fill="#56788a">TANK</text>`;
  const metro = `<path d="M -20 395 C 300 365 700 335 1220 285" fill="none" stroke="#8e6aa8" stroke-width="4" stroke-dasharray="14 8" opacity="0.7"/><circle cx="640" cy="334" r="8" fill="#fff" stroke="#8e6aa8" stroke-width="3"/><text x="560" y="300" font-family="${SANS}" font-size="11" letter-spacing="2" fill="#6e4f88" stroke="${road}" stroke-width="4" paint-order="stroke">METRO</text>`;
  // pin on 12th Main
  const px = 878,
    py = 250;
  const pin =
    `<ellipse cx="${px}" cy="${py + 4}" rx="16" ry="5" fill="#000" opacity="0.3" filter="url(#fShadow)"/>` +
    `<path d="M ${px} ${py} C ${px - 6} ${py - 24} ${px - 26} ${py - 36} ${px - 26} ${py - 58} A 26 26 0 1 1 ${px + 26} ${py - 58} C ${px + 26} ${py - 36} ${px + 6} ${py - 24} ${px} ${py} Z" fill="url(#gold)" stroke="#6f5426" stroke-width="1.5"/>` +
    `<circle cx="${px}" cy="${py - 58}" r="10" fill="#1b1713"/>` +
    `<g transform="translate(${px + 40} ${py - 100})"><rect width="250" height="64" rx="6" fill="#1b1713" opacity="0.92"/><text x="18" y="28" font-family="${SERIF}" font-size="20" fill="#ecd9ad">Maison Aurelle Studio</text><text x="18" y="49" font-family="${SANS}" font-size="12" letter-spacing="1" fill="#cfc3ad">14, 12th Main Road, Indiranagar</text></g>`;
  const compass = `<g transform="translate(1140 540)"><circle r="26" fill="${paper}" stroke="${edge}" stroke-width="2"/><polygon points="0,-20 7,4 0,0 -7,4" fill="${ink}"/><text y="18" text-anchor="middle" font-family="${SANS}" font-size="11" fill="${ink}">N</text></g>`;
  const scale = `<g transform="translate(960 560)"><rect width="100" height="4" fill="${ink}"/><rect width="50" height="4" fill="${paper}" stroke="${ink}" stroke-width="1"/><text y="-6" font-family="${SANS}" font-size="11" fill="${ink}">0</text><text x="84" y="-6" font-family="${SANS}" font-size="11" fill="${ink}">200 m</text></g>`;
  const body = `<rect width="${W}" height="${H}" fill="${paper}"/><rect width="${W}" height="${H}" fill="${block}" opacity="0.6"/>${minor}${park}${lake}${roads.join('')}${top.join('')}${metro}${labels.join('')}${pin}${compass}${scale}`;
  return svgDoc(W, H, defs, body);
}

// ───────────────────────── rendering ─────────────────────────

// ───────────────────────── materials (About page, 800x1000) ─────────────────────────
// Close studies of the three raw materials the About page speaks of, drawn as macro photographs
// would frame them (one subject filling the frame, shallow depth of field) rather than as
// ingredients strewn round a bottle.

/** A petal: a cupped teardrop from its base at the origin, pointing up. */
function petalPath(len: number, width: number): string {
  const w = width / 2;
  return `M 0 0 C ${f(-w * 1.1)} ${f(-len * 0.25)} ${f(-w)} ${f(-len * 0.95)} 0 ${f(-len)} C ${f(w)} ${f(-len * 0.95)} ${f(w * 1.1)} ${f(-len * 0.25)} 0 0 Z`;
}

function materialRose(): string {
  const r = makeRng(hashString('material:rose'));
  const defs =
    radGrad('ground', [[0, hsl(345, 48, 26)], [1, hsl(340, 50, 10)]], 0.5, 0.45, 0.75) +
    radGrad('petal', [[0, hsl(344, 74, 14)], [0.5, hsl(346, 66, 32)], [0.85, hsl(349, 60, 50)], [1, hsl(352, 58, 64)]], 0.5, 1, 1.05) +
    linGrad('petalEdge', [[0, '#fff', 0.28], [0.18, '#fff', 0], [1, '#fff', 0]]) +
    radGrad('heart', [[0, '#000', 0.55], [1, '#000', 0]]) +
    radGrad('bgVig', [[0.5, '#000', 0], [1, '#000', 0.6]]) +
    blurFilter('fFar', 18) +
    blurFilter('fNear', 1);
  let body = `<rect width="${PW}" height="${PH}" fill="url(#ground)"/>`;
  // Out-of-focus petals round the edge of the frame.
  for (let i = 0; i < 12; i++) {
    const x = between(r, -60, PW + 60);
    const y = pick(r, [between(r, -60, 120), between(r, 880, 1060)] as const);
    body += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(between(r, 0, 360))})" filter="url(#fFar)" opacity="0.75"><path d="${petalPath(between(r, 160, 240), between(r, 120, 180))}" fill="url(#petal)"/></g>`;
  }
  // The bloom from above, filling the frame: rings of petals turning inwards, each smaller and
  // darker, none quite regular.
  const cx = 400,
    cy = 500;
  body += `<g filter="url(#fNear)">`;
  const rings = 9;
  for (let ring = 0; ring < rings; ring++) {
    const t = ring / (rings - 1);
    const count = Math.round(9 - t * 4);
    const len = 430 - t * 360;
    const offset = ring * 37 + between(r, -10, 10);
    for (let i = 0; i < count; i++) {
      const a = offset + (360 / count) * i + between(r, -9, 9);
      const l = len * between(r, 0.88, 1.08);
      const d = petalPath(l, l * between(r, 0.8, 1));
      body += `<g transform="translate(${cx} ${cy}) rotate(${f(a)}) translate(0 ${f(l * 0.1)})"><path d="${d}" fill="url(#petal)"/><path d="${d}" fill="url(#petalEdge)"/></g>`;
    }
  }
  body += `<circle cx="${cx}" cy="${cy}" r="70" fill="url(#heart)"/></g>`;
  body += vignette(PW, PH);
  return svgDoc(PW, PH, defs, body);
}

/** A jasmine flower seen face on: five or six narrow petals and a small green eye. */
function jasmineFlower(x: number, y: number, size: number, rot: number, petals: number): string {
  let g = '';
  for (let i = 0; i < petals; i++) {
    g += `<g transform="rotate(${f((360 / petals) * i)})"><path d="${petalPath(size, size * 0.46)}" fill="url(#jasPetal)"/></g>`;
  }
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">${g}<circle r="${f(size * 0.12)}" fill="${hsl(78, 40, 62)}"/></g>`;
}

function materialJasmine(): string {
  const r = makeRng(hashString('material:jasmine'));
  const defs =
    radGrad('ground', [[0, hsl(228, 28, 20)], [1, hsl(232, 36, 6)]], 0.55, 0.4, 0.8) +
    radGrad('jasPetal', [[0, hsl(70, 34, 80)], [0.35, '#f8f7ee'], [1, '#ffffff']], 0.5, 1, 1) +
    radGrad('bgVig', [[0.5, '#000', 0], [1, '#000', 0.55]]) +
    blurFilter('fFar', 12) +
    blurFilter('fMid', 3.5) +
    blurFilter('fNear', 0.6);
  // A heap of flowers picked at dusk: most of them soft, a few in focus near the middle.
  let body = `<rect width="${PW}" height="${PH}" fill="url(#ground)"/>`;
  const layer = (count: number, blur: string, size: [number, number], opacity: number, spread: number) => {
    let g = `<g filter="url(#${blur})" opacity="${opacity}">`;
    for (let i = 0; i < count; i++) {
      const x = 400 + between(r, -1, 1) * spread;
      const y = 560 + between(r, -1, 1) * spread * 1.1;
      g += jasmineFlower(x, y, between(r, ...size), between(r, 0, 72), pick(r, [5, 6, 6] as const));
    }
    return g + `</g>`;
  };
  body += layer(26, 'fFar', [50, 80], 0.55, 520);
  body += layer(16, 'fMid', [50, 74], 0.85, 330);
  body += layer(5, 'fNear', [78, 104], 1, 190);
  body += vignette(PW, PH);
  return svgDoc(PW, PH, defs, body);
}

function materialVetiver(): string {
  const r = makeRng(hashString('material:vetiver'));
  const defs =
    linGrad('ground', [[0, hsl(34, 18, 34)], [1, hsl(30, 22, 14)]], 0, 0, 1, 1) +
    radGrad('light', [[0, '#ffe9c4', 0.35], [1, '#ffe9c4', 0]]) +
    linGrad('twine', [[0, hsl(40, 40, 74)], [1, hsl(36, 34, 48)]]) +
    radGrad('bgVig', [[0.5, '#000', 0], [1, '#000', 0.55]]) +
    blurFilter('fShadow', 22) +
    blurFilter('fFar', 5) +
    blurFilter('fNear', 0.5);
  let body = `<rect width="${PW}" height="${PH}" fill="url(#ground)"/><ellipse cx="400" cy="460" rx="460" ry="520" fill="url(#light)"/>`;
  // A bundle of dried roots lying across the frame, tied at its middle, flaring to both ends.
  const angle = -52;
  body += `<g transform="translate(400 520) rotate(${angle})">`;
  body += `<ellipse cx="0" cy="40" rx="420" ry="110" fill="#000" opacity="0.35" filter="url(#fShadow)"/>`;
  const strands = (count: number, blur: string, lightness: [number, number], width: [number, number]) => {
    let g = `<g filter="url(#${blur})" fill="none" stroke-linecap="round">`;
    for (let i = 0; i < count; i++) {
      const y0 = between(r, -22, 22);
      const left = -between(r, 340, 520);
      const right = between(r, 300, 500);
      const flareL = between(r, -1, 1) * 150;
      const flareR = between(r, -1, 1) * 130;
      const wob = between(r, -30, 30);
      g += `<path d="M ${f(left)} ${f(y0 + flareL)} C ${f(left * 0.5)} ${f(y0 + flareL * 0.35 + wob)} ${f(-60)} ${f(y0)} 0 ${f(y0)} S ${f(right * 0.55)} ${f(y0 + flareR * 0.3 - wob)} ${f(right)} ${f(y0 + flareR)}" stroke="${hsl(between(r, 30, 42), between(r, 30, 48), between(r, ...lightness))}" stroke-width="${f(between(r, ...width))}" opacity="${f(between(r, 0.7, 1))}"/>`;
    }
    return g + `</g>`;
  };
  body += strands(60, 'fFar', [20, 34], [2, 5]);
  body += strands(240, 'fNear', [38, 68], [0.8, 2.4]);
  body += `<g filter="url(#fNear)">`;
  for (let i = 0; i < 6; i++) body += `<rect x="${-30 + i * 10}" y="-38" width="7" height="76" rx="3.5" fill="url(#twine)" transform="rotate(${f(between(r, -5, 5))} ${-27 + i * 10} 0)"/>`;
  body += `</g></g>` + vignette(PW, PH);
  return svgDoc(PW, PH, defs, body);
}

const MATERIAL_STUDIES: Record<string, () => string> = { rose: materialRose, jasmine: materialJasmine, vetiver: materialVetiver };

async function toWebp(svg: string, out: string, quality = 72): Promise<number> {
  await mkdir(path.dirname(out), { recursive: true });
  const info = await sharp(Buffer.from(svg)).webp({ quality, effort: 6, smartSubsample: true }).toFile(out);
  return info.size;
}

async function renderProduct(p: SeedProduct): Promise<number> {
  const look = lookFor(p);
  let total = 0;
  for (let i = 0; i < p.images.length; i++) {
    const rel = p.images[i];
    if (!rel) continue;
    const n = i + 1;
    const svg = n === 1 ? sceneFront(look) : n === 2 ? sceneBox(look) : n === 3 ? sceneIngredients(look) : sceneCloseup(look);
    const out = path.join(ROOT, 'public', rel);
    let size = await toWebp(svg, out, 80);
    if (size > 40_000) size = await toWebp(svg, out, 68);
    total += size;
  }
  return total;
}

async function dirSize(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0,
    bytes = 0;
  for (const name of await readdir(dir)) {
    const st = await stat(path.join(dir, name));
    if (st.isFile()) {
      files++;
      bytes += st.size;
    }
  }
  return { files, bytes };
}

async function main() {
  // Usage: render-images.ts [slug ...] [--assets-only | --materials]
  //   --materials: only the About page's material studies.
  //   with slugs: only those products' shots; --assets-only: heroes, icons, OG, map, placeholder.
  const args = process.argv.slice(2);
  const assetsOnly = args.includes('--assets-only');
  const only = args.filter((a) => !a.startsWith('--'));
  const materialsOnly = args.includes('--materials');
  const products = assetsOnly || materialsOnly ? [] : only.length ? seedProducts.filter((p) => only.includes(p.slug)) : seedProducts;

  // product shots, a few at a time
  const queue = [...products];
  const workers = Array.from({ length: 4 }, async () => {
    for (let p = queue.shift(); p; p = queue.shift()) await renderProduct(p);
  });
  await Promise.all(workers);

  if (!only.length && !materialsOnly) {
    for (const slug of ['fiorita', 'calyx', 'old-money', 'virenza']) {
      const p = seedProducts.find((q) => q.slug === slug);
      if (!p) continue;
      const look = lookFor(p);
      await toWebp(heroScene(look, 1600, 1000, 1160, 850, 540, { x: 1160, y: 540, r: 560 }), path.join(ROOT, 'public/hero', `${slug}.webp`), 86);
      await toWebp(heroScene(look, 800, 1000, 400, 900, 460, { x: 400, y: 660, r: 420 }), path.join(ROOT, 'public/hero', `${slug}-portrait.webp`), 86);
    }
    await sharp(Buffer.from(ogSvg())).jpeg({ quality: 84, mozjpeg: true }).toFile(path.join(ROOT, 'public/og-default.jpg'));
    await mkdir(path.join(ROOT, 'app'), { recursive: true });
    await sharp(Buffer.from(iconSvg(512))).png({ compressionLevel: 9, palette: true }).toFile(path.join(ROOT, 'app/icon.png'));
    await sharp(Buffer.from(iconSvg(180))).png({ compressionLevel: 9, palette: true }).toFile(path.join(ROOT, 'app/apple-icon.png'));
    await toWebp(placeholderSvg(), path.join(ROOT, 'public/placeholder-product.webp'), 72);
    await toWebp(mapSvg(), path.join(ROOT, 'public/studio-map.webp'), 78);
  }
  if (!only.length) {
    for (const [name, draw] of Object.entries(MATERIAL_STUDIES)) await toWebp(draw(), path.join(ROOT, 'public/about', `${name}.webp`), 74);
  }

  const prod = await dirSize(path.join(ROOT, 'public/products'));
  console.log(`public/products: ${prod.files} files, ${(prod.bytes / 1024).toFixed(0)} kB`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
