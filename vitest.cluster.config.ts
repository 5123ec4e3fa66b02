import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The tests of a running cluster (scripts/cluster.sh start; npm run test:cluster). Apart from
 * vitest.config.ts: they need the cluster's URLs and AUTH_SECRET, not a test database per file.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Next resolves 'server-only' to an empty module on the server (its react-server
      // condition); vitest has no such condition, so it gets the empty module directly.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // One file at a time: the cluster is shared, and the stampede must not compete with polling.
    fileParallelism: false,
  },
});
