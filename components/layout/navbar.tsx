'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ChevronDown, Heart, Menu, ShoppingBag, User } from 'lucide-react';
import { useAuth, useSessionHint } from '@/components/auth/session';
import { cn } from '@/lib/utils/cn';
import { CountBadge } from './count-badge';
import { useNavCounts } from './nav-counts';
import { isCurrent, primaryNav } from './nav-links';

const SHOP_PANEL_ID = 'shop-menu';

// The signed-in parts (Radix's menu, the avatar) load only once someone is signed in: guests,
// most page views, never download them. Never rendered on the server (no user there).
const UserMenu = lazy(() => import('@/components/auth/user-menu').then((m) => ({ default: m.UserMenu })));
// The phone menu (a native <dialog>) loads when it is first wanted: a pointer or focus on its
// button starts the download, the press opens it.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const loadShopPanel = () => import('./shop-panel');
const ShopPanel = lazy(() => loadShopPanel().then((m) => ({ default: m.ShopPanel })));

function AvatarPlaceholder({ pulse }: { pulse?: boolean }) {
  return (
    <span className="inline-flex h-11 w-11 items-center justify-center">
      <span className={cn('size-9 rounded-full bg-ivory/20', pulse && 'motion-safe:animate-pulse')} />
    </span>
  );
}

/** Transparent at the top of the page, near-opaque black once scrolled past 50 px. */
const SCROLL_THRESHOLD = 50;

export function Navbar({ storeName }: { storeName: string }) {
  const pathname = usePathname() ?? '/';
  const counts = useNavCounts();
  const { status, user } = useAuth();
  // Only a browser holding the session hint can be signed in: guests never see the placeholder,
  // and the server-rendered bar (which cannot know) shows the guest icon.
  const hinted = useSessionHint();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const [shop, setShop] = useState<'idle' | 'wanted' | 'open'>('idle');
  const wantShop = () => {
    void loadShopPanel();
    setShop((current) => (current === 'idle' ? 'wanted' : current));
  };

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Menus close on navigation.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  // No display class here: callers choose it (cn does not resolve conflicting utilities).
  const iconLink = 'relative h-11 w-11 items-center justify-center rounded-full text-ivory transition-colors hover:bg-ivory/10';

  return (
    <header
      className={cn(
        'on-dark fixed inset-x-0 top-0 z-40 transition-colors duration-300',
        scrolled ? 'bg-ink/95 shadow-lg backdrop-blur' : 'bg-transparent',
      )}
    >
      <nav aria-label="Main" className="container-page flex h-16 items-center justify-between gap-4 sm:h-20">
        <Link href="/" className="font-display text-2xl tracking-wide text-ivory sm:text-[1.7rem]">
          {storeName}
        </Link>
        <ul className="hidden items-center gap-8 md:flex">
          <li>
            {/* A native popover (components/layout/shop-panel.tsx), loaded as a pointer or the
                focus nears the button: in every page it would weigh on the JavaScript and on the
                HTML shell (a larger shell makes React stream the page's main content after it). */}
            <button
              type="button"
              popoverTarget={SHOP_PANEL_ID}
              onPointerEnter={wantShop}
              onFocus={wantShop}
              onClick={(e) => {
                // Pressed before the panel arrived: it opens itself once it does. The press's own
                // toggle is cancelled: the panel may mount during this event (its code was already
                // loaded), open itself, and be toggled shut again by the button (a keyboard race the
                // navigation journey caught).
                if (!document.getElementById(SHOP_PANEL_ID)) {
                  e.preventDefault();
                  setShop('open');
                }
              }}
              className={cn(
                'flex items-center gap-1 text-sm tracking-wide uppercase transition-colors',
                isCurrent(pathname, '/products') || pathname === '/offers' ? 'text-gold' : 'text-ivory/85 hover:text-ivory',
              )}
            >
              Shop
              <ChevronDown aria-hidden className="size-3.5" />
            </button>
            {shop !== 'idle' ? (
              <Suspense fallback={null}>
                <ShopPanel id={SHOP_PANEL_ID} openOnMount={shop === 'open'} />
              </Suspense>
            ) : null}
          </li>
          {primaryNav
            .filter((link) => link.href !== '/products')
            .map((link) => {
              const current = isCurrent(pathname, link.href);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className={cn('text-sm tracking-wide uppercase transition-colors', current ? 'text-gold' : 'text-ivory/85 hover:text-ivory')}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
        </ul>
        <div className="flex items-center gap-1">
          <Link href="/wishlist" prefetch={false} className={cn(iconLink, 'inline-flex')} aria-label="Wishlist">
            <Heart aria-hidden className="h-5 w-5" />
            <CountBadge count={counts.wishlist} label="items in wishlist" />
          </Link>
          <Link href="/cart" prefetch={false} className={cn(iconLink, 'inline-flex')} aria-label="Cart">
            <ShoppingBag aria-hidden className="h-5 w-5" />
            <CountBadge count={counts.cart} label="items in cart" />
          </Link>
          {user ? (
            <div className="hidden md:block">
              <Suspense fallback={<AvatarPlaceholder />}>
                <UserMenu user={user} />
              </Suspense>
            </div>
          ) : status === 'loading' && hinted ? (
            <span className="hidden md:block" role="status">
              <AvatarPlaceholder pulse />
              <span className="sr-only">Loading account</span>
            </span>
          ) : (
            <Link href="/login" prefetch={false} className={cn(iconLink, 'hidden md:inline-flex')} aria-label="Sign in">
              <User aria-hidden className="h-5 w-5" />
            </Link>
          )}
          <button
            type="button"
            className={cn(iconLink, 'inline-flex md:hidden')}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden className="h-6 w-6" />
          </button>
          {menuWanted ? (
            <Suspense fallback={null}>
              <MobileMenu
                open={menuOpen}
                onOpenChange={setMenuOpen}
                storeName={storeName}
                pathname={pathname}
                user={user}
                onSignOut={() => setMenuOpen(false)}
              />
            </Suspense>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
