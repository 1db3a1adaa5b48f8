// The administrator's journeys in a real browser against the running API: a hiring post becomes a
// published opening at the top of the job seeker's 'Latest' feed, a problem with tests reaches
// /practice, statistics render as charts, and nobody else gets in (screens redirect, the API says 403).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertAccessible } from '../lib/accessibility.mjs';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { waitForOneTimeCode } from '../lib/outbox.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { openScreen } from '../lib/shell-page.mjs';
import { signIn } from '../lib/sign-in.mjs';

const ADMIN_EMAIL = 'admin@example.com';
const FEED_HEADING = 'Referral openings';
// A string the chart library's production build keeps (a CSS class name it renders).
const RECHARTS_MARKER = 'recharts-wrapper';

let platform;
let browser;

before(async () => {
  platform = await startPlatform({ api: true });
  assert.ok(platform.hasApi, 'these journeys need the API');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

let addressCount = 0;
const newAddress = (label) => `${label}-${process.pid}-${Date.now()}-${(addressCount += 1)}@example.com`;
const unique = (label) => `${label} ${process.pid}-${Date.now()}`;

/** Calls the API with the page's cookies (its session) and returns status and body. */
async function callApi(page, method, path, data) {
  const response = await page.request.fetch(`${platform.apiUrl}${path}`, {
    method,
    ...(data === undefined ? {} : { data }),
    maxRedirects: 0,
  });
  const text = await response.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (a redirect or a page)
  }
  return { status: response.status(), body };
}

/** Collects the JavaScript the page downloads from now on, to tell which libraries a screen loaded. */
function recordScripts(page) {
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      bodies.push(response.text().catch(() => ''));
    }
  });
  return async () => (await Promise.all(bodies)).join('\n');
}

const HIRING_POST = `We're hiring! Google is looking for a Software Engineer (Full-time) to join our Cloud team in Hyderabad.
Experience: 3+ years
Skills: Go, Kubernetes, distributed systems
Apply here: https://careers.google.com/jobs/results/e2e-${process.pid}
DM me for a referral.`;

