import type { BrandFact } from '@/lib/brand-facts';
import { cn } from '@/lib/utils/cn';

/**
 * The house's figures (lib/brand-facts.ts), shared by the home page and About. Plain server
 * markup: the figures are facts, not a show, so they do not count up.
 */
export function BrandFacts({ facts, tone = 'dark', className }: { facts: BrandFact[]; tone?: 'dark' | 'light'; className?: string }) {
  return (
    <dl className={cn('grid gap-x-8 gap-y-8 sm:grid-cols-3', className)}>
      {facts.map((fact) => (
        <div key={fact.id} data-fact={fact.id} className="flex flex-col-reverse justify-end gap-2">
          <dt className={cn('max-w-[14rem] text-sm leading-6', tone === 'dark' ? 'text-ivory/80' : 'text-muted-foreground')}>
            {fact.label}
          </dt>
          <dd className={cn('font-display text-5xl leading-none font-medium tabular-nums sm:text-6xl', tone === 'dark' ? 'text-gold' : 'text-foreground')}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
