// Prints console messages, page errors and DevTools issues (CSP, mixed content…) of a page.
// Usage: node scripts/console-check.mjs <url> [width]
import { chromium } from 'playwright-core';

const [url, width = '390'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 844 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Audits.enable');
cdp.on('Audits.issueAdded', (e) => console.log('issue', JSON.stringify(e.issue).slice(0, 600)));
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(3000);
await browser.close();
