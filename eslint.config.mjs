import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The layers (docs/architecture.md#the-layers): lib/http is the HTTP boundary and sits above the
 * domains, so no other lib file imports it; lib is free of Next.js, so no other lib file imports
 * next. The adapters below are the named exceptions, each for one reason.
 */
// Speak HTTP for something that is not an /api/v1 route: UploadThing's router, the local
// Cashfree stand-in's handler, the product write's multipart body.
const HTTP_ADAPTERS = ['lib/uploads/file-router.ts', 'lib/payments/local-gateway/**', 'lib/catalog/admin-request.ts'];
// Reach Next.js itself: after(), the page guards' headers() and redirect(), the cache ('use cache' tags and lives, revalidateTag).
const NEXT_ADAPTERS = ['lib/runtime/**', 'lib/auth/page-guards.ts', 'lib/cache.ts'];

const noHttpImport = {
  regex: '^(?:(?:\\.\\.?/)+|@/lib/)http(?:/|$)',
  message: 'lib/http is the HTTP boundary above the domains: take AppError from lib/errors.ts, or add the file to HTTP_ADAPTERS.',
};
const noNextImport = {
  regex: '^next(?:/|$)',
  message: 'lib is free of Next.js so it runs in tests and scripts: go through a named adapter (NEXT_ADAPTERS), e.g. lib/runtime/after-response.ts.',
};
const noNextDynamicImport = {
  selector: 'ImportExpression[source.value=/^next(\\/|$)/]',
  message: 'lib is free of Next.js so it runs in tests and scripts: go through a named adapter (NEXT_ADAPTERS), e.g. lib/cache.ts.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Test helpers named use… are vitest setup helpers, not React hooks.
  { files: ['tests/**'], rules: { 'react-hooks/rules-of-hooks': 'off', '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: ['lib/**'],
    ignores: ['lib/http/**', ...HTTP_ADAPTERS, ...NEXT_ADAPTERS],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noHttpImport, noNextImport] }],
      'no-restricted-syntax': ['error', noNextDynamicImport],
    },
  },
  {
    files: HTTP_ADAPTERS,
    rules: {
      'no-restricted-imports': ['error', { patterns: [noNextImport] }],
      'no-restricted-syntax': ['error', noNextDynamicImport],
    },
  },
  { files: NEXT_ADAPTERS, rules: { 'no-restricted-imports': ['error', { patterns: [noHttpImport] }] } },
  {
    files: ['app/**', 'components/**'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use { Link } from '@/components/ui/link': it prefetches on the visitor's intent, not on sight (docs/decisions.md)." }] },
      ],
    },
  },
  globalIgnores(['.next/**', '.next-*/**', 'bench/control/.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/results/**']),
]);
