import { expect, test } from '@playwright/test';
import { PHONE } from './fixtures';

/*
 * The landing pages' largest paint is a photograph. The browser must be asked for it by the
 * document's head (a preload with the picture's own srcset and sizes), not find it only when the
 * parser reaches the <img> behind the stylesheet and scripts: then the one request it makes for
 * the picture is the preload's. A preload whose srcset or sizes differ from the <img>'s fetches a
 * width the page then does not show, and the picture a second time.
 *
 * Only the document's own preloads are checked against its pictures: once the page is up, the
 * router's prefetches of linked pages may add those pages' preloads too (docs/performance.md).
 */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');

test('each landing page asks for the photograph it paints largest from its head, and fetches it once', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE, deviceScaleFactor: 2 });
  const page = await context.newPage();
  // On a phone the listing's largest paint may be its heading; the others' is a photograph.
  for (const [path, largestIsPhoto] of [['/', true], ['/products', false], ['/products/fiorita', true]] as const) {
    const html = await (await page.request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g)].map((m) => m[0]);
    // Pictures and the art-directed sources of a <picture>.
    const images = [...html.matchAll(/<(?:img|source)\s[^>]*>/g)].map((m) => m[0]);
    expect(preloads.length, `${path}: image preloads in the head`).toBeGreaterThan(0);
    for (const preload of preloads) {
      const srcSet = attribute(preload, 'imageSrcSet');
      // The same candidates and sizes as a picture on the page, so the browser picks the same width for both.
      const twin = images.find((img) => attribute(img, 'srcSet') === srcSet && attribute(img, 'sizes') === attribute(preload, 'imageSizes'));
      expect(twin, `${path}: ${srcSet?.slice(0, 80)} preloaded for no picture`).toBeTruthy();
    }

    await page.goto(path);
    if (!largestIsPhoto) continue;
    const largest = await page.evaluate(
      async () => {
        // The page's largest paint is its last candidate once its eager pictures are painted; read
        // before then (a loaded machine decodes late), the heading painted first is still the last.
        await Promise.all([...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((img) => img.decode().catch(() => undefined)));
        await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
        return new Promise<{ url: string; tag: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; url: string };
            resolve({ url: last.url, tag: last.element?.tagName ?? '' });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
      },
    );
    expect(largest.tag, path).toBe('IMG');
    const fetches = await page.evaluate(
      (url) =>
        performance
          .getEntriesByType('resource')
          .filter((r) => r.name === url)
          .map((r) => (r as PerformanceResourceTiming).initiatorType),
      largest.url,
    );
    expect(fetches, `${path}: how ${largest.url} was fetched`).toEqual(['link']);
  }
  await context.close();
});
