export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Before the first request: the socket's address for rate limits, 405 for TRACE (lib/http/server-hooks.ts).
  (await import('./lib/http/server-hooks')).installServerHooks();
  const { missingDeploymentSettings } = await import('./lib/deployment');
  // A deployment without its required settings serves the 503 page (next.config.ts); nothing to start.
  if (missingDeploymentSettings().length) return;
  const { startDatabase } = await import('./lib/db/startup');
  await startDatabase();
  // Cached pages consult other instances' invalidations first (lib/next-cache-handler.mjs).
  (await import('./lib/cache')).installCrossInstanceRefresh();
}
