// The benchmark control (docs/performance.md): Next.js defaults.
const config = { poweredByHeader: false };
export default config;
