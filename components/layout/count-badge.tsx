import { badgeText } from './nav-links';

export function CountBadge({ count, label }: { count: number; label: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span
      className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1 text-[11px] leading-none font-semibold text-ink"
      aria-label={`${text} ${label}`}
    >
      {text}
    </span>
  );
}
