// The benchmark controls (docs/performance.md): Next.js defaults, but for the image widths, which
// are the store's (next.config.ts), so the photo control's picture is fetched at the width the
// product page's is on the same phone (828 w at Lighthouse's 412 px × 1.75; the defaults would
// pick 750 w, a different file).
const config = {
  poweredByHeader: false,
  images: { formats: ['image/webp'], deviceSizes: [390, 828, 1200, 1920], imageSizes: [128, 256], minimumCacheTTL: 60 * 60 * 24 * 30 },
};
export default config;
