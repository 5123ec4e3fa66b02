import type { Metadata, Viewport } from 'next';
import { Toaster } from '@/components/ui/sonner';
import { defaultShareImage, siteUrl, titleWithStore } from '@/lib/seo';
import { getStoreDetails } from '@/lib/store-details/settings';
import { htmlAttributes } from './document';
import './globals.css';

/*
 * The store's name comes from its details (lib/store-details/settings.ts). `next build` renders
 * the static pages (policies, contact, sign-in) with the defaults, since the build has no
 * database; they carry the store-settings tag, so a save renders them again at once, and the
 * defaults' one-second life has the first visit after a deployment render them from the database.
 */

export async function generateMetadata(): Promise<Metadata> {
  const store = await getStoreDetails();
  const shareImage = defaultShareImage(store.name);
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${store.name} — Luxury Perfumes in India`, template: titleWithStore('%s', store.name) },
    description:
      'Luxury perfumes crafted in India: eau de parfum, extraits and attars for men and women. Free shipping across India, authentic fragrances, secure prepaid checkout.',
    applicationName: store.name,
    openGraph: { type: 'website', siteName: store.name, locale: 'en_IN', images: [shareImage] },
    twitter: { card: 'summary_large_image', images: [shareImage] },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#12100e',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html {...htmlAttributes}>
      <body>
        {children}
        <Toaster />
      </body>
    </html>
  );
}
