import { Link } from '@/components/ui/link';
import { ExternalLink } from 'lucide-react';
import { getStoreDetails } from '@/lib/store-details/settings';
import { AdminAccountMenu } from './admin-account-menu';
import { AdminNav } from './admin-nav';

/** The back office frame: its own header and navigation, none of the shop's chrome. */
export async function AdminShell({ children }: { children: React.ReactNode }) {
  const store = await getStoreDetails();
  return (
    <div className="flex min-h-dvh flex-col bg-ivory">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ivory px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="on-dark bg-ink text-ivory">
        <div className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6">
          {/* On a phone the label goes under the name: side by side they left the name no room. */}
          <Link href="/admin" className="flex min-w-0 flex-col gap-1 rounded-sm sm:flex-row sm:items-baseline sm:gap-3">
            <span className="font-display text-xl leading-none tracking-wide whitespace-nowrap sm:text-2xl">{store.name}</span>
            <span className="eyebrow leading-none whitespace-nowrap text-gold">Back office</span>
          </Link>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            {/* Icon only on phones, where the account menu needs the room. */}
            <Link
              href="/"
              className="inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-md px-3 text-sm text-ivory/90 transition-colors hover:bg-ivory/10 hover:text-ivory"
            >
              <span className="sr-only sm:not-sr-only">View store</span>
              <ExternalLink aria-hidden className="h-4 w-4" />
            </Link>
            <AdminAccountMenu />
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <AdminNav />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-8 outline-none sm:px-6 lg:px-10 lg:py-10">
          {children}
        </main>
      </div>
    </div>
  );
}
