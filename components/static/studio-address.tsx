import { studioAddressLines } from '@/lib/store';
import { getStoreDetails } from '@/lib/store-details/settings';

/** The studio's postal address, one line per row, as an <address>. */
export async function StudioAddress() {
  const store = await getStoreDetails();
  return (
    <address className="not-italic">
      {studioAddressLines(store).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
