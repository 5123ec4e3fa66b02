import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits (up to 2 s) for the page's finite CSS transitions and animations to end and its layout to
 * hold still: axe measures colours as drawn, and a navigation bar fading to its scrolled background
 * or a dialog's overlay fading in is, for 300 ms, a contrast no one reads. Endless ones (spinners)
 * are not waited for. Layout: axe keeps the box it first read for each element (rules run one
 * after another, with waits between them) and looks up what lies behind it later, so a page that
 * moves in between (a web font swapping in, a section drawn at its real height) can put a footer
 * link over the page's ivory rather than the footer's ink: seen once in CI, /products at 1440 px,
 * the footer's two underlined links and nothing else.
 */
async function settlePage(page: Page) {
  // A transition can start well after what causes it: a scroll's event reaches React, which
  // renders the navigation bar's new background, some frames later (on a loaded machine, more
  // than two). So the page counts as settled only once nothing has run for QUIET_MS of frames.
  await page.evaluate(async () => {
    const QUIET_MS = 150;
    const deadline = performance.now() + 2_000;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const running = () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    await document.fonts.ready;
    const layout = () => `${document.documentElement.scrollHeight} ${document.querySelector('footer')?.getBoundingClientRect().top}`;
    let lastLayout = layout();
    let quietSince = performance.now();
    for (;;) {
      await frame();
      const now = performance.now();
      const busy = running();
      const currentLayout = layout();
      if (currentLayout !== lastLayout) {
        lastLayout = currentLayout;
        quietSince = now;
      }
      if (busy.length === 0) {
        if (now - quietSince >= QUIET_MS || now >= deadline) return;
        continue;
      }
      if (now >= deadline) return;
      await Promise.race([Promise.allSettled(busy.map((a) => a.finished)), new Promise((resolve) => setTimeout(resolve, deadline - now))]);
      quietSince = performance.now();
    }
  });
}

/**
 * Fails with the list of axe-core violations (WCAG 2.x A/AA and best practices) on the current page.
 * `exclude`: a selector axe leaves out, e.g. a sandboxed frame without scripts, which axe cannot enter.
 */
export async function expectNoAxeViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  await settlePage(page);
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Behind an open modal dialog the page is covered and hidden from assistive technology (Radix
    // marks it data-aria-hidden): what the visitor can perceive is the dialog. axe measured the
    // covered table's contrast through the overlay once in a while (seen once in CI, stock-ledger);
    // the page itself is checked when no dialog is open.
    .exclude('[data-aria-hidden="true"]');
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** Resolves once React has taken over this element (its handlers are attached): a press before that does nothing. */
export async function hydrated(locator: Locator) {
  await expect(async () => {
    expect(await locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).toBe(true);
  }).toPass();
}
