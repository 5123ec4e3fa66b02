import { store } from '../store';
import type { CheckResult } from './checks';

/*
 * MERGE NOTE (issue 26): a placeholder. Another change makes the store's details editable data
 * and provides `storeDetailsReadiness(details)`; at the merge, delete this file, import that
 * function in lib/readiness/index.ts and pass it the loaded details instead of `store`. Until
 * then the details are lib/store.ts's `store`, compared here with the shipped (demo) ones: the
 * check says "still the demo company" until that change lets an owner fill in their own.
 */

/** The shipped demo company, whose facts a real shop must replace (legal pages, invoices, the grievance officer). */
const SHIPPED: StoreDetailsFacts = store;

/** The facts compared: whatever shape the details take at the merge, these are in it. */
export interface StoreDetailsFacts {
  legalName: string;
  cin: string;
  gstin: string;
  phone: string;
  email: string;
  studio: { line1: string; postalCode: string };
  grievanceOfficer: { name: string; email: string };
}

type StoreDetails = StoreDetailsFacts;

/** Facts the law and the invoices quote: any one still the demo company's means the pages speak for someone else. */
const FACTS: { label: string; of: (d: StoreDetails) => string }[] = [
  { label: 'legal name', of: (d) => d.legalName },
  { label: 'CIN', of: (d) => d.cin },
  { label: 'GSTIN', of: (d) => d.gstin },
  { label: 'phone', of: (d) => d.phone },
  { label: 'care email', of: (d) => d.email },
  { label: 'address', of: (d) => `${d.studio.line1} ${d.studio.postalCode}` },
  { label: 'grievance officer', of: (d) => `${d.grievanceOfficer.name} ${d.grievanceOfficer.email}` },
];

export function storeDetailsReadiness(details: StoreDetails, production: boolean): CheckResult {
  const demo = FACTS.filter((f) => f.of(details) === f.of(SHIPPED)).map((f) => f.label);
  if (demo.length === 0) return { status: 'ok', message: 'The store’s details are your own.' };
  return {
    status: production ? 'fail' : 'warn',
    message: `The store’s details are still the demo company’s (${demo.join(', ')}): the legal pages, invoices and the grievance officer must name your business.`,
  };
}
