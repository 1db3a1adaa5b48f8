// Markup before JavaScript (issue 12): the public entry pages arrive as HTML with their content,
// rendered by the deployed release of the remote that owns them, and the shell takes that markup
// over (hydrates it) without a mismatch. A visitor's /feed arrives with its job cards, rendered per
// request by the feed-app release's render bundle, and the browser does not fetch them again. A
// feed-app deploy changes the landing's and the feed's HTML while the shell stays the same build; a
// signed-in browser gets its own feed in the HTML (from public data; its own marks follow), never the
// visitor's page first. Issue 32: /login, a shared job page (per opening, signed in or out) and a
// signed-in /settings (its frame; the reader's settings follow) arrive the same way.
import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { launchBrowser, openPage, untilHydrated } from '../lib/browser.mjs';
import { E2E_DIST_DIR, startPlatform } from '../lib/platform.mjs';
import { copyRemote } from '../lib/release-candidate.mjs';
import { signIn } from '../lib/sign-in.mjs';
import { pollUntil } from '../lib/wait-for.mjs';

const LANDING_HEADLINE = "India's #1 referral platform for jobs & internships";

// Each entry page and a heading its HTML must carry (as React escapes it).
const ENTRY_PAGES = [
  { path: '/', heading: 'India&#x27;s #1 referral platform for jobs &amp; internships' },
  { path: '/feed', heading: 'Referral openings' },
  { path: '/practice', heading: 'Coding challenges' },
  { path: '/practice/about', heading: 'Practise the way interviews are actually judged' },
  { path: '/pricing', heading: 'Pricing' },
  { path: '/login', heading: 'Welcome Back' },
  { path: '/about', heading: 'How ReferralHub works' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/blogs', heading: 'Blog' },
];

let platform;
let browser;

before(async () => {
  platform = await startPlatform();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

async function pageHtml(pathname, headers = {}) {
  const response = await fetch(`${platform.baseUrl}${pathname}`, { headers });
  assert.equal(response.status, 200);
  return response.text();
}

/** Within how long a render slower than a page's wait (a busy machine, a release's first render) serves the next page. */
const RENDER_SETTLES_MS = 2000;

/**
 * Within how long a release just deployed renders its first screen with data: the server fetches its
 * render bundle, starts its thread (allowed 3 s) and renders (300 ms plus 1 s of grace); a render cut
 * off there is kept as a failure for 5 s before the next try. Under CI's load the first try can miss
 * RENDER_SETTLES_MS, which once made this journey read the skeleton as the new release's page.
 */
const NEW_RELEASE_RENDERS_MS = 12_000;

/**
 * /feed's HTML once the server sends it with its data. A render slower than the page's 300 ms sends
 * that page the skeleton and serves the next ones: the server is asked again until one has the data.
 */
function feedHtmlWithData({ timeoutMs = RENDER_SETTLES_MS } = {}) {
  return pollUntil(
    () => pageHtml('/feed'),
    (html) => html.includes('id="query-state"'),
    { timeoutMs, intervalMs: 500 },
  );
}

/** Text as React writes it into HTML. */
function asReactWritesIt(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** The `<main>` of a page's HTML as the server sent it. */
function mainOf(html) {
  const start = html.indexOf('<main');
  return start === -1 ? '' : html.slice(start, html.indexOf('</main>', start));
}

/**
 * Opens `pathname` remembering the first heading of `<main>` as the HTML parser made it (before
 * any script ran), waits for the page to settle, and tells whether that same element is still
 * the one on screen: React kept the server's markup (hydrated) instead of replacing it.
 */
async function openAndCheckHydration(page, pathname) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.__serverHeading = document.querySelector('main h1');
    });
  });
  await page.goto(`${platform.baseUrl}${pathname}`, { waitUntil: 'networkidle' });
  // The remote's screen chunk has run: its heading is there, and the menu answers clicks.
  await page.locator('main h1').first().waitFor();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem').first().waitFor();
  await page.keyboard.press('Escape');
  return page.evaluate(() => {
    const heading = document.querySelector('main h1');
    return { hadServerHeading: Boolean(window.__serverHeading), kept: heading === window.__serverHeading };
  });
}

