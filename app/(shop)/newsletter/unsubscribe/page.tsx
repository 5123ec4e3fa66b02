import type { Metadata } from 'next';
import { NewsletterLinkView } from '@/components/newsletter/newsletter-link-view';

export const metadata: Metadata = { title: 'Unsubscribe' };

export default async function NewsletterUnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return <NewsletterLinkView action="unsubscribe" token={typeof token === 'string' ? token : ''} />;
}
