import type { Metadata } from 'next';
import { NewsletterLinkView } from '@/components/newsletter/newsletter-link-view';

export const metadata: Metadata = { title: 'Confirm Subscription' };

export default async function NewsletterConfirmPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return <NewsletterLinkView action="confirm" token={typeof token === 'string' ? token : ''} />;
}
