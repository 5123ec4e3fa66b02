import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits (up to 2 s) for the page's finite CSS transitions and animations to end: axe measures
 * colours as drawn, and a navigation bar fading to its scrolled background or a dialog's overlay
 * fading in is, for 300 ms, a contrast no one reads. Endless ones (spinners) are not waited for.
 */
async function settleAnimations(page: Page) {
  // A transition can start a frame or two after the element that runs it appears (React commits,
  // then the browser styles it), so look again after a couple of frames until nothing is running.
  await page.evaluate(async () => {
    const deadline = performance.now() + 2_000;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (;;) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      const left = deadline - performance.now();
      if (running.length === 0 || left <= 0) return;
      await Promise.race([Promise.allSettled(running.map((a) => a.finished)), new Promise((resolve) => setTimeout(resolve, left))]);
    }
  });
}

/**
 * Fails with the list of axe-core violations (WCAG 2.x A/AA and best practices) on the current page.
 * `exclude`: a selector axe leaves out, e.g. a sandboxed frame without scripts, which axe cannot enter.
 */
export async function expectNoAxeViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
