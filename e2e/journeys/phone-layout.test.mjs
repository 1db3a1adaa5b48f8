// Phones first: every job seeker's screen fits 320–412 px without sideways scrolling, visitor and
// signed in, and the header's controls stay on screen and large enough to tap.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { signIn } from '../lib/sign-in.mjs';

const PHONE_WIDTHS = [320, 360, 375, 412];
const MIN_TOUCH_TARGET = 44;

// The job seeker's side of the product (docs/PRODUCT.md#screens) plus the practice area's entry pages.
const STATIC_PATHS = [
  '/',
  '/feed',
  '/about',
  '/support',
  '/contact',
  '/pricing',
  '/premium',
  '/hiring-challenge',
  '/blogs',
  '/terms-and-conditions',
  '/privacy-policy',
  '/refund-policy',
  '/purchase-status',
  '/practice',
  '/practice/about',
];
const VISITOR_ONLY_PATHS = ['/login', '/signup'];
const SIGNED_IN_ONLY_PATHS = ['/settings', '/my-referrals'];

let platform;
let browser;
let openingPath;
let blogPath;

before(async () => {
  platform = await startPlatform({ api: true });
  browser = await launchBrowser();
  const feed = await fetch(`${platform.apiUrl}/referrals/job-openings`).then((response) => response.json());
  openingPath = `/job-opening?id=${feed.data.results[0].id}`;
  const page = await openPage(browser);
  await page.goto(`${platform.baseUrl}/blogs`);
  const firstArticle = page.locator('main a[href^="/blog/"]').first();
  await firstArticle.waitFor({ timeout: 20_000 });
  blogPath = await firstArticle.getAttribute('href');
  await page.context().close();
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

/** Waits until the screen has rendered its content: a heading in <main> and no loading skeleton. */
async function waitForScreen(page) {
  await page.locator('main').getByRole('heading').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

async function horizontalOverflow(page) {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow <= 0) return null;
    // Name the widest elements, so a failure says what to fix.
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
    return { overflow, culprits };
  });
}

/** The header's links and the screen's buttons: each fully on screen and at least 44 × 44 px. */
async function controlProblems(page) {
  return page.evaluate((minimum) => {
    // The site's header (the banner), not the headers of articles inside <main>.
    const banner = [...document.querySelectorAll('header')].find((header) => !header.closest('main'));
    // …and every button of the screen (links inside running text are exempt, as in WCAG 2.5.8).
    const controls = [
      ...(banner ? banner.querySelectorAll('a, button') : []),
      ...document.querySelectorAll('main button, main [role="tab"]'),
    ].filter((control) => control.getClientRects().length > 0);
    return controls
      .map((control) => {
        const box = control.getBoundingClientRect();
        const name = control.getAttribute('aria-label') || control.textContent.trim();
        if (box.right > window.innerWidth + 0.5 || box.left < -0.5) return `${name} is off screen`;
        if (box.width < minimum || box.height < minimum)
          return `${name} is ${Math.round(box.width)}×${Math.round(box.height)} px`;
        return null;
      })
      .filter(Boolean);
  }, MIN_TOUCH_TARGET);
}

async function checkPaths(page, paths, width) {
  const problems = [];
  for (const path of paths) {
    await page.goto(`${platform.baseUrl}${path}`);
    await waitForScreen(page);
    const overflow = await horizontalOverflow(page);
    if (overflow)
      problems.push(
        `${path} at ${width}px scrolls sideways by ${overflow.overflow}px: ${overflow.culprits.join(', ')}`,
      );
    for (const problem of await controlProblems(page)) problems.push(`${path} at ${width}px: ${problem}`);
  }
  return problems;
}

describe('phone layout', () => {
  for (const width of PHONE_WIDTHS) {
    test(`a visitor's screens fit ${width} px`, async () => {
      const page = await openPage(browser, { width, height: 780 });
      const problems = await checkPaths(
        page,
        [...STATIC_PATHS, ...VISITOR_ONLY_PATHS, openingPath, blogPath],
        width,
      );
      await page.context().close();
      assert.deepEqual(problems, []);
    });

    test(`a signed-in job seeker's screens fit ${width} px, the menu open too`, async () => {
      const page = await openPage(browser, { width, height: 780 });
      await signIn(page, platform, `phone-${width}-${process.pid}-${Date.now()}@example.com`, '/feed');
      const problems = await checkPaths(page, [...STATIC_PATHS, ...SIGNED_IN_ONLY_PATHS, openingPath], width);

      await page.goto(`${platform.baseUrl}/feed`);
      await waitForScreen(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('menuitem').first().waitFor();
      const withMenu = await horizontalOverflow(page);
      if (withMenu)
        problems.push(`the open menu at ${width}px scrolls the page sideways by ${withMenu.overflow}px`);
      const itemHeights = await page
        .getByRole('menuitem')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height)));
      if (itemHeights.some((height) => height < MIN_TOUCH_TARGET))
        problems.push(`menu items at ${width}px are ${itemHeights.join('/')} px tall`);
      await page.context().close();
      assert.deepEqual(problems, []);
    });
  }

  test('on a phone the search field and the Filters button read as two different controls', async () => {
    const page = await openPage(browser, { width: 360, height: 780 });
    await page.goto(`${platform.baseUrl}/feed`);
    await waitForScreen(page);
    const search = page.getByRole('searchbox');
    const filters = page.getByRole('button', { name: /^Filters/ });
    // The placeholder is read in full, not cut by the field's width.
    const placeholderFits = await search.evaluate((input) => {
      const probe = document.createElement('span');
      const style = getComputedStyle(input);
      probe.style.font = style.font;
      probe.style.whiteSpace = 'pre';
      probe.style.position = 'absolute';
      probe.textContent = input.placeholder;
      document.body.append(probe);
      const textWidth = probe.getBoundingClientRect().width;
      probe.remove();
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return textWidth <= inner + 1;
    });
    assert.ok(placeholderFits, 'the search placeholder is cut');
    const filtersText = await filters.textContent();
    assert.doesNotMatch(
      filtersText,
      /[⚲⌕🔍🔎]/u,
      'the Filters button shows a magnifying glass, like the search',
    );
    const boxes = await Promise.all([search.boundingBox(), filters.boundingBox()]);
    for (const box of boxes) assert.ok(box.height >= MIN_TOUCH_TARGET, `a control is ${box.height}px tall`);
    await page.context().close();
  });
});
