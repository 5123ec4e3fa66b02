// Fills a database with N extra synthetic products (default 10,000) for the search budget.
// Usage: DATA_DIR=/tmp/bench-10k npx tsx --conditions=react-server bench/seed-10k.ts [count]
import { sql } from 'drizzle-orm';
import { buildSearchText } from '../lib/catalog/search-text';
import { closeDb, getDbHandle } from '../lib/db/client';
import { prepareDatabase } from '../lib/db/migrate';
import { products } from '../lib/db/schema';

const count = Number(process.argv[2] ?? 10_000);
const adjectives = ['Velvet', 'Amber', 'Midnight', 'Golden', 'Saffron', 'Silken', 'Monsoon', 'Royal', 'Smoked', 'Ivory', 'Wild', 'Crimson', 'Secret', 'Desert', 'Moonlit', 'Coastal'];
const nouns = ['Oud', 'Rose', 'Jasmine', 'Vetiver', 'Iris', 'Sandalwood', 'Musk', 'Neroli', 'Tuberose', 'Cedar', 'Vanilla', 'Bergamot', 'Patchouli', 'Mogra', 'Leather', 'Tea'];
const notes = ['rose', 'oud', 'saffron', 'amber', 'vanilla', 'bergamot', 'jasmine', 'vetiver', 'musk', 'cedar', 'cardamom', 'pink pepper', 'iris', 'tonka', 'incense'];
const tags = ['floral', 'woody', 'oriental', 'fresh', 'citrus', 'gourmand', 'office', 'evening', 'summer', 'gift', 'long-lasting'];
const categories = ['Male', 'Female', 'Unisex', 'Others'] as const;
const concentrations = ['Eau de Parfum', 'Extrait de Parfum', 'Eau de Toilette', 'Attar'];

let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

const handle = await getDbHandle();
await prepareDatabase(handle, { seed: true });
const started = Date.now();
for (let offset = 0; offset < count; offset += 1000) {
  const rows = Array.from({ length: Math.min(1000, count - offset) }, (_, i) => {
    const n = offset + i;
    const name = `${pick(adjectives)} ${pick(nouns)} ${n}`;
    const category = pick(categories);
    const description = [`A ${pick(tags)} composition of ${pick(notes)} and ${pick(notes)}.`, `Dries down to ${pick(notes)} and ${pick(notes)}.`];
    const t = [pick(tags), pick(tags)];
    const top = [pick(notes)], heart = [pick(notes)], base = [pick(notes)];
    const price = 1200 + Math.floor(rand() * 38) * 100;
    return {
      slug: `bench-${n}`,
      name,
      brand: 'Bench House',
      category,
      description,
      tags: t,
      images: ['/placeholder-product.webp'],
      pricePaise: price * 100,
      mrpPaise: price * 100,
      stock: Math.floor(rand() * 100),
      concentration: pick(concentrations),
      volumeMl: 50,
      notesTop: top,
      notesHeart: heart,
      notesBase: base,
      manufacturer: 'Bench House, Bengaluru',
      averageRating: Math.round(rand() * 500) / 100,
      numReviews: Math.floor(rand() * 50),
      searchText: buildSearchText({ name, brand: 'Bench House', category, description, tags: t, notesTop: top, notesHeart: heart, notesBase: base }),
      createdAt: new Date(Date.now() - Math.floor(rand() * 400) * 86_400_000),
    };
  });
  await handle.db.insert(products).values(rows).onConflictDoNothing();
}
await handle.db.execute(sql`ANALYZE products`);
const [{ n }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(products) as [{ n: number }];
console.log(`bench seed: ${n} products in ${Date.now() - started} ms`);
await closeDb();
