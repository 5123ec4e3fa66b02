import { addressLines, type AddressForDisplay } from '@/lib/addresses/lines';
import { cn } from '@/lib/utils/cn';

/**
 * A postal address as an <address>, one line a block, the name in medium weight: the one way the
 * order screens, the confirmation, the packing slip, the invoice and the back office show one.
 */
export function PostalAddress({
  address,
  className,
  name = true,
  phone = true,
}: {
  address: AddressForDisplay;
  className?: string;
  name?: boolean;
  phone?: boolean;
}) {
  const named = name && Boolean(address.fullName?.trim());
  const lines = addressLines(address, { name, phone });
  return (
    <address className={cn('leading-relaxed not-italic', className)}>
      {lines.map((line, i) => (
        // Lines can repeat (a landmark equal to the street); their place is their identity.
        <span key={i} className={cn('block', named && i === 0 && 'font-medium')}>
          {line}
        </span>
      ))}
    </address>
  );
}
