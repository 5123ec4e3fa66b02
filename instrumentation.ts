export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Before the first request: the socket's address for rate limits, 405 for TRACE (lib/http/server-hooks.ts).
  (await import('./lib/http/server-hooks')).installServerHooks();
  const { missingDeploymentSettings } = await import('./lib/deployment');
  // A deployment without its required settings serves the 503 page (next.config.ts); nothing to start.
  if (missingDeploymentSettings().length) return;
  const { startDatabase } = await import('./lib/db/startup');
  await startDatabase();
  // Work an instance that died left due (a half-sent email, a refund) is swept as this one
  // starts; not awaited, so start-up never waits on it (lib/jobs/trigger.ts). It never migrates.
  void import('./lib/jobs/trigger').then((m) => m.sweepAtStart()).catch((e: unknown) => console.error('[store] start-up sweep', e));
  // The cache handlers read and record invalidations across instances (lib/cache-handler-tags.mjs).
  (await import('./lib/cache')).installCrossInstanceRefresh();
}
