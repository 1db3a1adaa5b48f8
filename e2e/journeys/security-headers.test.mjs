// The app servers' Content-Security-Policy in a real browser: every kind of screen (landing, feed,
// login, the practice editor with Monaco's workers, an admin screen) loads the shell, the remotes
// and the API with no policy violation, and the shell refuses to be framed by another origin.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { waitForOneTimeCode } from '../lib/outbox.mjs';
import { signIn } from '../lib/sign-in.mjs';

const ADMIN_EMAIL = 'admin@example.com';
const PROBLEM_TITLE = 'Calm Stretch of Sensor Readings';

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

/** A page that records every Content-Security-Policy violation the browser reports. */
async function watchedPage(options) {
  const page = await openPage(browser, options);
  page.violations = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) page.violations.push(message.text());
  });
  return page;
}

describe('the Content-Security-Policy lets every screen work', () => {
  test('the landing page, the login screen and the signed-in feed', async () => {
    const page = await watchedPage();
    const landing = await page.goto(`${platform.baseUrl}/`);
    const policy = landing.headers()['content-security-policy'];
    assert.match(policy, /frame-ancestors 'none'/);
    assert.doesNotMatch(policy, /script-src[^;]*'unsafe-(inline|eval)'/);
    assert.equal(landing.headers()['x-content-type-options'], 'nosniff');
    await page.getByRole('link', { name: 'Start Now' }).waitFor({ timeout: 30_000 });
    await page.goto(`${platform.baseUrl}/login`);
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor({ timeout: 30_000 });
    await signIn(page, platform, `csp-${process.pid}-${Date.now()}@example.com`, '/');
    await page.getByRole('tab', { name: 'FAANG+' }).waitFor({ timeout: 30_000 });
    assert.deepEqual(page.violations, []);
  });

  test('the practice problem page runs Monaco (blob workers) under the policy', async () => {
    const page = await watchedPage({ width: 1400, height: 900 });
    await signIn(page, platform, `csp-learner-${process.pid}-${Date.now()}@example.com`, '/practice');
    const list = page.getByRole('list', { name: 'Challenges' });
    await list.waitFor({ timeout: 30_000 });
    await list.getByRole('link', { name: PROBLEM_TITLE }).click();
    await page.getByRole('heading', { level: 1, name: PROBLEM_TITLE }).waitFor({ timeout: 30_000 });
    await page
      .getByRole('navigation', { name: 'Problem sections' })
      .getByRole('link', { name: 'Code' })
      .click();
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 60_000 });
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.type('def main():\n    return 1\n');
    // Syntax colouring comes from the worker-free tokenizer; give the workers time to start too.
    await page.waitForTimeout(1500);
    assert.deepEqual(page.violations, []);
  });

  test('an administrator screen', async () => {
    const page = await watchedPage();
    await signIn(page, platform, ADMIN_EMAIL, '/add-job-opening');
    await page.getByRole('heading', { level: 1, name: 'Add job opening' }).waitFor({ timeout: 30_000 });
    assert.deepEqual(page.violations, []);
  });
});

/** Types `code` into the four boxes and submits it; resolves with the API's status for it. */
async function submitCode(page, code) {
  for (const [index, digit] of [...code].entries()) {
    await page.getByRole('textbox', { name: `Digit ${index + 1} of 4` }).fill(digit);
  }
  const answer = page.waitForResponse((response) => response.url().endsWith('/referrals/verify-otp'));
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  return (await answer).status();
}

test('after 10 wrong codes the code step refuses even the right one and says how long to wait', async () => {
  const page = await openPage(browser);
  const email = `locked-${process.pid}-${Date.now()}@example.com`;
  await page.goto(`${platform.baseUrl}/signup`);
  await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor({ timeout: 30_000 });
  await page.getByLabel('Email').fill(email);
  let since = Date.now();
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByRole('heading', { level: 1, name: 'Verify Your Email' }).waitFor();
  for (let round = 0; round < 2; round += 1) {
    const code = await waitForOneTimeCode(platform.apiUrl, email, { since });
    const wrong = String((Number(code) + 5000) % 10_000).padStart(4, '0');
    for (let guess = 0; guess < 5; guess += 1) assert.equal(await submitCode(page, wrong), 200);
    await page.getByText('Invalid OTP! Please check and try again').waitFor();
    since = Date.now();
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await page.getByRole('button', { name: 'Send a new code' }).waitFor();
  }
  const right = await waitForOneTimeCode(platform.apiUrl, email, { since });
  assert.equal(await submitCode(page, right), 429);
  await page
    .getByText('Too many wrong codes were entered for this e-mail. Try again in 60 minutes.')
    .waitFor();
  assert.equal(new URL(page.url()).pathname, '/signup');
});

test('another origin cannot frame the shell', async () => {
  const page = await openPage(browser);
  const blocked = [];
  page.on('console', (message) => blocked.push(message.text()));
  const isRefusal = (text) => /frame-ancestors|X-Frame-Options|refused to (display|connect)/i.test(text);
  // The browser says so once it has refused the frame; a frame it let in would have had as long to render.
  const refused = page
    .waitForEvent('console', { predicate: (message) => isRefusal(message.text()), timeout: 10_000 })
    .catch(() => undefined);
  // A blank page is another (opaque) origin with no policy of its own.
  await page.setContent(`<iframe id="framed" src="${platform.baseUrl}/"></iframe>`);
  await refused;
  const framed = page.frames().find((frame) => frame.url().startsWith(platform.baseUrl));
  const rendered = framed
    ? await framed
        .locator('body *')
        .count()
        .catch(() => 0)
    : 0;
  assert.equal(rendered, 0, 'the shell must not render inside a foreign frame');
  assert.ok(blocked.some(isRefusal), blocked.join('\n'));
});
