import { Link } from '@/components/ui/link';
import { ChevronRight, Heart, Package, Settings, UserRound } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

const LINKS = [
  { href: '/account', label: 'My Account', text: 'Profile, photo and delivery address', icon: UserRound },
  { href: '/orders', label: 'My Orders', text: 'Track, review or cancel your orders', icon: Package },
  { href: '/wishlist', label: 'Wishlist', text: 'The fragrances you saved', icon: Heart },
  { href: '/settings', label: 'Settings', text: 'Password, email and account', icon: Settings },
] as const;

/** The account's own navigation, shared by /account and /settings; the current page is marked. */
export function AccountQuickLinks({ current, className }: { current: '/account' | '/settings'; className?: string }) {
  return (
    <nav aria-label="Your account" className={className}>
      <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card shadow-xs">
        {LINKS.map(({ href, label, text, icon: Icon }) => {
          const isCurrent = href === current;
          return (
            <li key={href}>
              <Link
                href={href}
                prefetch={false}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'group flex items-center gap-4 px-4 py-3.5 transition-colors outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                  isCurrent ? 'bg-cream' : 'hover:bg-cream/60',
                )}
              >
                <span
                  className={cn(
                    'flex size-10 shrink-0 items-center justify-center rounded-full',
                    isCurrent ? 'bg-ink text-gold' : 'bg-cream text-gold-deep',
                  )}
                >
                  <Icon aria-hidden className="size-5" strokeWidth={1.5} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{label}</span>
                  <span className="block text-sm text-muted-foreground">{text}</span>
                </span>
                <ChevronRight
                  aria-hidden
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
