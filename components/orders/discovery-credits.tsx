import type { CreditView } from '@/lib/discovery/credits';
import { formatInr } from '@/lib/money';
import { formatIstDate } from '@/lib/india-time';
import { wordList } from '@/lib/text/list';
import { CREDIT_MIN_VOLUME_ML } from '@/lib/discovery/credit';

const STATE_TEXT = { available: 'Ready to use', redeemed: 'Used', expired: 'Expired', withdrawn: 'Withdrawn' } as const;

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
                ? `Enter this code at checkout with a full bottle (${CREDIT_MIN_VOLUME_ML} ml or more) of ${wordList(c.productNames, 'or')} in your bag. It works once, on your account only, until ${formatIstDate(c.expiresAt, 'long')}.`
                : c.state === 'expired'
                  ? `It could be used until ${formatIstDate(c.expiresAt, 'long')}.`
                  : c.state === 'withdrawn'
                    ? 'It no longer applies: a credit is withdrawn when its set is refunded.'
                    : `Spent on a full bottle of ${wordList(c.productNames, 'or')}.`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
