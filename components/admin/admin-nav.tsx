'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils/cn';
import { adminNav, isAdminNavCurrent } from './nav-items';

/** Sidebar on wide screens; on phones a bar that expands into the same list. */
export function AdminNav() {
  const pathname = usePathname() ?? '/admin';
  const listId = useId();
  const [open, setOpen] = useState(false);

  // The list closes on navigation.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  const current = adminNav.find((item) => isAdminNavCurrent(pathname, item));

  return (
    <nav aria-label="Back office" className="border-b border-border bg-card md:w-60 md:shrink-0 md:border-r md:border-b-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex h-12 w-full items-center justify-between gap-3 px-4 text-sm font-medium md:hidden"
      >
        <span>
          Menu
          {current ? <span className="text-muted-foreground"> · {current.label}</span> : null}
        </span>
        <ChevronDown aria-hidden className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={listId} className={cn('space-y-1 px-3 pb-3 md:sticky md:top-0 md:pt-6', open ? 'block' : 'hidden md:block')}>
        {adminNav.map((item) => {
          const active = isAdminNavCurrent(pathname, item);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
                  active ? 'bg-ink text-ivory' : 'text-foreground hover:bg-cream',
                )}
              >
                <Icon aria-hidden className={cn('h-4 w-4', active ? 'text-gold' : 'text-muted-foreground')} />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
