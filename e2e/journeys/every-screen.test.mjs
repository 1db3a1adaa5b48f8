// Issue 32, items 6 and 9: one walk over every screen of the product — as a visitor, a signed-in
// job seeker and an administrator — on phones 320, 360 and 412 px wide, with a touch screen. On each
// screen it measures every interactive element and reads the page's title, heading and <noscript>.
//
// What counts as a touch target (WCAG 2.5.5 asks 44 × 44 px; we hold every control to it):
//   links, buttons, form fields, tabs, sliders, summaries and anything else focusable by Tab.
// Documented exemptions (WCAG 2.5.8's "inline" and "user agent control" exceptions, read narrowly):
//   - a link inside a sentence: an inline link whose paragraph has text of its own around it (its size is
//     set by the line of text; making it 44 px tall would break the reading);
//   - a checkbox or radio whose <label> is the target: the label box, which toggles it, is measured;
//   - text the reader types into (inputs, textareas, selects) is measured like any other control;
//   - what is not on screen: visually hidden elements (the skip link until it gets focus) and the
//     code editor's internals on /practice/problem (Monaco's own hidden textarea and scrollbars).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser } from '../lib/browser.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { signIn } from '../lib/sign-in.mjs';

const WIDTHS = [320, 360, 412];
const MIN_TARGET = 44;
const ADMIN_EMAIL = 'admin@example.com';
// E2E_WALK_CLASSES=1 names each failing element's class and its parent's, to find the rule to fix.
const MEASURE_ARGS = [MIN_TARGET, process.env.E2E_WALK_CLASSES === '1'];

let platform;
let browser;
const ids = {};

before(async () => {
  platform = await startPlatform({ api: true });
  assert.ok(platform.hasApi, 'this walk needs the API');
  browser = await launchBrowser();
  const get = (path) => fetch(`${platform.apiUrl}${path}`).then((response) => response.json());
  const feed = await get('/referrals/job-openings');
  ids.opening = feed.data.results[0].id;
  const problems = await get('/practice/problems?page=1&page_size=5');
  ids.problem = problems.data.results[0].id;
  await createTodaysContest();
});

/** Today's contest in India time, so /hiring-challenge is its page and the operator's /contests lists it. */
async function createTodaysContest() {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, platform, ADMIN_EMAIL, '/stats');
    const inIndia = (offsetMinutes) => new Date(Date.now() + (330 + offsetMinutes) * 60_000);
    const withZone = (date) => `${date.toISOString().slice(0, 19)}+05:30`;
    const day = inIndia(0).toISOString().slice(0, 10);
    const response = await page.request.post(`${platform.apiUrl}/admin/contests`, {
      headers: { origin: platform.baseUrl },
      data: {
        name: 'Student Hiring Challenge, walk edition',
        page_text: 'Solve two problems in one sitting. The top 10 are invited to interview.',
        registration_opens_at: withZone(inIndia(-60)),
        registration_closes_at: `${day}T23:59:00+05:30`,
        contest_day: day,
        window_minutes: 180,
        problems: [{ problem_id: ids.problem, level: 1 }],
      },
    });
    assert.equal(response.status(), 201, await response.text());
  } finally {
    await context.close();
  }
}

after(async () => {
  await browser?.close();
  await platform?.stop();
});

async function blogPath(page) {
  if (ids.blog) return ids.blog;
  await page.goto(`${platform.baseUrl}/blogs`);
  const first = page.locator('main a[href^="/blog/"]').first();
  await first.waitFor({ timeout: 20_000 });
  ids.blog = await first.getAttribute('href');
  return ids.blog;
}

const PUBLIC = [
  '/',
  '/feed',
  '/about',
  '/support',
  '/contact',
  '/pricing',
  '/hiring-challenge',
  '/blogs',
  '/terms-and-conditions',
  '/privacy-policy',
  '/refund-policy',
  '/test',
  '/practice',
  '/practice/about',
  '/practice/premium',
  '/no-such-page',
];
const VISITOR_ONLY = ['/login', '/signup'];
const MEMBER = [
  '/settings',
  '/my-referrals',
  '/welcome',
  '/premium',
  '/purchase-status',
  '/confirmation',
  () => `/apply?id=${ids.opening}`,
  () => `/practice/problem?id=${ids.problem}`,
];
const ADMIN = [
  '/add-job-opening',
  '/approve-job-opening',
  '/manage-job-openings',
  () => `/edit-job-opening?id=${ids.opening}`,
  '/create-subscription',
  '/stats',
  '/linkedin-auth-code-url',
  '/linkedin-access-token',
  '/practice/create-problem',
  '/practice/manage-problems',
  () => `/practice/manage-problems?edit=${ids.problem}`,
  '/practice/all-submissions',
  '/referral-requests',
  '/practice-feedback',
  '/contests',
];

