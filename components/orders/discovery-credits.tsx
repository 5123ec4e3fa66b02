import type { CreditView } from '@/lib/discovery/credits';
import { formatInr } from '@/lib/money';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

const STATE_TEXT = { available: 'Ready to use', redeemed: 'Used', expired: 'Expired' } as const;

function perfumeList(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** The shopper's discovery credits on /orders: each code, its value, where it applies and until when. Server-rendered. */
export function DiscoveryCredits({ credits }: { credits: readonly CreditView[] }) {
  if (!credits.length) return null;
  return (
    <section aria-labelledby="discovery-credits-heading" className="mb-10 rounded-md border border-border bg-card p-5">
      <h2 id="discovery-credits-heading" className="text-2xl">
        Your discovery credits
      </h2>
      <ul className="mt-4 space-y-4">
        {credits.map((c) => (
          <li key={c.code} className="text-sm">
            <p>
              <span className="font-mono text-base font-medium">{c.code}</span> · {formatInr(c.valuePaise)} · <span className="font-medium">{STATE_TEXT[c.state]}</span>
            </p>
            <p className="mt-1 text-muted-foreground">
              {c.state === 'available'
                ? `Enter this code at checkout with a full bottle (50 ml or more) of ${perfumeList(c.productNames)} in your bag. It works once, on your account only, until ${dateFormat.format(c.expiresAt)}.`
                : c.state === 'expired'
                  ? `It could be used until ${dateFormat.format(c.expiresAt)}.`
                  : `Spent on a full bottle of ${perfumeList(c.productNames)}.`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