describe('entry pages arrive as HTML and hydrate', () => {
  test('each public entry page’s HTML holds its content, with no script needed to see it', async () => {
    for (const { path: pathname, heading } of ENTRY_PAGES) {
      const html = await pageHtml(pathname);
      assert.ok(mainOf(html).includes(heading), `${pathname}: the HTML does not hold "${heading}"`);
      assert.ok(html.includes('<script type="application/json" id="remotes-document">'), pathname);
    }
  });

  test('the browser keeps the server’s markup and logs no hydration warning or error', async () => {
    for (const { path: pathname } of ENTRY_PAGES) {
      const page = await openPage(browser, { width: 412, height: 860 });
      try {
        const { hadServerHeading, kept } = await openAndCheckHydration(page, pathname);
        assert.ok(hadServerHeading, `${pathname}: no heading in the HTML`);
        assert.ok(kept, `${pathname}: the server's markup was replaced instead of hydrated`);
        assert.deepEqual(page.consoleErrors, [], `${pathname}: console errors`);
      } finally {
        await page.context().close();
      }
    }
  });

  test('a visitor’s /feed arrives with its first job openings in the HTML, hydrated without a second request', async () => {
    const firstPage = `${platform.apiUrl}/referrals/job-openings?page=1&page_size=10&faang_level=yes`;
    const { data } = await (await fetch(firstPage)).json();
    const title = data.results[0]?.title;
    assert.ok(title, 'the API has no FAANG+ opening to show');
    const html = await feedHtmlWithData();
    assert.ok(mainOf(html).includes(`>${asReactWritesIt(title)}</h2>`), `the HTML does not hold "${title}"`);
    assert.ok(html.includes('<script type="application/json" id="query-state">'), 'no query state');
    // The data came with the page: nothing to preload.
    assert.ok(!html.includes('crossorigin="use-credentials"'));

    const page = await openPage(browser, { width: 412, height: 860 });
    try {
      const requests = [];
      const warnings = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`${platform.apiUrl}/referrals/job-openings`))
          requests.push(request.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            window.__serverCard = document.querySelector('ul[aria-label="Job openings"] > li h2');
        });
      });
      await page.goto(`${platform.baseUrl}/feed`, { waitUntil: 'networkidle' });
      // The screen is React's now: its Filters button opens the dialog.
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      const { hadServerCard, kept } = await page.evaluate(() => ({
        hadServerCard: Boolean(window.__serverCard),
        kept: document.querySelector('ul[aria-label="Job openings"] > li h2') === window.__serverCard,
      }));
      assert.ok(hadServerCard, 'no job card in the HTML the browser parsed');
      assert.ok(kept, "the server's cards were replaced instead of hydrated");
      assert.deepEqual(requests, [], 'the browser asked the API for the first page again');
      // The stylesheets came in the page, and the CSS loaders did not fetch them again.
      const { inPage, linked } = await page.evaluate(() => ({
        inPage: [...document.querySelectorAll('style[data-href]')].map((style) => style.dataset.href),
        linked: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href),
      }));
      assert.ok(inPage.length >= 3, `stylesheets in the page: ${inPage.join(', ')}`);
      assert.deepEqual(
        linked.filter((href) => inPage.some((inline) => new URL(inline, href).href === href)),
        [],
      );
      assert.deepEqual(
        warnings.filter((text) => /hydrat|preload/i.test(text)),
        [],
      );
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });

  test('a card’s date arrives as the UTC date and then reads in the reader’s own format and time zone', async () => {
    const firstPage = `${platform.apiUrl}/referrals/job-openings?page=1&page_size=10&faang_level=yes`;
    const { data } = await (await fetch(firstPage)).json();
    const postedAt = new Date(data.results[0].created_at);
    const dateIn = (locale, timeZone) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(
        postedAt,
      );
    const html = await feedHtmlWithData();
    const firstCard = mainOf(html).slice(mainOf(html).indexOf('<li'));
    assert.match(firstCard, new RegExp(`Posted <!-- -->${dateIn('en-IN', 'UTC')}<`));

    const context = await browser.newContext({
      locale: 'en-US',
      timezoneId: 'America/Los_Angeles',
      viewport: { width: 412, height: 860 },
    });
    const errors = [];
    context.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    try {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${platform.baseUrl}/feed`);
      await page
        .locator('ul[aria-label="Job openings"] > li')
        .first()
        .getByText(`Posted ${dateIn('en-US', 'America/Los_Angeles')}`)
        .waitFor();
      // The format comes once a worker has loaded the page's Intl: the page's policy allows it.
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a tap on the server’s markup while the scripts are still loading is not lost', async () => {
    await feedHtmlWithData();
    const page = await openPage(browser, { width: 412, height: 860 });
    try {
      // A slow phone: the page is on screen, the shell's entry has run, and React and the screens'
      // code are still on their way.
      let releaseScripts;
      const scriptsHeld = new Promise((resolve) => (releaseScripts = resolve));
      let entryRan;
      const entryHasRun = new Promise((resolve) => (entryRan = resolve));
      await page.route(`${platform.baseUrl}/static/js/async/**`, async (route) => {
        entryRan();
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(`${platform.baseUrl}/feed`, { waitUntil: 'commit' });
      const filters = page.getByRole('button', { name: 'Filters' });
      await filters.waitFor();
      await entryHasRun;
      await filters.click();
      assert.equal(await page.getByRole('dialog').count(), 0);
      releaseScripts();
      // Once React has the page, the tap opens the dialog it asked for.
      await page.getByRole('dialog', { name: 'Filters' }).waitFor({ timeout: 20_000 });
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });

  test('a tap on a part whose code is still loading, after React took the page over, is not lost', async () => {
    await feedHtmlWithData();
    const page = await openPage(browser, { width: 412, height: 860 });
    try {
      // The shell has hydrated its header; the feed's own code (feed-app's chunks) is still on its way.
      let releaseFeed;
      const feedHeld = new Promise((resolve) => (releaseFeed = resolve));
      await page.route(
        (url) =>
          url.port === String(platform.ports['feed-app']) && url.pathname.includes('/static/js/async/'),
        async (route) => {
          await feedHeld;
          await route.continue();
        },
      );
      await page.goto(`${platform.baseUrl}/feed`);
      await untilHydrated(page.getByRole('button', { name: 'Open menu' }));
      const apply = page.getByRole('button', { name: /^Apply for / }).first();
      assert.equal(
        await apply.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps$'))),
        false,
      );
      await apply.click();
      releaseFeed();
      // Once React has the card, the tap does what a visitor's Apply does.
      await page.getByText('Login or signup to view the post!').waitFor({ timeout: 20_000 });
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });

  test('a signed-in browser’s feed arrives in the HTML from public data, is hydrated, and its own marks follow', async () => {
    const page = await openPage(browser, { width: 412, height: 860 });
    try {
      await signIn(page, platform, `prerender-${process.pid}@example.com`, '/');
      await page.getByRole('tab').first().waitFor({ timeout: 20_000 });
      // Save the first opening: only this reader's own page says so.
      const firstCard = page.locator('ul[aria-label="Job openings"] > li').first();
      const title = await firstCard.locator('h2').textContent();
      await firstCard.getByRole('button', { name: `Save ${title}` }).click();
      await firstCard.getByRole('button', { name: `Save ${title}`, pressed: true }).waitFor();

      const cookies = await page.context().cookies(platform.baseUrl);
      const header = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
      // A render slower than the page's wait (a busy machine) serves the next page.
      const html = await pollUntil(
        () => pageHtml('/', { cookie: header }),
        (page) => page.includes('id="query-state"'),
        { timeoutMs: RENDER_SETTLES_MS, intervalMs: 500 },
      );
      assert.ok(!html.includes('landing-headline'), 'the visitor’s landing was sent');
      assert.ok(html.includes('<div id="root" data-rendered-for="member">'), 'not rendered for a member');
      assert.ok(
        mainOf(html).includes(`>${asReactWritesIt(title)}</h2>`),
        `the HTML does not hold "${title}"`,
      );
      // Rendered from public data: the server knows neither the reader nor what they saved.
      assert.ok(!mainOf(html).includes('aria-pressed="true"'));
      assert.ok(!mainOf(html).includes('Create an account'));
      // Its feed asks with its user id: a visitor's first page would be fetched for nothing.
      assert.ok(!(await pageHtml('/feed', { cookie: header })).includes('crossorigin="use-credentials"'));

      await page.addInitScript(() => {
        window.__layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (!entry.hadRecentInput) window.__layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            window.__serverCard = document.querySelector('ul[aria-label="Job openings"] > li h2');
        });
      });
      // Only this load counts: signing in went through other pages.
      page.consoleErrors.length = 0;
      const failedRequests = [];
      const feedRequests = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
      });
      page.on('request', (request) => {
        if (request.url().startsWith(`${platform.apiUrl}/referrals/job-openings`))
          feedRequests.push(new URL(request.url()).searchParams.get('user_id'));
      });
      await page.reload({ waitUntil: 'networkidle' });
      // The reader's own page arrives after hydration and marks what they saved.
      await firstCard
        .getByRole('button', { name: `Save ${title}`, pressed: true })
        .waitFor({ timeout: 20_000 });
      const { hadServerCard, kept } = await page.evaluate(() => ({
        hadServerCard: Boolean(window.__serverCard),
        kept: document.querySelector('ul[aria-label="Job openings"] > li h2') === window.__serverCard,
      }));
      assert.ok(hadServerCard, 'no job card in the HTML the browser parsed');
      assert.ok(kept, "the server's cards were replaced instead of hydrated");
      assert.equal(await page.getByText(LANDING_HEADLINE).count(), 0);
      // One request, the reader's own page; the public one came with the HTML.
      assert.equal(feedRequests.length, 1, `feed requests: ${feedRequests.join(', ')}`);
      assert.ok(feedRequests[0], 'the feed was asked for without the user id');
      const shift = await page.evaluate(() => window.__layoutShift);
      assert.ok(shift <= 0.05, `layout shift ${shift}`);
      assert.deepEqual(page.consoleErrors, [], `failed requests: ${failedRequests.join(', ')}`);
    } finally {
      await page.context().close();
    }
  });

  test('a shared job page arrives with its opening in the HTML, is hydrated without asking again, and its Apply works', async () => {
    const latest = `${platform.apiUrl}/referrals/job-openings?page_size=1&latest=true`;
    const [opening] = (await (await fetch(latest)).json()).data.results;
    const pathname = `/job-opening?id=${opening.id}`;
    const html = await pollUntil(
      () => pageHtml(pathname),
      (page) => page.includes('id="query-state"'),
      { timeoutMs: RENDER_SETTLES_MS, intervalMs: 500 },
    );
    assert.ok(
      mainOf(html).includes(`>${asReactWritesIt(opening.title)}</h2>`),
      `the HTML does not hold "${opening.title}"`,
    );
    assert.ok(html.includes(`<title>${asReactWritesIt(`${opening.title} at ${opening.company_name}`)}`));
    // Another query than the opening's id is left to the browser.
    assert.ok(!(await pageHtml(`${pathname}&apply=${opening.id}`)).includes('id="query-state"'));

    const page = await openPage(browser, { width: 412, height: 860 });
    try {
      const requests = [];
      const warnings = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`${platform.apiUrl}/referrals/job-opening?`))
          requests.push(request.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            window.__serverCard = document.querySelector('main article h2');
        });
      });
      await page.goto(`${platform.baseUrl}${pathname}`, { waitUntil: 'networkidle' });
      const apply = page.getByRole('button', { name: `Apply for ${opening.title}` });
      await untilHydrated(apply);
      const { hadServerCard, kept } = await page.evaluate(() => ({
        hadServerCard: Boolean(window.__serverCard),
        kept: document.querySelector('main article h2') === window.__serverCard,
      }));
      assert.ok(hadServerCard, 'no job card in the HTML the browser parsed');
      assert.ok(kept, "the server's card was replaced instead of hydrated");
      assert.deepEqual(requests, [], 'the browser asked the API for the opening again');
      await apply.click();
      await page.getByText('Login or signup to view the post!').waitFor({ timeout: 20_000 });
      assert.deepEqual(
        warnings.filter((text) => /hydrat/i.test(text)),
        [],
      );
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });

  test('a signed-in browser’s /settings and job page arrive in the HTML with nothing of the reader’s, hydrate, and work', async () => {
    const page = await openPage(browser, { width: 412, height: 860 });
    try {
      const email = `prerender-settings-${process.pid}@example.com`;
      await signIn(page, platform, email, '/settings');
      // A new member has no experience, domain or location yet: the form asks for them before saving.
      await page.getByLabel('Years of experience').selectOption('0+');
      await page
        .getByRole('group', { name: 'Domains interested in' })
        .getByRole('checkbox', { name: 'Backend' })
        .check();
      await page
        .getByRole('group', { name: 'Locations open to' })
        .getByRole('checkbox', { name: 'Pune' })
        .check();
      const organization = page.getByLabel('Current organization');
      await organization.fill('Acme Pune');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await page.getByText('Settings updated!').waitFor({ timeout: 20_000 });

      const cookies = await page.context().cookies(platform.baseUrl);
      const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
      const html = await pageHtml('/settings', { cookie });
      assert.ok(html.includes('<div id="root" data-rendered-for="member">'), 'not rendered for a member');
      assert.ok(mainOf(html).includes('>Profile Settings</h1>'), 'no heading in the HTML');
      // The same page for every signed-in reader: their settings are fetched by the browser.
      assert.ok(!html.includes('Acme Pune') && !html.includes(email), 'the reader’s data is in the HTML');
      assert.ok((await pageHtml('/settings')).includes('<div id="root"></div>'), 'a visitor got markup');

      const latest = `${platform.apiUrl}/referrals/job-openings?page_size=1&latest=true`;
      const [opening] = (await (await fetch(latest)).json()).data.results;
      const jobHtml = await pollUntil(
        () => pageHtml(`/job-opening?id=${opening.id}`, { cookie }),
        (text) => text.includes('id="query-state"'),
        { timeoutMs: RENDER_SETTLES_MS, intervalMs: 500 },
      );
      assert.ok(jobHtml.includes('data-rendered-for="member"'));
      assert.ok(mainOf(jobHtml).includes(`>${asReactWritesIt(opening.title)}</h2>`));

      const warnings = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            window.__serverHeading = document.querySelector('main h1');
        });
      });
      page.consoleErrors.length = 0;
      await page.goto(`${platform.baseUrl}/settings`, { waitUntil: 'networkidle' });
      // The reader's own settings fill the hydrated form.
      await page.getByLabel('Current organization').and(page.locator('[value="Acme Pune"]')).waitFor();
      assert.ok(
        await page.evaluate(
          () =>
            Boolean(window.__serverHeading) && document.querySelector('main h1') === window.__serverHeading,
        ),
        "the server's /settings was replaced instead of hydrated",
      );
      await page.getByLabel('Current organization').fill('Acme Mumbai');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await page.getByText('Settings updated!').waitFor({ timeout: 20_000 });

      await page.goto(`${platform.baseUrl}/job-opening?id=${opening.id}`, { waitUntil: 'networkidle' });
      assert.ok(
        await page.evaluate(
          () =>
            Boolean(window.__serverHeading) && document.querySelector('main h1') === window.__serverHeading,
        ),
        "the server's job page was replaced instead of hydrated",
      );
      await untilHydrated(page.getByRole('button', { name: `Apply for ${opening.title}` }));
      assert.deepEqual(
        warnings.filter((text) => /hydrat/i.test(text)),
        [],
      );
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });

  test('markup rendered for a member in a browser that has no session any more is replaced by the visitor’s page', async () => {
    const page = await openPage(browser, { width: 412, height: 860 });
    try {
      // A signed-in cookie left behind (the session ended, or was cleared with the site's storage).
      await page.context().addCookies([{ name: 'referralhub-signed-in', value: '1', url: platform.baseUrl }]);
      const cookie = 'referralhub-signed-in=1';
      await pollUntil(
        () => pageHtml('/', { cookie }),
        (html) => html.includes('data-rendered-for'),
        { timeoutMs: RENDER_SETTLES_MS + 1000, intervalMs: 500 },
      );
      await page.goto(`${platform.baseUrl}/`, { waitUntil: 'networkidle' });
      await page.getByText(LANDING_HEADLINE).waitFor({ timeout: 20_000 });
      assert.equal(await page.getByRole('tab').count(), 0);
      assert.deepEqual(page.consoleErrors, []);
      // The shell put the cookie right: the next page is a visitor's from the start.
      const cookies = await page.context().cookies(platform.baseUrl);
      assert.ok(!cookies.some((entry) => entry.name === 'referralhub-signed-in' && entry.value === '1'));
    } finally {
      await page.context().close();
    }
  });
});

describe('the markup comes from the deployed release', () => {
  test('deploying a changed feed-app changes the landing’s and the feed’s HTML without touching the shell', async () => {
    const headline = `Referrals that land, release ${process.pid}`;
    const cardNote = `referred, release ${process.pid}`;
    const feedApp = await copyRemote('feed-app', 'landing-headline');
    await feedApp.edit(
      'src/features/landing/components/landing-page.tsx',
      'India&apos;s #1 referral platform for jobs &amp; internships',
      headline,
    );
    // The feed's cards are rendered per request by the release's render bundle.
    await feedApp.edit(
      'src/components/job-card.tsx',
      '{referred} referred</span>',
      `{referred} ${cardNote}</span>`,
    );
    const shellIndex = path.join(ROOT, 'shell', E2E_DIST_DIR, 'index.html');
    const shellBefore = {
      text: await readFile(shellIndex, 'utf8'),
      modified: (await stat(shellIndex)).mtimeMs,
    };
    try {
      assert.ok(mainOf(await pageHtml('/')).includes('India&#x27;s #1 referral platform'));
      assert.ok(!(await pageHtml('/feed')).includes(cardNote));

      await platform.deployRemote('feed-app', { sourceDir: feedApp.dir });
      const deployed = await pageHtml('/');
      assert.ok(mainOf(deployed).includes(headline), 'the new release’s headline is not in the HTML');
      assert.ok(!deployed.includes('India&#x27;s #1 referral platform'));
      const newFeed = await feedHtmlWithData({ timeoutMs: NEW_RELEASE_RENDERS_MS });
      assert.ok(newFeed.includes('id="query-state"'), 'the new release did not render /feed with its data');
      assert.ok(mainOf(newFeed).includes(cardNote), 'the new release’s card is not in the HTML');
      const page = await openPage(browser, { width: 412, height: 860 });
      try {
        const { kept } = await openAndCheckHydration(page, '/');
        assert.ok(kept, 'the new release’s markup was replaced instead of hydrated');
        assert.ok(await page.getByRole('heading', { level: 1, name: headline }).isVisible());
        assert.deepEqual(page.consoleErrors, []);
      } finally {
        await page.context().close();
      }
      assert.deepEqual(
        { text: await readFile(shellIndex, 'utf8'), modified: (await stat(shellIndex)).mtimeMs },
        shellBefore,
        'the shell build changed',
      );

      await platform.rollbackRemote('feed-app');
      assert.ok(mainOf(await pageHtml('/')).includes('India&#x27;s #1 referral platform'));
      assert.ok(!(await pageHtml('/feed')).includes(cardNote));
    } finally {
      await feedApp.remove();
    }
  });
});
