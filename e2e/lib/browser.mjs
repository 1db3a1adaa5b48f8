// Debian's Chromium driven by playwright-core. Nothing is ever downloaded: the machine is offline.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { pollUntil } from './wait-for.mjs';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium".`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A fresh context (own storage and cookies) and page. Browser errors are collected in
 * `page.consoleErrors` so a journey can assert the page stayed clean.
 */
export async function openPage(browser, { width = 1280, height = 800 } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') page.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => page.consoleErrors.push(error.message));
  return page;
}

/**
 * Waits until React owns the element the locator finds (it then carries React's own properties): a
 * page rendered by the server shows its controls before React owns them. The locator is resolved
 * again on every look, because React may replace the server's element instead of adopting it (markup
 * rendered for the other audience, or a subtree rendered again on the client), and a handle kept from
 * the first look would then wait on an element no longer on the page.
 */
export async function untilHydrated(locator, { timeoutMs = 30_000 } = {}) {
  await locator.waitFor();
  const look = () =>
    locator
      .evaluate(
        (element) => ({
          owned: Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
          audience: document.getElementById('root')?.getAttribute('data-rendered-for') ?? 'nobody',
        }),
        undefined,
        { timeout: 5_000 },
      )
      .catch((error) => {
        if (error.name !== 'TimeoutError') throw error;
        return { owned: false, audience: 'the element is not on the page' };
      });
  const last = await pollUntil(look, (state) => state.owned, { timeoutMs, intervalMs: 200 });
  assert.ok(
    last.owned,
    `React did not take over ${locator} within ${timeoutMs / 1000} s (page rendered for: ${last.audience})`,
  );
}

/**
 * Whether the element gets the keyboard focus within a few seconds: Radix gives focus back to a
 * dialog's or menu's opener in a task after the dialog is gone, not in the same one.
 */
export async function becomesFocused(locator) {
  const handle = await locator.elementHandle();
  try {
    await locator
      .page()
      .waitForFunction((element) => element === document.activeElement, handle, { timeout: 5_000 });
    return true;
  } catch {
    return false;
  } finally {
    await handle.dispose();
  }
}
