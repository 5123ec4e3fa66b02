// Usage: node scripts/screenshot.mjs <baseUrl> <outDir> <path> [path...]
// Takes full-page screenshots at a 390 px phone and a 1440 px desktop width in Debian's Chromium.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';

const [base, out, ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'load' });
    const name = `${out}/${width}-${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