describe('the administrator', () => {
  test('turns a pasted hiring post into an opening that a job seeker finds at the top of Latest', async () => {
    const admin = await openPage(browser);
    await signIn(admin, platform, ADMIN_EMAIL, '/add-job-opening');
    await admin.getByRole('heading', { level: 1, name: 'Add job opening' }).waitFor({ timeout: 20_000 });
    await assertAccessible(admin, '/add-job-opening');

    await admin.getByRole('button', { name: 'Extract details' }).click();
    await admin.getByText('Job description is a mandatory for details extraction!').waitFor();

    await admin.getByLabel('Job description').fill(HIRING_POST);
    await admin.getByRole('button', { name: 'Extract details' }).click();
    await admin.getByText('Details extracted into the form. Review them before saving.').waitFor();
    assert.equal(await admin.getByLabel('Company name').inputValue(), 'Google');
    assert.equal(await admin.getByLabel('Employment type').inputValue(), 'Full-time');
    assert.equal(
      await admin.getByLabel('Job link').inputValue(),
      `https://careers.google.com/jobs/results/e2e-${process.pid}`,
    );
    assert.ok((await admin.getByLabel('Job title').inputValue()).length > 0, 'the title was not extracted');

    // The administrator corrects the extracted title (unique, so the feed check cannot be fooled).
    const title = unique('Cloud Platform Engineer');
    await admin.getByLabel('Job title').fill(title);
    await admin.getByLabel('Job location').fill('Hyderabad');
    if ((await admin.getByLabel('Years of experience').inputValue()) === '') {
      await admin.getByLabel('Years of experience').fill('3');
    }
    await admin.getByLabel('Skills', { exact: true }).fill('golang,');
    await admin.getByRole('button', { name: 'Save job opening' }).click();
    await admin.getByText('Job opening saved successfully!').waitFor();
    assert.equal(await admin.getByLabel('Job title').inputValue(), '', 'the form was not emptied');

    await openScreen(admin, platform, '/approve-job-opening', { heading: 'Approve job openings' });
    const approve = admin.getByRole('button', { name: `Approve ${title} at Google` });
    await approve.waitFor({ timeout: 15_000 });
    await assertAccessible(admin, '/approve-job-opening');
    await approve.click();
    await approve.waitFor({ state: 'detached' });
    await admin.getByText('Job opening approved.').waitFor();

    const seeker = await openPage(browser);
    await signIn(seeker, platform, newAddress('seeker'), '/');
    await seeker.getByRole('heading', { level: 1, name: FEED_HEADING }).waitFor({ timeout: 20_000 });
    await seeker.getByRole('tab', { name: 'Latest' }).click();
    const firstCard = seeker.locator('ul[aria-label="Job openings"] > li').first();
    await firstCard.getByRole('heading', { name: title }).waitFor({ timeout: 15_000 });
  });

  test('creates a problem from a generator and a reference, checks it, publishes it, and a learner solves it', async () => {
    const page = await openPage(browser);
    await signIn(page, platform, ADMIN_EMAIL, '/practice/create-problem');
    await page.getByRole('heading', { level: 1, name: 'Create problem' }).waitFor({ timeout: 20_000 });
    await assertAccessible(page, '/practice/create-problem');

    await page.getByRole('button', { name: 'Save problem' }).click();
    await page.getByText('At least one tag is needed!').waitFor();

    const title = unique('Sum of pairs');
    await page.getByLabel('Problem title').fill(title);
    await page.getByLabel('Tags').fill('math, warm-up,');
    const cases = {
      1: [
        ['1 2', '3'],
        ['40 2', '42'],
      ],
      2: [['5 5', '10']],
      3: [['-3 3', '0']],
    };
    for (const [level, tests] of Object.entries(cases)) {
      await page
        .getByLabel(`Level ${level} question`)
        .fill(`Read two integers and print their sum (level ${level}).`);
      for (const [index, [input, output]] of tests.entries()) {
        if (index > 0) await page.getByRole('button', { name: `Add a level ${level} test case` }).click();
        await page.getByLabel(`Level ${level} test ${index + 1} input (stdin)`).fill(input);
        await page.getByLabel(`Level ${level} test ${index + 1} expected output`).fill(output);
      }
    }

    // Level 1 is made from programs: a seeded generator makes two more tests, the reference answers them.
    await page.getByText('Programs (level 1)').click();
    await page
      .getByLabel('Level 1 reference solution')
      .fill('a, b = map(int, input().split())\nprint(a + b)\n');
    await page
      .getByLabel('Level 1 generator', { exact: true })
      .fill(
        'import random\n\nn, seed = map(int, input().split())\nrng = random.Random(seed)\nprint(rng.randint(-n, n), rng.randint(-n, n))\n',
      );
    await page.getByLabel('Level 1 generator calls').fill('gen 10 1\ngen 1000000 2');
    await page.getByRole('button', { name: 'Check level 1' }).click();
    const report = page.getByRole('region', { name: 'Level 1 check report' });
    await report.getByText('Level 1 passes its check: 4 tests.').waitFor({ timeout: 60_000 });
    await report.getByRole('rowheader', { name: 'gen 1000000 2' }).waitFor();
    await assertAccessible(page, '/practice/create-problem with a check report');

    await page.getByRole('button', { name: 'Save problem' }).click();
    await page.getByText('Problem saved successfully!').waitFor({ timeout: 15_000 });

    // A new problem is saved unpublished: the operator publishes it in Manage problems.
    await page.goto(`${platform.baseUrl}/practice/manage-problems?search=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Publish ${title}` }).click({ timeout: 20_000 });
    await page.getByRole('button', { name: `Unpublish ${title}` }).waitFor({ timeout: 15_000 });

    await page.goto(`${platform.baseUrl}/practice`);
    await page.getByText(title).first().waitFor({ timeout: 20_000 });

    // A learner solves level 1, judged on its hand-written tests and the two generated ones.
    const learner = await openPage(browser, { width: 1280, height: 900 });
    await learner.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(learner, platform, newAddress('solver'), '/practice');
    await learner.getByRole('list', { name: 'Challenges' }).getByRole('link', { name: title }).click();
    await learner.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });
    await learner
      .getByRole('navigation', { name: 'Problem sections' })
      .getByRole('link', { name: 'Code' })
      .click();
    const editor = learner.locator('.monaco-editor .view-lines');
    await editor.waitFor({ timeout: 60_000 });
    await editor.click();
    await learner.keyboard.press('Control+A');
    await learner.evaluate(
      (code) => navigator.clipboard.writeText(code),
      'first, second = map(int, input().split())\nprint(first + second)\n',
    );
    await learner.keyboard.press('Control+V');
    await editor.getByText('first, second').waitFor();
    await learner.getByRole('button', { name: 'Evaluate' }).click();
    const verdict = learner.getByRole('region', { name: 'Verdict' });
    await verdict.getByText('Accepted: all 4 tests passed within the limits.').waitFor({ timeout: 120_000 });
  });

  test('sees sign-ups and payments as charts with a table beside each, and recharts loads only there', async () => {
    // Activity to chart: two sign-ups with one referral code (through the API's own sign-up calls), one paying.
    const code = `E2E${process.pid}`;
    const referred = await openPage(browser);
    await referred.goto(`${platform.baseUrl}/remotes.json`);
    for (let index = 0; index < 2; index += 1) {
      const email = newAddress(`campus${index}`);
      const since = Date.now();
      await callApi(referred, 'POST', '/referrals/send-otp', { email });
      const otp = await waitForOneTimeCode(platform.apiUrl, email, { since });
      await callApi(referred, 'POST', '/referrals/verify-otp', { email, otp });
      const created = await callApi(referred, 'POST', '/referrals/user', { email, referral_code: code });
      assert.equal(created.status, 200, JSON.stringify(created.body));
    }
    const order = await callApi(referred, 'POST', '/payment/create-order', {
      amount: 86,
      redirect_url: `${platform.baseUrl}/purchase-status`,
    });
    assert.equal(order.status, 200, JSON.stringify(order.body));
    const paid = await callApi(referred, 'POST', `/payment/dev-checkout/${order.body.payment_session_id}`, {
      outcome: 'success',
    });
    assert.equal(paid.status, 303);

    const page = await openPage(browser);
    const scripts = recordScripts(page);
    await signIn(page, platform, ADMIN_EMAIL, '/add-job-opening');
    await page.getByRole('heading', { level: 1, name: 'Add job opening' }).waitFor({ timeout: 20_000 });
    assert.ok(!(await scripts()).includes(RECHARTS_MARKER), 'recharts was downloaded outside /stats');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Statistics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Stats' }).waitFor({ timeout: 20_000 });
    for (const chart of ['Sign-ups per day, chart', 'Payments per day, chart']) {
      const bars = page.getByRole('figure', { name: chart }).locator('.recharts-bar-rectangle path');
      await bars.first().waitFor({ timeout: 20_000 });
      assert.ok((await bars.count()) >= 1, `${chart} shows no bar`);
    }
    assert.ok((await scripts()).includes(RECHARTS_MARKER), 'the charts did not come from recharts');

    const total = Number(
      (await page.locator('dt', { hasText: 'Total sign-ups' }).locator('+ dd').textContent()).replace(
        /\D/g,
        '',
      ),
    );
    assert.ok(total >= 4, `total sign-ups ${total}`);
    // The seed already holds back-dated sign-ups and payments (some may fall on today): the screen
    // must show what the server counts, this journey's ₹86 included, and the seeded history.
    const stats = await callApi(page, 'GET', '/referrals/stats');
    assert.equal(stats.status, 200);
    const [newestPayments] = stats.body.payments_per_day;
    assert.equal(newestPayments.date, new Date().toISOString().slice(0, 10), 'the payment made now is today');
    assert.ok(newestPayments.amount >= 86, `today's payments ${newestPayments.amount}`);
    const today = page.getByRole('table', { name: 'Payments per day' }).getByRole('row').nth(1);
    const todayText = (await today.textContent()).replace(/[\s,]/g, '');
    assert.ok(
      todayText.endsWith(`${newestPayments.count}₹${newestPayments.amount}`),
      `today's row '${todayText}' differs from the API's ${JSON.stringify(newestPayments)}`,
    );
    const signUpRows = await page.getByRole('table', { name: 'Sign-ups per day' }).getByRole('row').count();
    assert.ok(signUpRows > 10, `the seeded sign-up history shows (${signUpRows - 1} days)`);
    const codeRow = page
      .getByRole('table', { name: 'Sign-ups per referral code' })
      .getByRole('row', { name: new RegExp(code) });
    assert.match(await codeRow.textContent(), new RegExp(`${code}\\s*2$`));
    await assertAccessible(page, '/stats');
  });

  test('has accessible review screens for subscriptions, submissions, referral requests, feedback and LinkedIn', async () => {
    const page = await openPage(browser);
    await signIn(page, platform, ADMIN_EMAIL, '/create-subscription');
    const screens = [
      ['/create-subscription', 'Create subscription'],
      ['/practice/all-submissions', 'All submissions'],
      ['/referral-requests?status=all', 'Referral requests'],
      ['/practice-feedback', 'Practice feedback'],
      ['/linkedin-access-token', 'LinkedIn access token'],
    ];
    for (const [path, heading] of screens) {
      await openScreen(page, platform, path, { heading });
      // Let the screen leave its loading state before checking it.
      await page
        .getByRole('status', { name: /^Loading/ })
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => undefined);
      await assertAccessible(page, path);
    }

    await openScreen(page, platform, '/create-subscription', { heading: 'Create subscription' });
    await page.getByRole('button', { name: 'Create subscription' }).click();
    await page.getByText('Email is mandatory!').waitFor();
    await page.getByLabel('Email').fill(newAddress('learner'));
    await page.getByLabel('Start date').fill('2025-01-01');
    await page.getByLabel('End date').fill('2099-12-31');
    await page.getByRole('button', { name: 'Create subscription' }).click();
    await page.getByText('Subscription created successfully.').waitFor();
  });
});

