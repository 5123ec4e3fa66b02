import { expect, test } from '@playwright/test';
import { PHONE } from './fixtures';

/*
 * The landing pages' largest paint is a photograph. The browser must be asked for it by the
 * document's head (a preload with the picture's own srcset and sizes), not find it only when the
 * parser reaches the <img> behind the stylesheet and scripts: then the one request it makes for
 * the picture is the preload's. A preload whose srcset or sizes differ from the <img>'s fetches
 * a width the page then does not show, and the picture a second time.
 */
test('each landing page fetches its first-screen photographs from the preloads in its head, each once and each shown', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE, deviceScaleFactor: 2 });
  const page = await context.newPage();
  // On a phone the listing's largest paint may be its heading; the others' is a photograph.
  for (const [path, largestIsPhoto] of [['/', true], ['/products', false], ['/products/fiorita', true]] as const) {
    await page.goto(path);
    const largest = await page.evaluate(
      () =>
        new Promise<{ src: string; tag: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; url: string };
            resolve({ src: last.url, tag: last.element?.tagName ?? '' });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const photos = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname === '/_next/image')
        .map((r) => ({ url: r.name, by: (r as PerformanceResourceTiming).initiatorType })),
    );
    const preloaded = photos.filter((p) => p.by === 'link').map((p) => p.url);
    const shown = await page.evaluate(() => [...document.images].map((img) => img.currentSrc).filter(Boolean));
    expect(preloaded.length, `${path}: preloaded photographs`).toBeGreaterThan(0);
    // A preload the page then does not use is a second download of the same picture at another width.
    for (const url of preloaded) expect(shown, `${path}: ${url} preloaded but not shown`).toContain(url);
    for (const url of preloaded) expect(photos.filter((p) => p.url === url), `${path}: ${url} fetched twice`).toHaveLength(1);
    if (largestIsPhoto) {
      expect(largest.tag, path).toBe('IMG');
      expect(preloaded, `${path}: the largest paint`).toContain(largest.src);
    }
  }
  await context.close();
});
