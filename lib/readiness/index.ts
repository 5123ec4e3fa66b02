import 'server-only';
import { createHash } from 'node:crypto';
import { countLiveProducts } from '../catalog/queries';
import type { Db } from '../db/client';
import { migrationReport } from '../db/migrate';
import { isProductionDeployment } from '../deployment';
import { env } from '../env';
import { cashfreeClient } from '../payments/cashfree-client';
import { cashfreeBaseUrl } from '../payments/config';
import { probeCashfreeKeys } from '../payments/probe';
import { paymentSetup } from '../payments/setup';
import { getStoreDetailsData } from '../store-details/settings';
import { readinessChecks, type CashfreeProbe, type ReadinessCheck } from './checks';
import { storeDetailsCheck } from './store-details';

/**
 * The launch checklist (GET /api/v1/admin/readiness, the dashboard): the pure checks of
 * checks.ts over this process's settings and what the database and Cashfree say.
 */
export async function launchReadiness(db: Db, source: Record<string, string | undefined> = process.env): Promise<ReadinessCheck[]> {
  const production = isProductionDeployment(source);
  const [migrations, liveProducts, cashfree, details] = await Promise.all([
    migrationReport(db).catch(() => null),
    countLiveProducts(db),
    probeConfiguredCashfree(source),
    getStoreDetailsData(),
  ]);
  return readinessChecks(source, { migrations, liveProducts, cashfree }, storeDetailsCheck(details, production));
}

async function probeConfiguredCashfree(source: Record<string, string | undefined>): Promise<CashfreeProbe | undefined> {
  const e = env();
  const setup = paymentSetup(e, source);
  if (setup.kind !== 'cashfree') return undefined;
  const client = cashfreeClient({
    baseUrl: e.CASHFREE_BASE_URL ?? cashfreeBaseUrl(setup.mode),
    clientId: e.CASHFREE_CLIENT_ID!,
    clientSecret: e.CASHFREE_CLIENT_SECRET!,
    apiVersion: e.CASHFREE_API_VERSION,
    fetch: (req) => fetch(req),
    // A dashboard visit must not wait on a slow gateway.
    timeoutMs: 3_000,
  });
  // The remembered answer belongs to these keys and this environment; the key itself is never kept.
  const cacheKey = createHash('sha256').update(`${setup.mode}\n${e.CASHFREE_BASE_URL ?? ''}\n${e.CASHFREE_CLIENT_ID}\n${e.CASHFREE_CLIENT_SECRET}`).digest('hex');
  return probeCashfreeKeys(client, cacheKey);
}
