/*
 * Ports of the end-to-end run. Each Playwright worker has a server of its own (scripts/e2e-server.sh,
 * a fresh embedded database), and the stand-ins that server talks to (the Resend inbox, the OpenID
 * provider): worker n (TEST_PARALLEL_INDEX, which a restarted worker keeps) uses the base ports
 * plus n × WORKER_PORT_STEP. So no two workers share a database, a page cache, a rate limit or an
 * inbox, and a spec never waits for another's. Read in the runner (which starts the servers, one
 * per worker) and in each worker (where TEST_PARALLEL_INDEX is set).
 *
 *   E2E_PORT     the first worker's server (default 3200; launch.spec.ts starts an empty shop on +3)
 *   E2E_RESEND_PORT, E2E_OIDC_PORT  the first worker's inbox (3212) and OpenID provider (3211)
 *   E2E_WORKERS  how many workers, hence servers (default 2)
 */
const WORKER_PORT_STEP = 20;

export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const base = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The ports of worker `slot`; by default this process's worker (0 in the runner). */
export function e2ePorts(slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0)) {
  const offset = WORKER_PORT_STEP * slot;
  return {
    server: base('E2E_PORT', 3200) + offset,
    resend: base('E2E_RESEND_PORT', 3212) + offset,
    oidc: base('E2E_OIDC_PORT', 3211) + offset,
  };
}
