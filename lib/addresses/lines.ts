import { formatIndianMobile } from '../india';

/** Any postal address the store shows: a saved one, an order's snapshot (older ones carry zipCode). */
export interface AddressForDisplay {
  fullName?: string | null;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  postalCode?: string | null;
  zipCode?: string | null;
  country?: string | null;
  phone?: string | null;
}

/**
 * The lines of a postal address as every screen, slip and invoice prints it, Indian style: name,
 * street lines, "City, State PIN", country, then the phone. Empty parts are left out.
 */
export function addressLines(a: AddressForDisplay, options: { name?: boolean; country?: boolean; phone?: boolean } = {}): string[] {
  const { name = true, country = true, phone = true } = options;
  return [
    name ? a.fullName : null,
    a.addressLine1,
    a.addressLine2,
    `${a.city}, ${a.state} ${a.postalCode || a.zipCode || ''}`.trim(),
    country ? a.country || 'India' : null,
    phone && a.phone ? `Phone: ${formatIndianMobile(a.phone)}` : null,
  ].filter((line): line is string => Boolean(line && line.trim()));
}
