import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isCachedPageName, type CachedPageName } from '@/lib/cached-pages';
import * as about from './about';
import * as home from './home';
import * as products from './products';

/*
 * The home page, About and the unfiltered listing, kept in the page cache (lib/cached-pages.ts
 * says why and how they are reached). None is rendered by the build; each is rendered on its
 * first visit and kept until a tag it read is revalidated or `revalidate` passes.
 */

const PAGES: Record<CachedPageName, { generateMetadata: () => Promise<Metadata>; default: () => Promise<React.ReactNode> }> = {
  home,
  about,
  products,
};

// The shortest life of the reads on these pages (offers, the live count): time-dependent parts
// (an offer ending, a perfume ceasing to be new, the years) follow within five minutes.
export const revalidate = 300;

export function generateStaticParams(): { page: string }[] {
  return [];
}

type Params = Promise<{ page: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { page } = await params;
  return isCachedPageName(page) ? PAGES[page].generateMetadata() : {};
}

export default async function CachedPage({ params }: { params: Params }) {
  const { page } = await params;
  if (!isCachedPageName(page)) notFound();
  const Page = PAGES[page].default;
  return <Page />;
}
