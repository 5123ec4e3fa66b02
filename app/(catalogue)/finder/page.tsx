import type { Metadata } from 'next';
import { ProductCard } from '@/components/catalog/product-card';
import { PageHero } from '@/components/layout/page-hero';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/components/ui/link';
import { pageClock } from '@/lib/cache';
import { cachedOnSale } from '@/lib/catalog/cached';
import {
  FINDER_QUESTIONS,
  describeAnswers,
  finderQueryString,
  parseFinderAnswers,
  rankForFinder,
  type FinderAnswers,
  type FinderKey,
} from '@/lib/catalog/finder';
import { pageMetadata } from '@/lib/seo';
import { getStoreDetails } from '@/lib/store-details/settings';

/*
 * The fragrance finder: one question a screen, each a plain GET form carrying the earlier answers,
 * so it needs no JavaScript of its own, works from the keyboard and a screen reader as any form
 * does, and its last answer lands on a results address that holds every answer (shareable, and
 * GET /api/v1/finder answers the same ranking). Rendered per request from the cached catalogue.
 */
export const instant = false;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const STEPS = FINDER_QUESTIONS.length;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const [store, query] = await Promise.all([getStoreDetails(), searchParams]);
  const meta = pageMetadata({
    title: 'Fragrance finder',
    description: `Five short questions, and ${store.name}’s perfumes that answer them, with why: the notes you love, the occasion, how strong, your budget.`,
    path: '/finder',
    siteName: store.name,
  });
  // Every combination of answers is an address; only the finder itself is for search engines.
  return Object.keys(query).length ? { ...meta, robots: { index: false, follow: true } } : meta;
}

const firstOf = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The answers a hand-edited address holds, leaving out (and naming) the first one that is not a choice. */
function readAnswers(query: Record<string, string | string[] | undefined>): { answers: FinderAnswers; error: { key: FinderKey; message: string } | null } {
  let rest = { ...query };
  let error: { key: FinderKey; message: string } | null = null;
  for (let i = 0; i <= STEPS; i++) {
    const parsed = parseFinderAnswers(rest);
    if (parsed.ok) return { answers: parsed.answers, error };
    error ??= { key: parsed.key, message: parsed.message };
    rest = { ...rest, [parsed.key]: undefined };
  }
  return { answers: { love: [], avoid: [] }, error };
}

export default async function FinderPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const { answers, error } = readAnswers(query);
  const askedStep = Number(firstOf(query.step));
  const answered = FINDER_QUESTIONS.some((q) => query[q.key] !== undefined) || query.done !== undefined;
  if (error) return <Question step={FINDER_QUESTIONS.findIndex((q) => q.key === error.key) + 1} answers={answers} error={error.message} />;
  if (Number.isInteger(askedStep) && askedStep >= 1 && askedStep <= STEPS) return <Question step={askedStep} answers={answers} />;
  if (!answered) return <Question step={1} answers={answers} />;
  return <Results answers={answers} />;
}

