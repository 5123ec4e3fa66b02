'use client';

import { RefreshCw, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils/cn';

/** The labelled search box at the start of every list screen's filter bar. */
export function SearchField({
  id,
  label,
  value,
  onChange,
  maxLength,
  placeholder,
  withIcon = false,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder: string;
  /** The magnifier inside the box, on the screens whose filters sit in a plain panel rather than a form. */
  withIcon?: boolean;
  className?: string;
}) {
  const input = (
    <Input
      id={id}
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      maxLength={maxLength}
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={false}
      className={withIcon ? 'pl-9' : undefined}
    />
  );
  return (
    <div className={cn('flex min-w-0 flex-1 flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {withIcon ? (
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          {input}
        </div>
      ) : (
        input
      )}
    </div>
  );
}

/**
 * Reloads the list. aria-disabled rather than disabled while loading, so a keyboard user who
 * pressed it keeps focus on it.
 */
export function RefreshButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      aria-disabled={loading || undefined}
      onClick={() => {
        if (!loading) onClick();
      }}
    >
      <RefreshCw aria-hidden className={loading ? 'animate-spin' : undefined} />
      Refresh
    </Button>
  );
}
