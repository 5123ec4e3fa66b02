import { expect, test } from '@playwright/test';

/** The tags a crawler or a link preview reads from the HTML as served (no JavaScript). */
function metaContent(html: string, key: string): string[] {
  const out: string[] = [];
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (new RegExp(`(?:property|name)="${key.replace(/:/g, ':')}"`).test(tag)) out.push(tag.match(/content="([^"]*)"/)?.[1] ?? '');
  }
  return out;
}

test('shared links and merchant listings: image alt texts and the delivery promise are in the served HTML', async ({ request }) => {
  const product = await (await request.get('/products/fiorita')).text();
  expect(metaContent(product, 'og:image:alt')).toEqual(['Fiorita Eau de Parfum by Maison Aurelle, 100 ml bottle']);
  expect(metaContent(product, 'twitter:image:alt')).toEqual(['Fiorita Eau de Parfum by Maison Aurelle, 100 ml bottle']);
  expect(metaContent(product, 'twitter:card')).toEqual(['summary_large_image']);

  // Fiorita comes in several sizes: every size's Offer carries the promise.
  const ld = JSON.parse(product.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '{}');
  expect(ld.hasVariant.length).toBeGreaterThan(1);
  for (const variant of ld.hasVariant) {
    expect(variant.offers.shippingDetails.deliveryTime).toMatchObject({
      '@type': 'ShippingDeliveryTime',
      handlingTime: { minValue: 1, maxValue: 3, unitCode: 'DAY' },
      transitTime: { minValue: 3, maxValue: 7, unitCode: 'DAY' },
    });
  }

  // A page without a picture of its own shares the house image, described too.
  for (const path of ['/', '/products', '/contact', '/about']) {
    const html = await (await request.get(path)).text();
    expect(metaContent(html, 'og:image:alt'), path).toEqual(['Maison Aurelle: luxury perfumes crafted in India']);
    expect(metaContent(html, 'twitter:image:alt'), path).toEqual(['Maison Aurelle: luxury perfumes crafted in India']);
  }
});
