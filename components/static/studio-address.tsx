import { studioAddressLines } from '@/lib/store';

/** The studio's postal address, one line per row, as an <address>. */
export function StudioAddress() {
  return (
    <address className="not-italic">
      {studioAddressLines().map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
