import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
await p.goto(process.argv[2], { waitUntil: 'load' });
const r = await p.evaluate(() => { const out=[]; for (const el of document.querySelectorAll('body *')) { const rc=el.getBoundingClientRect(); if (rc.right > window.innerWidth + 1) out.push(el.tagName+'.'+(el.className?.baseVal ?? el.className).toString().slice(0,80)+' '+Math.round(rc.right)); } return [document.documentElement.scrollWidth, out.slice(0,8)]; });
console.log(JSON.stringify(r, null, 1));
await b.close();
