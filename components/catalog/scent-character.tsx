import { Link } from '@/components/ui/link';
import { familyLabel, LONGEVITY_STEPS, SCALE_MAX, scaleStep, SILLAGE_STEPS, type ScaleStep } from '@/lib/catalog/character';
import type { ProductDto } from '@/lib/catalog/dto';
import { familyBySlug, familyHref } from '@/lib/catalog/notes';

/** Five short bars, as many filled as the step; the words beside them say the same for every reader. */
function ScaleBars({ value }: { value: number }) {
  return (
    <span className="flex gap-1" role="img" aria-label={`${value} of ${SCALE_MAX}`}>
      {Array.from({ length: SCALE_MAX }, (_, i) => (
        <span key={i} className={`h-1.5 w-6 rounded-full ${i < value ? 'bg-gold-deep' : 'bg-border'}`} />
      ))}
    </span>
  );
}

function ScaleEntry({ label, value, steps }: { label: string; value: number | null; steps: readonly ScaleStep[] }) {
  const step = scaleStep(steps, value);
  if (!step || value == null) return null;
  return (
    <div>
      <dt className="eyebrow text-gold-deep">{label}</dt>
      <dd className="mt-1.5 space-y-1 text-sm">
        <ScaleBars value={value} />
        <span className="block">
          {step.name}
          <span className="text-muted-foreground">, {step.detail}</span>
        </span>
      </dd>
    </div>
  );
}

/** Whether the house has stated any of the perfume's character. */
export function hasCharacter(p: Pick<ProductDto, 'family' | 'longevity' | 'sillage'>): boolean {
  return familyLabel(p.family) != null || scaleStep(LONGEVITY_STEPS, p.longevity) != null || scaleStep(SILLAGE_STEPS, p.sillage) != null;
}

/** The family, longevity and sillage the house states, beside the notes; what it left unsaid is left out. */
export function ScentCharacter({ product, className }: { product: Pick<ProductDto, 'family' | 'longevity' | 'sillage'>; className?: string }) {
  if (!hasCharacter(product)) return null;
  const family = familyBySlug(product.family ?? '');
  return (
    <dl className={`grid gap-4 sm:grid-cols-3 ${className ?? ''}`}>
      {family ? (
        <div>
          <dt className="eyebrow text-gold-deep">Family</dt>
          <dd className="mt-1 text-sm">
            <Link href={familyHref(family.value)} className="underline underline-offset-4 hover:text-gold-deep">
              {family.label}
            </Link>
          </dd>
        </div>
      ) : null}
      <ScaleEntry label="Longevity" value={product.longevity} steps={LONGEVITY_STEPS} />
      <ScaleEntry label="Sillage" value={product.sillage} steps={SILLAGE_STEPS} />
    </dl>
  );
}
