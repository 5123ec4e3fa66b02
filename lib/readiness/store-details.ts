import type { StoreDetails } from '../store';
import { storeDetailsReadiness } from '../store-details/readiness';
import type { CheckResult } from './checks';

/**
 * The launch checklist's `store-details` item: the details still naming the demo company block a
 * production launch (invoices would carry its GSTIN); elsewhere (the local demo shop, a preview)
 * they are expected, so the same finding is only a warning there.
 */
export function storeDetailsCheck(details: StoreDetails, production: boolean): CheckResult {
  const found = storeDetailsReadiness(details);
  return found.status === 'fail' && !production ? { ...found, status: 'warn' } : found;
}
