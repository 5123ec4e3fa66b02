import type { NextConfig } from 'next';
import path from 'node:path';
import { cachedPageRewrites } from './lib/cached-pages';
import { missingDeploymentSettings } from './lib/deployment';
import { UPLOADS_CSP } from './lib/storage/upload-headers';

/*
 * End-to-end tests only: the origin of the local UploadThing stand-in
 * (tests/support/uploadthing-standin.ts), read at build time. It lets the browser upload to it
 * and the image optimiser fetch from it, although it is on a loopback address. Never set it for
 * a real build.
 */
const uploadthingStandIn = process.env.E2E_UPLOADTHING_STANDIN?.trim().replace(/\/+$/, '') || null;

// Browsers PUT direct uploads to UploadThing's ingest servers (https://<region>.ingest.uploadthing.com).
const uploadthingIngest = ['https://*.ingest.uploadthing.com', ...(uploadthingStandIn ? [uploadthingStandIn] : [])].join(' ');

// Cashfree's browser SDK loads from sdk.cashfree.com and talks to its API hosts; UploadThing takes
// direct uploads; nothing else outside the store is allowed. Uploaded photos are shown through the
// image optimiser (/_next/image), so img-src needs no UploadThing host. Next's App Router streams
// inline scripts, hence 'unsafe-inline'.
const csp = [
  "default-src 'self'",
  // React's development build needs eval for its debugging aids; production never gets it.
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''} https://sdk.cashfree.com`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  // A claim's short video plays from the store (/uploads) or from UploadThing's file host.
  "media-src 'self' https://*.ufs.sh",
  `connect-src 'self' https://sdk.cashfree.com https://api.cashfree.com https://sandbox.cashfree.com ${uploadthingIngest}`,
  // cashfree-js's README lists these frame hosts (its checkout frames load from payments[-test]).
  "frame-src 'self' https://sdk.cashfree.com https://api.cashfree.com https://sandbox.cashfree.com https://payments.cashfree.com https://payments-test.cashfree.com",
  "form-action 'self' https://api.cashfree.com https://sandbox.cashfree.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

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
  },
  // The e2e build with the stand-in gets its own folder, so it never replaces the regular build in .next.
  // NEXT_DIST_DIR gives a build its own folder too (several worktrees' e2e runs on one machine).
  ...(process.env.NEXT_DIST_DIR
    ? { distDir: process.env.NEXT_DIST_DIR }
    : uploadthingStandIn
      ? { distDir: '.next-e2e-uploadthing' }
      : {}),
  // A CDN may serve a kept page stale while it fetches a fresh one, but not for a year (the
  // default): a day past its revalidate interval at most, then it waits for a new render.
  expireTime: 60 * 60 * 24,
  reactStrictMode: true,
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
    remotePatterns: [
      { protocol: 'https', hostname: '*.ufs.sh', pathname: '/f/**' },
      ...(uploadthingStandIn ? [new URL(`${uploadthingStandIn}/f/**`)] : []),
    ],
    // Next 16 refuses to optimise images from private and loopback addresses; only the e2e build's stand-in needs it.
    ...(uploadthingStandIn ? { dangerouslyAllowLocalIP: true } : {}),
  },
  // Self-hosted (one or several `next start`): Next's file-system cache, which first reads other
  // instances' invalidations (lib/next-cache-handler.mjs). Vercel's cache is shared and
  // revalidated by tag across its regions already.
  ...(process.env.VERCEL ? {} : { cacheHandler: path.resolve('lib/next-cache-handler.mjs') }),
  async rewrites() {
    // A Vercel deployment's settings are fixed when it is built: one built without a database or
    // a secret answers every request with a 503 naming what to set (app/unconfigured), as JSON
    // on the API's paths.
    if (missingDeploymentSettings().length) return UNCONFIGURED_REWRITES;
    // The landing pages are served from the page cache (lib/cached-pages.ts).
    return { beforeFiles: cachedPageRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      { source: PAGES_SOURCE, headers: securityHeaders },
      { source: UPLOADS_SOURCE, headers: uploadHeaders },
    ];
  },
};

export default nextConfig;