/**
 * Every interactive element on screen that is smaller than 44 × 44 px or sticks out past the screen,
 * with why; and buttons whose label wraps.
 */
function measure([minimum, withClasses]) {
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="tab"]',
    '[role="slider"]',
    '[role="checkbox"]',
    '[role="switch"]',
    '[role="menuitem"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',');
  const describe = (element) => {
    const name =
      element.getAttribute('aria-label') ||
      element.labels?.[0]?.textContent ||
      element.textContent ||
      element.getAttribute('placeholder') ||
      element.getAttribute('name') ||
      '';
    return `${element.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, ' ').slice(0, 50)}"${
      withClasses ? ` .${element.className} in .${element.parentElement?.className}` : ''
    }`;
  };
  const visuallyHidden = (element, box) => {
    if (box.width <= 1 || box.height <= 1) return true;
    const style = getComputedStyle(element);
    return style.visibility === 'hidden' || style.clip === 'rect(0px, 0px, 0px, 0px)';
  };
  const blockOf = (element) => {
    let node = element.parentElement;
    while (node && getComputedStyle(node).display.startsWith('inline')) node = node.parentElement;
    return node;
  };
  const inSentence = (element) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
    const block = blockOf(element);
    if (!block) return false;
    const own = element.textContent.trim().length;
    const all = block.textContent.replace(/\s+/g, ' ').trim().length;
    return all - own >= 10;
  };
  const inScroller = (element) => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
      if (/auto|scroll/.test(getComputedStyle(node).overflowX)) return true;
    return false;
  };
  const problems = [];
  const seen = new Set();
  for (const element of document.querySelectorAll(selector)) {
    if (seen.has(element)) continue;
    seen.add(element);
    if (element.closest('.monaco-editor, noscript, [aria-hidden="true"], [inert]')) continue;
    if (element.getClientRects().length === 0) continue;
    let box = element.getBoundingClientRect();
    if (visuallyHidden(element, box)) continue;
    if (inSentence(element)) continue;
    if (element.matches('input[type="checkbox"], input[type="radio"]')) {
      const label = element.closest('label') ?? element.labels?.[0];
      if (label) {
        const around = label.getBoundingClientRect();
        const left = Math.min(box.left, around.left);
        const top = Math.min(box.top, around.top);
        box = {
          width: Math.max(box.right, around.right) - left,
          height: Math.max(box.bottom, around.bottom) - top,
        };
      }
    }
    if (box.width < minimum - 0.5 || box.height < minimum - 0.5)
      problems.push(`${describe(element)} is ${Math.round(box.width)}×${Math.round(box.height)}`);
    // Past the screen's edge a control is cut off (the layout clips it) or makes the phone zoom the
    // page out, unless it sits in a box of its own that scrolls (a wide table). The screen, not the
    // window: a phone widens its layout viewport to the widest content.
    const outside = Math.max(box.right - screen.width, -box.left);
    if (outside > 0.5 && !inScroller(element))
      problems.push(`${describe(element)} sticks out ${Math.round(outside)} px past the screen`);
  }
  // A label wraps when its text runs on more than one line: lines are text boxes that do not overlap
  // vertically (an icon beside the text is not a line).
  for (const button of document.querySelectorAll('button, [role="tab"]')) {
    if (button.getClientRects().length === 0 || button.closest('.monaco-editor')) continue;
    const rects = [];
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
    }
    rects.sort((a, b) => a.top - b.top);
    let lines = 0;
    let lineBottom = -Infinity;
    for (const rect of rects) {
      if (rect.top >= lineBottom - 2) {
        lines += 1;
        lineBottom = rect.bottom;
      } else lineBottom = Math.max(lineBottom, rect.bottom);
    }
    if (lines > 1) problems.push(`${describe(button)} wraps onto ${lines} lines`);
  }
  const wider = document.documentElement.scrollWidth - screen.width;
  if (wider > 0) problems.push(`the page is ${wider} px wider than the screen`);
  return problems;
}

/** The screen's title, its first heading and the page's no-script note. */
function readPage() {
  const heading = document.querySelector('main h1') ?? document.querySelector('main [role="heading"]');
  return {
    title: document.title,
    heading: heading?.textContent.trim() ?? '',
    noscript: [...document.querySelectorAll('noscript')].map((note) => note.textContent).join(' '),
  };
}

