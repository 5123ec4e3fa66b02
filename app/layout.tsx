import type { Metadata, Viewport } from 'next';
import { SessionProvider } from '@/components/auth/session-provider';
import { Toaster } from '@/components/ui/sonner';
import { DEFAULT_SHARE_IMAGE, siteUrl } from '@/lib/seo';
import { store } from '@/lib/store';
import { body, display, displayItalic } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${store.name} — Luxury Perfumes in India`, template: `%s | ${store.name}` },
  description:
    'Luxury perfumes crafted in India: eau de parfum, extraits and attars for men and women. Free shipping across India, authentic fragrances, secure prepaid checkout.',
  applicationName: store.name,
  openGraph: { type: 'website', siteName: store.name, locale: 'en_IN', images: [DEFAULT_SHARE_IMAGE] },
  twitter: { card: 'summary_large_image', images: [DEFAULT_SHARE_IMAGE] },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#12100e',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN" className={`${display.variable} ${displayItalic.variable} ${body.variable}`}>
      <body>
        <SessionProvider>{children}</SessionProvider>
        <Toaster />
      </body>
    </html>
  );
}