describe('a plain user', () => {
  const ADMIN_PATHS = [
    ['/add-job-opening', '/'],
    ['/approve-job-opening', '/'],
    ['/create-subscription', '/'],
    ['/linkedin-auth-code-url', '/'],
    ['/linkedin-access-token?code=x', '/'],
    ['/stats', '/'],
    ['/referral-requests', '/'],
    ['/practice-feedback', '/'],
    ['/practice/create-problem', '/practice'],
    ['/practice/all-submissions', '/practice'],
  ];

  test('is sent away from every admin screen', async () => {
    const page = await openPage(browser);
    await signIn(page, platform, newAddress('plain'));
    for (const [path, target] of ADMIN_PATHS) {
      await page.goto(`${platform.baseUrl}${path}`);
      await page.waitForURL((url) => url.pathname === target, { timeout: 20_000 });
      assert.equal(
        await page
          .getByRole('heading', { level: 1, name: /^(Add job opening|Stats|Create problem)$/ })
          .count(),
        0,
      );
    }
  });

  test('gets 403 from the same calls made straight to the API', async () => {
    const page = await openPage(browser);
    await signIn(page, platform, newAddress('direct'));
    const opening = {
      title: 'Engineer',
      company_name: 'Uber',
      employment_type: 'Intern',
      yoe: 0,
      location: 'Pune',
      link: 'https://example.com/job',
      skills: ['go'],
    };
    const problem = {
      title: 'x',
      level_1_question: 'q',
      level_2_question: 'q',
      level_3_question: 'q',
      tags: ['t'],
      level_1_tests: [{ input: '1', output: '1', sample: true }],
      level_2_tests: [{ input: '1', output: '1', sample: true }],
      level_3_tests: [{ input: '1', output: '1', sample: true }],
    };
    const calls = [
      ['POST', '/referrals/job-opening', opening],
      ['POST', '/referrals/job-opening/extract-details', { job_description: HIRING_POST }],
      ['GET', '/referrals/job-opening/status?status=draft'],
      ['PATCH', '/referrals/job-opening/1', { meta_data: { status: 'published' } }],
      [
        'POST',
        '/referrals/subscription',
        { email: 'a@example.com', start_date: '2025-01-01', end_date: '2025-02-01' },
      ],
      ['GET', '/referrals/stats'],
      [
        'GET',
        `/linkedin/auth-code-url?redirect_uri=${encodeURIComponent(`${platform.baseUrl}/linkedin-access-token`)}`,
      ],
      ['GET', '/referrals/referral-requests'],
      ['PATCH', '/referrals/referral-requests/1', { status: 'referred' }],
      ['GET', '/practice/feedback/all'],
      ['POST', '/practice/problem', problem],
      [
        'POST',
        '/practice/problem/check-reference',
        { language: 'python', code: 'print(1)', tests: problem.level_1_tests, time_limit_ms: 1000 },
      ],
      ['GET', '/practice/submissions/all'],
    ];
    const answers = [];
    for (const [method, path, data] of calls) {
      const { status } = await callApi(page, method, path, data);
      answers.push(`${method} ${path.split('?')[0]} → ${status}`);
    }
    assert.deepEqual(
      answers,
      calls.map(([method, path]) => `${method} ${path.split('?')[0]} → 403`),
    );
  });
});
