// JavaScript a page sends, compressed. Budget (issue 29): <= 150 kB on /, /products and a product
// page, including what each prefetches at load for linked routes; both figures are printed.
// Counts the scripts the page loads for itself (everything requested up to the load event:
// its script tags and the chunks they import). Scripts Next.js prefetches afterwards for
// *other* routes linked from the page (speculative, idle-time) are reported separately.
// Usage: node bench/page-weight.mjs http://127.0.0.1:3300 /products/fiorita   (VERBOSE=1 lists files)
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3300';
const path = process.argv[3] ?? '/products/fiorita';
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
let loaded = false;
const scripts = [];
page.on('request', (req) => {
  if (req.resourceType() === 'script') scripts.push({ req, beforeLoad: !loaded });
});
page.on('load', () => (loaded = true));
await page.goto(base + path, { waitUntil: 'load' });
await page.waitForTimeout(2000);
const rows = [];
for (const s of scripts) {
  const res = await s.req.response();
  const sizes = await s.req.sizes().catch(() => null);
  rows.push({ url: s.req.url(), kb: (sizes?.responseBodySize ?? 0) / 1024, encoding: res?.headers()['content-encoding'] ?? 'none', own: s.beforeLoad });
}
await browser.close();
const sum = (xs) => xs.reduce((s, x) => s + x.kb, 0);
const own = rows.filter((r) => r.own);
const prefetched = rows.filter((r) => !r.own);
if (process.env.VERBOSE) for (const r of rows) console.log(`${r.kb.toFixed(1).padStart(7)} kB  ${r.own ? 'page    ' : 'prefetch'}  ${r.url}`);
console.log(
  JSON.stringify({
    bench: `JS on ${path}`,
    pageFiles: own.length,
    pageKB: +sum(own).toFixed(1),
    prefetchedForOtherRoutesKB: +sum(prefetched).toFixed(1),
    totalKB: +(sum(own) + sum(prefetched)).toFixed(1),
    uncompressedFiles: rows.filter((r) => r.encoding === 'none').length,
  }),
);
const total = sum(own) + sum(prefetched);
const pass = total <= 150;
console.log(`${pass ? 'PASS' : 'FAIL'}: ${total.toFixed(1)} kB of JavaScript in all (budget <= 150 kB): ${sum(own).toFixed(1)} kB for the page, ${sum(prefetched).toFixed(1)} kB prefetched after load for linked routes`);
process.exitCode = pass ? 0 : 1;
