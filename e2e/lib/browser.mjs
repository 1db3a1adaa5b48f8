// Debian's Chromium driven by playwright-core. Nothing is ever downloaded: the machine is offline.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

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
 * Waits until React has hydrated the element (it then carries React's own properties): a page
 * rendered by the server shows its controls before React owns them.
 */
export async function untilHydrated(locator) {
  await locator.waitFor();
  const handle = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction(
      (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      handle,
      { timeout: 30_000 },
    );
  await handle.dispose();
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
