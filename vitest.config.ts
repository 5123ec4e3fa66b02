import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
    environment: 'node',
    // Sessions and tokens are signed with this; a deployment sets its own (README).
    env: { AUTH_SECRET: 'test-only-auth-secret-0123456789abcdef0123456789' },
    testTimeout: 20_000,
    // next-auth imports 'next/server' without an extension, which Node's ESM loader refuses;
    // inlined, Vite resolves it (the Auth.js route handlers are tested directly).
    server: { deps: { inline: ['next-auth'] } },
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/in-process-webhooks.ts'],
          // PGlite is single-threaded and each file opens its own copy: two workers fit 2 cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
