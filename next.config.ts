import type { NextConfig } from 'next';
import { missingDeploymentSettings } from './lib/deployment';

// Cashfree's browser SDK loads from sdk.cashfree.com and talks to its API hosts; nothing else
// outside the store is allowed. Next's App Router streams inline scripts, hence 'unsafe-inline'.
const csp = [
  "default-src 'self'",
  // React's development build needs eval for its debugging aids; production never gets it.
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''} https://sdk.cashfree.com`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' https://sdk.cashfree.com https://api.cashfree.com https://sandbox.cashfree.com",
  // cashfree-js's README lists these frame hosts (its checkout frames load from payments[-test]).
  "frame-src 'self' https://sdk.cashfree.com https://api.cashfree.com https://sandbox.cashfree.com https://payments.cashfree.com https://payments-test.cashfree.com",
  "form-action 'self' https://api.cashfree.com https://sandbox.cashfree.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: csp },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2'],
  outputFileTracingIncludes: { '/**': ['./db/migrations/**/*'] },
  images: {
    // WebP only: AVIF encoding is several times slower on a cold cache and the seed art is WebP already.
    formats: ['image/webp'],
    // Few widths: every width is one more srcset entry in the HTML and in the RSC payload of each image.
    deviceSizes: [390, 828, 1200, 1920],
    imageSizes: [128, 256],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  async rewrites() {
    // A Vercel deployment's settings are fixed when it is built: one built without a database or
    // a secret answers every request with a 503 page naming what to set (app/unconfigured).
    if (!missingDeploymentSettings().length) return [];
    return { beforeFiles: [{ source: '/:path*', destination: '/unconfigured' }], afterFiles: [], fallback: [] };
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
