import type { Metadata } from 'next';
import { NewsletterLinkView } from '@/components/newsletter/newsletter-link-view';

export const metadata: Metadata = { title: 'Stop Back-in-Stock Emails' };

/** Opened from a back-in-stock email: nothing changes until the button is pressed. */
export default async function StockAlertsUnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return <NewsletterLinkView action="stock-alerts-unsubscribe" token={typeof token === 'string' ? token : ''} />;
}
