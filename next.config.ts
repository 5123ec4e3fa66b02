import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import path from 'node:path';
import { missingDeploymentSettings } from './lib/deployment';
import { pagePolicy } from './lib/http/csp';
import { UPLOADS_CSP } from './lib/storage/upload-headers';

// UploadThing's own ingest hosts: a server pointed at another one gets it from proxy.ts.
const csp = pagePolicy({ development: process.env.NODE_ENV === 'development' });

const commonHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
];

const securityHeaders = [{ key: 'Content-Security-Policy', value: csp }, ...commonHeaders];
const uploadHeaders = [{ key: 'Content-Security-Policy', value: UPLOADS_CSP }, ...commonHeaders];

/*
 * A header set here replaces the one a route handler sends (Next keeps the first value), so the
 * page policy must not reach /uploads at all, or it would loosen the uploads route's own. Next
 * matches these sources case-insensitively, like the lookahead, so every path gets exactly one policy.
 */
const PAGES_SOURCE = '/:path((?!uploads(?:/|$)).*)';
const UPLOADS_SOURCE = '/uploads/:path*';

// Next applies every matching beforeFiles rewrite in turn, so the pages' rule leaves out the
// API's paths and the JSON route they were rewritten to.
export const UNCONFIGURED_REWRITES = {
  beforeFiles: [
    { source: '/api/:path*', destination: '/unconfigured/api' },
    { source: '/:path((?!api(?:/|$)|unconfigured/api$).*)', destination: '/unconfigured' },
  ],
  afterFiles: [],
  fallback: [],
};

// Package folders and Turbopack's links to externals (<distDir>/node_modules/<name>-<hash>).
const VERCEL_TRACE_EXCLUDES = [
  'node_modules/@electric-sql/pglite/**/*',
  '**/node_modules/@electric-sql/pglite-*',
  'node_modules/sharp/**/*',
  'node_modules/@img/**/*',
  '**/node_modules/sharp-*',
];

const nextConfig: NextConfig = {
  experimental: {
    // A cold instance loads the code of the route it is asked for, not every route in the
    // background while it answers its first request (which doubled that request on two cores).
    // Serverless instances work this way anyway.
    preloadEntriesOnStart: false,
    // app/global-not-found.tsx answers an address no route matches, so no page's payload carries
    // a not-found page with the chrome in it (the file explains).
    globalNotFound: true,
  },
  // NEXT_DIST_DIR gives a build its own folder (several worktrees' e2e runs on one machine).
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  // A CDN may serve a kept page stale while it fetches a fresh one, but not for a year (the
  // default): a day past its revalidate interval at most, then it waits for a new render.
  expireTime: 60 * 60 * 24,
  reactStrictMode: true,
  // Cache Components: pages are prerendered shells, shared reads are `'use cache'` functions
  // tagged for invalidate() (lib/cache.ts), per-visitor parts stream in behind <Suspense>.
  cacheComponents: true,
  // For bench/main-thread.mjs only, which names the store's functions through them:
  // `BROWSER_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-maps npx next build`. A deployment leaves it unset,
  // so the source is not published.
  ...(process.env.BROWSER_SOURCE_MAPS === '1' ? { productionBrowserSourceMaps: true } : {}),
  poweredByHeader: false,
  // Second builds in CI only (scripts/check-build-without-db.sh), after `npm run typecheck` ran:
  // skips the type check that doubles a build's time on two cores. A deployment leaves it unset.
  ...(process.env.NEXT_SKIP_TYPECHECK === '1' ? { typescript: { ignoreBuildErrors: true } } : {}),
  // @react-email/render loads react-dom/server, which the react-server condition of Server
  // Components and route handlers refuses; Node loads it as is (lib/email/templates.ts).
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', '@react-email/render'],
  outputFileTracingIncludes: { '/**': ['./db/migrations/**/*'] },
  // A Vercel build ships neither the embedded PGlite (20 MB: never opened there, the file system
  // being read-only and DATABASE_URL required; lib/db/client.ts also loads it with an import the
  // tracer does not follow, since these excludes do not reach instrumentation.ts's trace) nor
  // sharp (17 MB: the multipart photo paths refuse there before decoding, lib/storage/images.ts,
  // and Vercel optimises /_next/image itself). Measured with bench/vercel-functions.mjs (README,
  // "Functions on Vercel"); `next start` keeps both.
  ...(process.env.VERCEL ? { outputFileTracingExcludes: { '/**': VERCEL_TRACE_EXCLUDES } } : {}),
  images: {
    // WebP only: AVIF encoding is several times slower on a cold cache and the seed art is WebP already.
    formats: ['image/webp'],
    // Few widths: every width is one more srcset entry in the HTML and in the RSC payload of each image.
    deviceSizes: [390, 828, 1200, 1920],
    imageSizes: [128, 256],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    // Photos uploaded to UploadThing: v7 file URLs are https://<app id>.ufs.sh/f/<key>.
    remotePatterns: [{ protocol: 'https', hostname: '*.ufs.sh', pathname: '/f/**' }],
  },
  // Self-hosted (one or several `next start`): kept pages and 'use cache' entries in memory,
  // each lookup first reading other instances' invalidations and each invalidation recorded for
  // them (lib/page-cache-handler.mjs, lib/use-cache-handler.mjs, lib/cache-handler-tags.mjs).
  // Vercel's cache is shared and revalidated by tag across its regions already.
  ...(process.env.VERCEL
    ? {}
    : { cacheHandler: path.resolve('lib/page-cache-handler.mjs'), cacheHandlers: { default: path.resolve('lib/use-cache-handler.mjs') } }),
  async rewrites() {
    // A Vercel deployment's settings are fixed when it is built: one built without a database or
    // a secret answers every request with a 503 naming what to set (app/unconfigured), as JSON
    // on the API's paths.
    if (missingDeploymentSettings().length) return UNCONFIGURED_REWRITES;
    return { beforeFiles: [], afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      { source: PAGES_SOURCE, headers: securityHeaders },
      { source: UPLOADS_SOURCE, headers: uploadHeaders },
    ];
  },
};

/*
 * End-to-end tests only: the origin of the local UploadThing stand-in
 * (tests/support/uploadthing-standin.ts), read when `next start` loads this file. The image
 * optimiser takes its settings from there, not from the build, so the one build the tests make
 * serves the stand-in's journey too: the optimiser may fetch the stand-in's files although they are
 * on a loopback address (Next 16 refuses private and loopback addresses unless told). Never read
 * for a build (nor by `next dev`): no build, a Vercel one included, whose optimiser takes its
 * settings from the build, can carry it. A deployment never sets it.
 */
function withUploadThingStandIn(config: NextConfig, standIn: string): NextConfig {
  return {
    ...config,
    images: { ...config.images, remotePatterns: [...(config.images?.remotePatterns ?? []), new URL(`${standIn}/f/**`)], dangerouslyAllowLocalIP: true },
  };
}

export default function config(phase: string): NextConfig {
  const standIn = phase === PHASE_PRODUCTION_SERVER ? process.env.E2E_UPLOADTHING_STANDIN?.trim().replace(/\/+$/, '') : '';
  return standIn ? withUploadThingStandIn(nextConfig, standIn) : nextConfig;
}
