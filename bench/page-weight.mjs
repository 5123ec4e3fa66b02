// JavaScript a product page sends, compressed. Budget: <= 150 kB.
// Usage: node bench/page-weight.mjs http://127.0.0.1:3300 /products/fiorita
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3300';
const path = process.argv[3] ?? '/products/fiorita';
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
const scripts = new Map();
page.on('response', async (res) => {
  const type = res.request().resourceType();
  if (type !== 'script') return;
  const sizes = await res.request().sizes().catch(() => null);
  scripts.set(res.url(), { bytes: sizes ? sizes.responseBodySize : 0, encoding: res.headers()['content-encoding'] ?? 'none' });
});
await page.goto(base + path, { waitUntil: 'load' });
await page.waitForTimeout(1500);
await browser.close();
const total = [...scripts.values()].reduce((s, x) => s + x.bytes, 0);
const uncompressed = [...scripts.values()].filter((x) => x.encoding === 'none').length;
console.log(JSON.stringify({ bench: `JS on ${path}`, files: scripts.size, compressedKB: +(total / 1024).toFixed(1), filesWithoutCompression: uncompressed }));
const pass = total / 1024 <= 150;
console.log(`${pass ? 'PASS' : 'FAIL'}: ${(total / 1024).toFixed(1)} kB of JavaScript over the wire (budget <= 150 kB)`);
process.exitCode = pass ? 0 : 1;
