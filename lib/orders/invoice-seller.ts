/*
 * The seller block of a tax invoice (CGST Rules, rule 46: name, address, GSTIN). It is copied onto
 * the order when the invoice is issued (`orders.invoice_seller`), so an invoice always shows the
 * seller it was issued by: a later change of the store details never rewrites it.
 */
import { INDIAN_STATES } from '../india';
import { studioAddressLines, type StoreDetails } from '../store';

export interface InvoiceSeller {
  legalName: string;
  tradeName: string;
  addressLines: string[];
  gstin: string;
  cin: string;
  stateName: string;
  /** The GSTIN's state code: it decides CGST + SGST or IGST. */
  stateCode: string;
  email: string;
  phone: string;
}

export function invoiceSellerOf(details: StoreDetails): InvoiceSeller {
  const stateCode = details.gstin.slice(0, 2);
  return {
    legalName: details.legalName,
    tradeName: details.name,
    addressLines: studioAddressLines(details),
    gstin: details.gstin,
    cin: details.cin,
    stateName: INDIAN_STATES.find((s) => s.code === stateCode)?.name ?? details.studio.state,
    stateCode,
    email: details.email,
    phone: details.phone,
  };
}
