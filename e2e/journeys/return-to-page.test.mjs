// Issue 32, item 1: a sign-in or sign-up started from a page comes back to that page after the code.
// A visitor's Apply on a shared job page returns to that page with its Apply step (the unlock
// question) open; an e-mail's link to /settings returns to /settings; a session that expired in
// the browser says so on the login page; a return target on another site is ignored.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { waitForOneTimeCode } from '../lib/outbox.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { openScreen } from '../lib/shell-page.mjs';
import { signIn } from '../lib/sign-in.mjs';

const SESSION_STORAGE_KEY = 'referrals.logged-in-user';

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

const newAddress = (label) => `${label}-${process.pid}-${Date.now().toString(36)}@example.com`;

/** The e-mail step, then the code from the outbox, on the login or signup screen already open. */
async function enterEmailAndCode(page, email) {
  await page.getByLabel('Email').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByRole('heading', { level: 1, name: 'Verify Your Email' }).waitFor();
  const code = await waitForOneTimeCode(platform.apiUrl, email, { since });
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
}

async function anyPublishedOpening(page) {
  const response = await page.request.get(`${platform.apiUrl}/referrals/job-openings?latest=true`);
  assert.ok(response.ok(), `the feed answered ${response.status()}`);
  const openings = (await response.json()).data.results;
  assert.ok(openings.length > 0, 'the seed has published openings');
  return openings[0];
}

describe('returning to where you were', () => {
  test("a visitor's Apply on a shared job page signs up and comes back with the Apply step open", async () => {
    const page = await openPage(browser, { width: 360, height: 740 });
    const opening = await anyPublishedOpening(page);
    await openScreen(page, platform, `/job-opening?id=${opening.id}`, { heading: 'Job opening' });
    await page.getByRole('button', { name: /^Apply for / }).click();
    await page.getByText('Login or signup to view the post!').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    const signupUrl = new URL(page.url());
    assert.equal(signupUrl.pathname, '/signup');
    assert.equal(signupUrl.searchParams.get('next'), `/job-opening?id=${opening.id}&apply=${opening.id}`);

    await enterEmailAndCode(page, newAddress('return-apply'));
    // A new account first sees the one-screen welcome; skipping it goes on to the job page.
    await page
      .getByRole('heading', { level: 1, name: 'Welcome! Tell us what fits you' })
      .waitFor({ timeout: 20_000 });
    assert.equal(new URL(page.url()).pathname, '/welcome');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page
      .getByRole('dialog', { name: 'Unlock this referral for 1 credit?' })
      .waitFor({ timeout: 30_000 });
    await page.screenshot({ path: 'e2e/artifacts/return-apply-step-360.png' });
    const back = new URL(page.url());
    assert.equal(back.pathname, '/job-opening');
    assert.equal(back.search, `?id=${opening.id}`, 'the apply mark leaves the address once used');
    await page.getByRole('button', { name: 'Unlock for 1 credit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Apply for Referral' }).waitFor({ timeout: 20_000 });
    assert.equal(new URL(page.url()).searchParams.get('id'), String(opening.id));
  });

  test("the login screen's Sign up link keeps the page to return to", async () => {
    const page = await openPage(browser, { width: 320, height: 700 });
    await openScreen(page, platform, '/login?next=%2Fmy-referrals', { heading: 'Welcome Back' });
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('next'), '/my-referrals');
  });

  test("an e-mail's link to Settings, opened signed out, logs in and returns to Settings", async () => {
    const email = newAddress('return-settings');
    const setup = await openPage(browser);
    await signIn(setup, platform, email, '/remotes.json');
    await setup.context().close();

    const page = await openPage(browser, { width: 412, height: 800 });
    await page.goto(`${platform.baseUrl}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor({ timeout: 20_000 });
    assert.equal(new URL(page.url()).searchParams.get('next'), '/settings');
    assert.equal(
      await page.getByText('Your session has ended').count(),
      0,
      'nothing ended: never signed in here',
    );
    await enterEmailAndCode(page, email);
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor({ timeout: 20_000 });
    assert.equal(new URL(page.url()).pathname, '/settings');
  });

  test('a session that expired in the browser says so on the login page, then returns to the page', async () => {
    const email = newAddress('return-expired');
    const page = await openPage(browser, { width: 360, height: 740 });
    const { userId } = await signIn(page, platform, email, '/remotes.json');
    await page.evaluate(
      ([key, session]) => localStorage.setItem(key, JSON.stringify(session)),
      [SESSION_STORAGE_KEY, { userId, email, expiryTime: Date.now() - 1000 }],
    );
    await page.goto(`${platform.baseUrl}/my-referrals`);
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor({ timeout: 20_000 });
    await page.getByText('Your session has ended').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('next'), '/my-referrals');
    await enterEmailAndCode(page, email);
    await page.waitForURL((url) => url.pathname === '/my-referrals', { timeout: 20_000 });
  });

  test('a return target on another site is ignored: the login goes home', async () => {
    const email = newAddress('return-foreign');
    const setup = await openPage(browser);
    await signIn(setup, platform, email, '/remotes.json');
    await setup.context().close();

    for (const next of ['//evil.example/steal', 'https://evil.example/', '/\\evil.example']) {
      const page = await openPage(browser, { width: 1280, height: 800 });
      await openScreen(page, platform, `/login?next=${encodeURIComponent(next)}`, {
        heading: 'Welcome Back',
      });
      await enterEmailAndCode(page, email);
      await page.waitForURL((url) => url.pathname === '/' && url.origin === platform.baseUrl, {
        timeout: 20_000,
      });
      await page.context().close();
    }
  });
});
