// The public pages of feed-app in a real browser: the landing page for visitors, the static pages,
// pricing and the blog. Each renders its title inside the shell and has no serious accessibility fault.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { openScreen } from '../lib/shell-page.mjs';
import { pollUntil } from '../lib/wait-for.mjs';

const LANDING_HEADLINE = "India's #1 referral platform for jobs & internships";

const PUBLIC_PAGES = [
  ['/', LANDING_HEADLINE],
  ['/about', 'How ReferralHub works'],
  ['/terms-and-conditions', 'Terms and Conditions'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/refund-policy', 'Refund Policy'],
  ['/contact', 'Contact us'],
  ['/support', 'Support ReferralHub'],
  ['/hiring-challenge', 'Student Hiring Challenge 2025'],
  ['/pricing', 'Pricing'],
  ['/blogs', 'Blog'],
  ['/blog/referralhub-vs-job-boards', 'Why ReferralHub gets you more interview calls than big job boards'],
  ['/test', 'Test page'],
];

let platform;
let browser;

before(async () => {
  platform = await startPlatform({ api: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

/** Serious or critical axe findings inside the screen (the shell's header and document are checked by its own journeys). */
async function seriousViolations(page) {
  const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, impact, nodes }) => `${impact} ${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const width of [1280, 400]) {
  describe(`public pages at ${width} px`, () => {
    // One page per width: each screen is opened by URL, as a visitor arriving from a link would.
    let page;
    before(async () => {
      page = await openPage(browser, { width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });
    after(() => page?.context().close());

    for (const [path, title] of PUBLIC_PAGES) {
      test(`${path} shows '${title}' with no serious accessibility violation`, async () => {
        await openScreen(page, platform, path, { heading: title });
        assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);
        assert.deepEqual(await seriousViolations(page), []);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
        assert.deepEqual(page.consoleErrors, []);
      });
    }
  });
}

describe('landing page', () => {
  test('stores the referral code of the link, then an empty one for a visit without it', async () => {
    const page = await openPage(browser);
    await openScreen(page, platform, '/?referral_code=CAMPUS25', { heading: LANDING_HEADLINE });
    // The landing arrives server-rendered: its heading is there before its code has run, and the
    // code is stored once the screen has hydrated.
    const stored = async (expected) => {
      await page
        .waitForFunction(
          (value) => localStorage.getItem('referrals.referral-code') === value,
          JSON.stringify(expected),
          { timeout: 20_000 },
        )
        .catch(() => undefined);
      return page.evaluate(() => localStorage.getItem('referrals.referral-code'));
    };
    assert.equal(await stored({ code: 'CAMPUS25' }), JSON.stringify({ code: 'CAMPUS25' }));
    await openScreen(page, platform, '/', { heading: LANDING_HEADLINE });
    assert.equal(await stored({ code: '' }), JSON.stringify({ code: '' }));
    await page.context().close();
  });

  test("'How does it work?' opens /about and 'Start Now' opens /feed", async () => {
    const page = await openPage(browser);
    await openScreen(page, platform, '/', { heading: LANDING_HEADLINE });
    await page.getByRole('link', { name: 'How does it work?' }).click();
    await page.getByRole('heading', { level: 1, name: 'How ReferralHub works' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'Start Now' }).click();
    await page.waitForURL((url) => url.pathname === '/feed');
    await page.context().close();
  });

  test('the logo strip moves one logo at a time, keeps 6 in view and can be paused', async () => {
    const page = await openPage(browser, { width: 1280, height: 900 });
    await openScreen(page, platform, '/', { heading: LANDING_HEADLINE });
    const carousel = page.getByTestId('logo-carousel');
    await carousel.locator('img').first().waitFor();
    const leadingLogo = () =>
      carousel.evaluate((element) => {
        const left = element.getBoundingClientRect().left;
        return [...element.querySelectorAll('img')].findIndex(
          (img) => img.getBoundingClientRect().left >= left - 1,
        );
      });
    assert.equal(await leadingLogo(), 0);
    // One step is 3 s: a pause, then a slide of exactly one logo width.
    await pollUntil(leadingLogo, (index) => index !== 0, { timeoutMs: 5_000 });
    assert.equal(await leadingLogo(), 1);
    await page.waitForTimeout(1_000);
    assert.equal(await visibleLogoCount(carousel), 6);

    await page.getByRole('button', { name: 'Pause logo strip' }).click();
    const transform = () => carousel.locator('ul').evaluate((track) => getComputedStyle(track).transform);
    const whenPaused = await transform();
    await page.waitForTimeout(3_500);
    assert.equal(await transform(), whenPaused);
    await page.context().close();
  });
});

describe('prices and dates on the public pages', () => {
  // docs/TEAM-CONTRACTS.md, "No Intl while hydrating": these texts have one fixed form, en-IN's,
  // written without Intl, so whatever the reader's locale the page loads no ICU on its main thread.
  test('read the same for a reader in the US, and the page builds no Intl formatter', async () => {
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });
    await context.addInitScript(() => {
      window.__intlFormatters = [];
      for (const name of ['DateTimeFormat', 'NumberFormat']) {
        const Formatter = Intl[name];
        Intl[name] = new Proxy(Formatter, {
          construct(target, args) {
            window.__intlFormatters.push(name);
            return new target(...args);
          },
        });
      }
    });
    const page = await context.newPage();
    const formattersBuilt = () => page.evaluate(() => window.__intlFormatters);

    // Each page is a new document, with its own count.
    await openScreen(page, platform, '/pricing', { heading: 'Pricing' });
    const firstPack = page
      .getByRole('list', { name: 'Credit packs' })
      .getByRole('listitem')
      .filter({ hasText: '30 Referrals' });
    await firstPack.getByText('₹86', { exact: true }).waitFor();
    await firstPack.getByText('₹150', { exact: true }).waitFor();
    assert.deepEqual(await formattersBuilt(), [], 'on /pricing');

    for (const [path, heading] of [
      ['/blogs', 'Blog'],
      [
        '/blog/referralhub-vs-job-boards',
        'Why ReferralHub gets you more interview calls than big job boards',
      ],
    ]) {
      await openScreen(page, platform, path, { heading });
      await page.locator('time[datetime="2025-05-06"]', { hasText: '6 May 2025' }).waitFor();
      assert.deepEqual(await formattersBuilt(), [], `on ${path}`);
    }
    await context.close();
  });
});

/** Logos at least half inside the strip's visible box (the same rule as the platform journey). */
function visibleLogoCount(carousel) {
  return carousel.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('img')].filter((img) => {
      const rect = img.getBoundingClientRect();
      if (rect.width === 0) return false;
      const overlap = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
      return overlap >= rect.width / 2;
    }).length;
  });
}

describe('test page', () => {
  test('reports whether the API is reachable', async () => {
    const page = await openPage(browser);
    await openScreen(page, platform, '/test', { heading: 'Test page' });
    if (platform.hasApi) {
      await page.getByText('Reachable').waitFor();
    } else {
      await page.getByRole('heading', { name: 'The API is not reachable' }).waitFor();
    }
    await page.context().close();
  });
});
