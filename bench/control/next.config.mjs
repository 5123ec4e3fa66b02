// The benchmark control (bench/README or README "Performance budgets"): Next.js defaults.
const config = { poweredByHeader: false };
export default config;
