import { Link } from '@/components/ui/link';
import type { Crumb } from '@/lib/catalog/json-ld';

/** The trail to a page, the page itself last and not a link; the same crumbs as its BreadcrumbList. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-3 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-2">
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <li key={c.path} aria-current="page" className="text-foreground">
              {c.name}
            </li>
          ) : (
            <li key={c.path} className="flex items-center gap-2">
              <Link href={c.path} className="underline-offset-4 hover:text-foreground hover:underline">
                {c.name}
              </Link>
              <span aria-hidden>/</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