function Question({ step, answers, error }: { step: number; answers: FinderAnswers; error?: string }) {
  const q = FINDER_QUESTIONS[step - 1]!;
  const last = step === STEPS;
  const given = answers[q.key];
  const chosen = new Set(Array.isArray(given) ? given : given ? [given] : []);
  // The other questions' answers ride along, so the last step lands on an address holding them all.
  const carried = FINDER_QUESTIONS.flatMap((other) => {
    if (other.key === q.key) return [];
    const v = answers[other.key];
    const list = Array.isArray(v) ? v : v ? [v] : [];
    return list.length ? [{ name: other.key, value: list.join(',') }] : [];
  });
  const hintId = `finder-${q.key}-hint`;
  const errorId = `finder-${q.key}-error`;
  return (
    <>
      <PageHero variant="compact" eyebrow={`Fragrance finder · question ${step} of ${STEPS}`} title="Find your scent" />
      <div className="container-page pb-16">
        {/* Keyed by its question: moving between steps is a client navigation, and a reused input would keep its old checked state. */}
        <form key={q.key} method="get" action="/finder" className="mt-6 max-w-2xl">
          {carried.map((c) => (
            <input key={c.name} type="hidden" name={c.name} value={c.value} />
          ))}
          {last ? <input type="hidden" name="done" value="1" /> : <input type="hidden" name="step" value={step + 1} />}
          <fieldset aria-describedby={[('hint' in q ? hintId : ''), error ? errorId : ''].filter(Boolean).join(' ') || undefined}>
            <legend className="font-display text-2xl sm:text-3xl">{q.legend}</legend>
            {'hint' in q ? (
              <p id={hintId} className="mt-1 text-sm text-muted-foreground">
                {q.hint}
              </p>
            ) : null}
            {error ? (
              <p id={errorId} className="mt-2 text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
            {/* The notes' fourteen short names two a row even on a phone, so Next stays near. */}
            <div className={`mt-5 grid gap-2 ${q.multiple ? 'grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2'}`}>
              {q.choices.map((c) => (
                <label
                  key={c.value}
                  className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-border bg-card px-4 py-2 text-sm has-[:checked]:border-ink has-[:checked]:bg-cream has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input type={q.multiple ? 'checkbox' : 'radio'} name={q.key} value={c.value} defaultChecked={chosen.has(c.value)} className="size-4 accent-[var(--color-ink)]" />
                  {c.label}
                </label>
              ))}
              {q.multiple ? null : (
                <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-border bg-card px-4 py-2 text-sm has-[:checked]:border-ink has-[:checked]:bg-cream has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
                  <input type="radio" name={q.key} value="" defaultChecked={chosen.size === 0} className="size-4 accent-[var(--color-ink)]" />
                  No preference
                </label>
              )}
            </div>
          </fieldset>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonVariants({ size: 'lg' })}>
              {last ? 'See my matches' : 'Next'}
            </button>
            {step > 1 ? (
              <Link href={`/finder${finderQueryString(answers, { step: String(step - 1) })}`} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                Back
              </Link>
            ) : null}
          </div>
        </form>
      </div>
    </>
  );
}

async function Results({ answers }: { answers: FinderAnswers }) {
  const [products, now] = await Promise.all([cachedOnSale(), pageClock()]);
  const results = rankForFinder(products, answers);
  const summary = describeAnswers(answers);
  return (
    <>
      <PageHero variant="compact" eyebrow="Fragrance finder" title="Your matches" />
      <div className="container-page pb-16">
        {summary.length ? <p className="mt-3 text-muted-foreground">{summary.join(' · ')}</p> : null}
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <Link href={`/finder${finderQueryString(answers, { step: '1' })}`} className="underline underline-offset-4">
            Change your answers
          </Link>
          <Link href="/finder" className="underline underline-offset-4">
            Start again
          </Link>
        </p>
        <p className="mt-2 text-sm text-muted-foreground">This page’s address keeps your answers: share it, and it shows the same matches.</p>
        {results.length ? (
          <section aria-labelledby="finder-results" className="mt-8">
            <h2 id="finder-results" className="text-2xl">
              {results.length === 1 ? 'One perfume' : `${results.length} perfumes`}, the closest first
            </h2>
            <ol className="mt-6 grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-6 lg:grid-cols-3">
              {results.map((r, i) => (
                <li key={r.product.id} className="flex flex-col">
                  <ProductCard product={r.product} now={now} priority={i < 2} />
                  {r.reasons.length ? (
                    <ul className="mt-3 space-y-1 text-sm text-muted-foreground" aria-label={`Why ${r.product.name}`}>
                      {r.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        ) : (
          <p className="mt-8 max-w-xl">
            Nothing on sale matches all of that. Try fewer notes to avoid, another strength or a higher budget, or{' '}
            <Link href="/products" className="underline underline-offset-4">
              browse every perfume
            </Link>
            .
          </p>
        )}
      </div>
    </>
  );
}
