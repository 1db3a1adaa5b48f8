// Small helpers for what every journey does on the composed page.
import { untilHydrated } from './browser.mjs';

/**
 * Opens `path` on the shell and waits until a heading of the screen is on the page and React owns
 * it: a prerendered heading is visible before the router listens, and a journey that steps on at
 * once (history, taps) would race the hydration.
 */
export async function openScreen(page, platform, path, { heading } = {}) {
  await page.goto(`${platform.baseUrl}${path}`);
  const target = heading
    ? page.getByRole('heading', { level: 1, name: heading })
    : page.locator('main').getByRole('heading').first();
  await target.waitFor({ timeout: 20_000 });
  await untilHydrated(target);
}

/** Marks the current document; `isSameDocument` tells later whether a full reload happened. */
export async function markDocument(page) {
  await page.evaluate(() => {
    window.__e2eDocumentMark = true;
  });
}

export async function isSameDocument(page) {
  return page.evaluate(() => window.__e2eDocumentMark === true);
}

/** Opens the header menu and returns the labels of its items, in order; the menu stays open. */
export async function menuLabels(page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  return items.allTextContents();
}
