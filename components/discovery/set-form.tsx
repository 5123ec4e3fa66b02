'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { setChoiceRefusal } from '@/lib/discovery/choice';

/**
 * The /discovery form's island: the sprays are the server's checkboxes (children); this counts the
 * choices, refuses a wrong count with the server's words before asking, and puts the set in the
 * bag through the cart API (loaded on submit), then opens the bag.
 */
export function DiscoverySetForm({ setSize, priceText, children }: { setSize: number; priceText: string; children: React.ReactNode }) {
  const router = useRouter();
  const [chosen, setChosen] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ids = new FormData(event.currentTarget).getAll('variantId').map(String);
    const refusal = setChoiceRefusal(setSize, ids);
    if (refusal) return setError(refusal);
    setBusy(true);
    setError(null);
    try {
      const { cartApi } = await import('@/lib/client/cart-api');
      await cartApi.addSet(setSize, ids);
      router.push('/cart');
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'The set could not be added. Please try again.');
      setBusy(false);
    }
  }

  return (
    <form
      className="mt-8"
      onSubmit={submit}
      onChange={(e) => {
        setChosen(new FormData(e.currentTarget).getAll('variantId').length);
        setError(null);
      }}
    >
      <fieldset aria-describedby="discovery-count">
        <legend className="font-display text-2xl sm:text-3xl">Choose {setSize} travel sprays</legend>
        <p id="discovery-count" className="mt-1 text-sm text-muted-foreground" aria-live="polite">
          {chosen} of {setSize} chosen
        </p>
        <div className="mt-5 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
      </fieldset>
      {error ? (
        <p role="alert" className="mt-4 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="sticky bottom-0 mt-6 flex flex-wrap items-center gap-3 bg-background/95 py-3">
        <button type="submit" disabled={busy} className={buttonVariants({ size: 'lg' })}>
          {busy ? 'Adding…' : `Add set of ${setSize} to bag · ${priceText}`}
        </button>
      </div>
    </form>
  );
}
