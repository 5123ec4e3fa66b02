import { Suspense } from 'react';
import { getStoreDetails } from '@/lib/store-details/settings';
import { StoreProvider } from '@/components/store/store-provider';
import { clientStoreInfo } from '@/lib/store';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';

/** Navigation, main landmark and footer shared by every shopper-facing page. */
export async function SiteChrome({
  children,
  streamChildren = true,
}: {
  children: React.ReactNode;
  /** False for a page that must render whole before its first byte (app/(catalogue)/layout.tsx). */
  streamChildren?: boolean;
}) {
  const store = await getStoreDetails();
  return (
    // The store's details for the client islands that quote them (the checkout's delivery promise, care contacts).
    <StoreProvider store={clientStoreInfo(store)}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ivory px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Navbar storeName={store.name} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {/* A page that waits for the request (cookies, search parameters) streams in here, the navigation and footer already shown. */}
        {streamChildren ? <Suspense>{children}</Suspense> : children}
      </main>
      <Footer />
    </StoreProvider>
  );
}
