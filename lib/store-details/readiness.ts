/*
 * Whether the store still shows the demo shop's identity (lib/store.ts, DEFAULT_STORE_DETAILS):
 * for the launch readiness check. Pure, so the check and its tests need no database.
 */
import { DEFAULT_STORE_DETAILS, type StoreDetails } from '../store';
import { wordList } from '../text/list';

export interface StoreDetailsReadiness {
  status: 'ok' | 'warn' | 'fail';
  message: string;
}

type Check = { label: string; isDemo: (d: StoreDetails, demo: StoreDetails) => boolean };

/** Printed on every tax invoice: selling under the demo's would issue invoices in someone else's name. */
const BLOCKING: Check[] = [
  { label: 'GSTIN', isDemo: (d, demo) => d.gstin.toUpperCase() === demo.gstin },
  { label: 'legal name', isDemo: (d, demo) => d.legalName.trim().toLowerCase() === demo.legalName.toLowerCase() },
];

/** Shown on the site and owed to shoppers, but no invoice carries them. */
const WARNING: Check[] = [
  {
    label: 'grievance officer',
    isDemo: (d, demo) =>
      d.grievanceOfficer.name.trim().toLowerCase() === demo.grievanceOfficer.name.toLowerCase() ||
      d.grievanceOfficer.email.trim().toLowerCase() === demo.grievanceOfficer.email.toLowerCase(),
  },
  { label: 'CIN', isDemo: (d, demo) => d.cin !== '' && d.cin.toUpperCase() === demo.cin },
  { label: 'customer-care email', isDemo: (d, demo) => d.email.trim().toLowerCase() === demo.email },
];

/**
 * `fail` while the GSTIN or legal name is still the demo's, `warn` while the grievance officer,
 * CIN or care email is, naming each; `ok` otherwise.
 */
export function storeDetailsReadiness(details: StoreDetails, demo: StoreDetails = DEFAULT_STORE_DETAILS): StoreDetailsReadiness {
  const blocking = BLOCKING.filter((c) => c.isDemo(details, demo)).map((c) => c.label);
  const warning = WARNING.filter((c) => c.isDemo(details, demo)).map((c) => c.label);
  const fix = 'edit them under Store details at /admin/settings';
  if (blocking.length > 0) {
    const rest = warning.length > 0 ? ` The ${wordList(warning, 'and')} ${warning.length === 1 ? 'is' : 'are'} the demo's too.` : '';
    return {
      status: 'fail',
      message: `The store details still show the demo shop's ${wordList(blocking, 'and')}: ${fix} before taking orders.${rest}`,
    };
  }
  if (warning.length > 0) return { status: 'warn', message: `The store details still show the demo shop's ${wordList(warning, 'and')}: ${fix}.` };
  return { status: 'ok', message: 'The store details are your own.' };
}