async function openWalker(width) {
  const context = await browser.newContext({
    viewport: { width, height: 780 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  return context.newPage();
}

async function settle(page) {
  await page.locator('main h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // Skeletons and lazily loaded parts have gone.
  await page
    .waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), null, { timeout: 10_000 })
    .catch(() => undefined);
}

/** Visits each path, returning target problems and what each page says about itself. */
async function walk(page, paths, width, pages) {
  const problems = [];
  for (const entry of paths) {
    const path = typeof entry === 'function' ? entry() : entry;
    await page.goto(`${platform.baseUrl}${path}`);
    await settle(page);
    for (const problem of await page.evaluate(measure, MEASURE_ARGS))
      problems.push(`${path} @${width}: ${problem}`);
    // A screen that sends this browser elsewhere (/confirmation with nothing to confirm) is that page.
    const landed = page.url().slice(platform.baseUrl.length);
    if (landed === path || !pages.has(landed)) pages.set(landed, await page.evaluate(readPage));
    if (path === '/feed') {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('dialog', { name: 'Filters' }).waitFor();
      for (const problem of await page.evaluate(measure, MEASURE_ARGS))
        problems.push(`${path} filters dialog @${width}: ${problem}`);
      await page.keyboard.press('Escape');
    }
    if (path === '/settings' || path === '/feed') {
      const menu = page.getByRole('button', { name: 'Open menu' });
      if (await menu.isVisible()) {
        await menu.click();
        await page.getByRole('menuitem').first().waitFor();
        for (const problem of await page.evaluate(measure, MEASURE_ARGS))
          problems.push(`${path} menu @${width}: ${problem}`);
        await page.keyboard.press('Escape');
      }
    }
  }
  return problems;
}

function report(problems) {
  if (process.env.E2E_WALK_CLASSES === '1') console.log(problems.join('\n'));
}

function checkPages(pages, role) {
  const faults = [];
  const byTitle = new Map();
  for (const [path, { title, heading, noscript }] of pages) {
    if (!/ · ReferralHub$/.test(title)) faults.push(`${role} ${path}: title "${title}"`);
    if (!heading) faults.push(`${role} ${path}: no heading text`);
    if (!/needs JavaScript to .+ Without it you can still /.test(noscript.replace(/\s+/g, ' ')))
      faults.push(`${role} ${path}: no <noscript> note saying what works without JavaScript`);
    byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
  }
  for (const [title, paths] of byTitle)
    if (paths.length > 1) faults.push(`${role}: "${title}" is the title of ${paths.join(', ')}`);
  return faults;
}

describe('every screen, thumb-sized and titled', () => {
  test('without JavaScript a page is not blank: it says what still works', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 780 },
    });
    const page = await context.newPage();
    const blank = [];
    for (const path of [
      '/practice',
      '/settings',
      '/my-referrals',
      '/feed',
      '/login',
      '/manage-job-openings',
    ]) {
      await page.goto(`${platform.baseUrl}${path}`);
      // Playwright's text selectors skip <noscript>; with scripting off its content is real markup.
      const note = await page.evaluate(() => {
        const paragraph = document.querySelector('noscript p');
        if (!paragraph || paragraph.getBoundingClientRect().height === 0) return '';
        return paragraph.innerText.replace(/\s+/g, ' ');
      });
      if (!/needs JavaScript to sign in.+ Without it you can still read the job feed/.test(note))
        blank.push(path);
    }
    await context.close();
    assert.deepEqual(blank, [], 'pages with no visible word without JavaScript');
  });

  for (const width of WIDTHS) {
    test(`a visitor's screens at ${width} px`, async () => {
      const page = await openWalker(width);
      const pages = new Map();
      const paths = [...PUBLIC, ...VISITOR_ONLY, `/job-opening?id=${ids.opening}`, await blogPath(page)];
      const problems = await walk(page, paths, width, pages);
      await page.context().close();
      report(problems);
      assert.deepEqual([...problems, ...checkPages(pages, 'visitor')], []);
    });

    test(`a job seeker's screens at ${width} px, with the credits pill readable`, async () => {
      const page = await openWalker(width);
      await signIn(page, platform, `walker-${width}-${process.pid}-${Date.now()}@example.com`, '/feed');
      const pages = new Map();
      const paths = [...PUBLIC, ...MEMBER, `/job-opening?id=${ids.opening}`, await blogPath(page)];
      const problems = await walk(page, paths, width, pages);
      await page.goto(`${platform.baseUrl}/feed`);
      await settle(page);
      const pill = page.getByRole('link', { name: /credits left/ });
      const pillText = (await pill.innerText()).replace(/\s+/g, ' ').trim();
      await page.context().close();
      report(problems);
      assert.match(pillText, /^\d+ (cr|credits?)$/, `the credits pill reads "${pillText}"`);
      assert.deepEqual([...problems, ...checkPages(pages, 'member')], []);
    });

    test(`an administrator's screens at ${width} px`, async () => {
      const page = await openWalker(width);
      await signIn(page, platform, ADMIN_EMAIL, '/stats');
      const pages = new Map();
      const problems = await walk(page, ADMIN, width, pages);
      await page.context().close();
      report(problems);
      assert.deepEqual([...problems, ...checkPages(pages, 'admin')], []);
    });
  }
});
