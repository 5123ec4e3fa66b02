export interface SearchableProduct {
  name: string;
  brand: string;
  category: string;
  description: string[];
  tags: string[];
  notesTop?: string[];
  notesHeart?: string[];
  notesBase?: string[];
}

/**
 * What the catalogue search matches: name, description, category and tags, plus
 * brand and notes, which perfume shoppers search by. Lower-cased once here so a single
 * trigram index answers case-insensitive substring queries.
 */
export function buildSearchText(p: SearchableProduct): string {
  return [
    p.name,
    p.brand,
    p.category,
    ...p.description,
    ...p.tags,
    ...(p.notesTop ?? []),
    ...(p.notesHeart ?? []),
    ...(p.notesBase ?? []),
  ]
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
