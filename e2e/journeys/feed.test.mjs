// The job seeker's journeys in a real browser against the running API: visitor → sign-up → feed
// (filters, search, scrolling) → apply with credits → recharge → settings → share → logout.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { assertAccessible } from '../lib/accessibility.mjs';
import { becomesFocused, launchBrowser, openPage } from '../lib/browser.mjs';
import { waitForOneTimeCode } from '../lib/outbox.mjs';
import { ARTIFACTS_DIR, startPlatform } from '../lib/platform.mjs';
import { openScreen } from '../lib/shell-page.mjs';
import { signIn } from '../lib/sign-in.mjs';
import { pollUntil } from '../lib/wait-for.mjs';

const LANDING_HEADLINE = "India's #1 referral platform for jobs & internships";
const FEED_HEADING = 'Referral openings';
const SIGNUP_CREDITS = 5;

let platform;
let browser;

before(async () => {
  platform = await startPlatform({ api: true });
  assert.ok(platform.hasApi, 'these journeys need the API');
  browser = await launchBrowser();
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

let addressCount = 0;
const newAddress = (label) => `${label}-${process.pid}-${Date.now()}-${(addressCount += 1)}@example.com`;

const feedCards = (page) => page.locator('ul[aria-label="Job openings"] > li');

async function waitForFeed(page) {
  await page.getByRole('heading', { level: 1, name: FEED_HEADING }).waitFor({ timeout: 20_000 });
  await feedCards(page).first().waitFor({ timeout: 20_000 });
}

/** The screen's own part (the shell's header and the document belong to the platform's journeys). */
const SCREEN = '#main';

async function creditsInHeader(page) {
  const badge = page.locator('header').getByRole('link', { name: /credits? left/ });
  await badge.waitFor({ timeout: 15_000 });
  return Number((await badge.locator('strong').textContent())?.trim());
}

async function api(page, method, path, data) {
  const response = await page.request.fetch(`${platform.apiUrl}${path}`, { method, data });
  assert.ok(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

describe('a visitor', () => {
  test('sees the landing page at / and the readable feed at /feed; Apply leads to sign-up with the toast', async () => {
    const page = await openPage(browser);
    await openScreen(page, platform, '/', { heading: LANDING_HEADLINE });
    await assertAccessible(page, 'the landing page', SCREEN);

    await page.getByRole('link', { name: 'Start Now' }).click();
    await waitForFeed(page);
    assert.equal(new URL(page.url()).pathname, '/feed');

    await feedCards(page)
      .first()
      .getByRole('button', { name: /^Apply for / })
      .click();
    await page.getByText('Login or signup to view the post!').waitFor();
    await page.waitForURL('**/signup?next=**');
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    await assertAccessible(page, 'the login screen', SCREEN);
  });
});

describe('signing up', () => {
  test('e-mail, the code from the outbox, the welcome, then the feed at / with the sign-up credits', async () => {
    const page = await openPage(browser);
    const email = newAddress('signup');
    await openScreen(page, platform, '/signup', { heading: 'Create Account' });
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await page.getByText('Please enter a valid email address').waitFor();

    await page.getByLabel('Email').fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify Your Email' }).waitFor();
    const code = await waitForOneTimeCode(platform.apiUrl, email, { since });

    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type(code.slice(0, 2));
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await page.getByText('Please enter the complete 4-digit OTP').waitFor();

    await page.getByRole('textbox', { name: 'Digit 3 of 4' }).click();
    await page.keyboard.type(code.slice(2));
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    // Issue 32: a new account first sees the one-screen welcome; skipping it opens the feed.
    await page
      .getByRole('heading', { level: 1, name: 'Welcome! Tell us what fits you' })
      .waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await waitForFeed(page);
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(await creditsInHeader(page), SIGNUP_CREDITS);
    assert.equal(await page.getByRole('tab', { name: 'FAANG+' }).getAttribute('aria-selected'), 'true');
  });
});

describe('the signed-in feed', () => {
  test('is accessible, and scrolling to the bottom loads the second page', async () => {
    const page = await openPage(browser);
    await signIn(page, platform, newAddress('scroll'));
    await waitForFeed(page);
    await assertAccessible(page, 'the feed', SCREEN);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    await assertAccessible(page, 'the filter dialog', '[role="dialog"]');
    await page.keyboard.press('Escape');
    assert.equal(await feedCards(page).count(), 10);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () => document.querySelectorAll('ul[aria-label="Job openings"] > li').length > 10,
      null,
      {
        timeout: 15_000,
      },
    );
    assert.equal(await feedCards(page).count(), 20);
  });

  test('filters and keyword search change the URL and the results', async () => {
    const page = await openPage(browser);
    await signIn(page, platform, newAddress('filters'));
    await waitForFeed(page);
    await page.getByRole('tab', { name: 'Latest' }).click();
    await feedCards(page).first().waitFor();

    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('checkbox', { name: 'Intern' }).check();
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('employment_type') === 'Intern');
    assert.deepEqual([...new URL(page.url()).searchParams.keys()], ['employment_type']);
    await page.getByRole('button', { name: 'Filters, 1 active' }).waitFor();
    await page.waitForFunction(() => {
      const cards = [...document.querySelectorAll('ul[aria-label="Job openings"] > li')];
      return cards.length > 0 && cards.every((card) => card.querySelector('dd')?.textContent === 'Intern');
    });

    await page.getByRole('searchbox', { name: 'Search job openings' }).fill('ios');
    await page.getByRole('searchbox', { name: 'Search job openings' }).press('Enter');
    await page.waitForURL(
      (url) => url.searchParams.get('q') === 'ios' && url.searchParams.get('employment_type') === 'Intern',
    );
    await page.waitForFunction(() => {
      const cards = [...document.querySelectorAll('ul[aria-label="Job openings"] > li')];
      return (
        cards.length > 0 &&
        cards.every(
          (card) =>
            /\bios/i.test(card.textContent ?? '') && card.querySelector('dd')?.textContent === 'Intern',
        )
      );
    });
  });

  test('Share without a device share sheet shows the alert', async () => {
    const page = await openPage(browser);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await signIn(page, platform, newAddress('share'));
    await waitForFeed(page);
    const dialogMessage = new Promise((resolve) => {
      page.once('dialog', async (dialog) => {
        resolve(dialog.message());
        await dialog.accept();
      });
    });
    await feedCards(page)
      .first()
      .getByRole('button', { name: /^Share / })
      .click();
    assert.equal(await dialogMessage, 'Sharing not supported on this device');
  });
});

const UNLOCK_QUESTION = 'Unlock this referral for 1 credit?';

describe('applying with credits', () => {
  test('Apply asks before spending: Cancel keeps the balance, confirm spends exactly one, reopening asks nothing; /apply shows the link', async () => {
    const page = await openPage(browser);
    await signIn(page, platform, newAddress('apply'));
    await waitForFeed(page);
    assert.equal(await creditsInHeader(page), SIGNUP_CREDITS);
    const firstApply = feedCards(page)
      .first()
      .getByRole('button', { name: /^Apply for / });

    // By keyboard: Enter on Apply opens the question with the balance; Escape spends nothing.
    await firstApply.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: UNLOCK_QUESTION });
    await dialog.waitFor();
    await dialog.getByText(`You have ${SIGNUP_CREDITS}.`).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await becomesFocused(firstApply), 'focus is back on Apply');

    // Cancel spends nothing either, and focus goes back to the Apply button.
    await firstApply.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await becomesFocused(firstApply), 'focus is back on Apply');
    const afterCancel = await api(page, 'GET', '/referrals/my-referrals');
    assert.deepEqual(afterCancel.unlocked_openings, [], 'Cancel unlocked an opening');
    await page.reload();
    await waitForFeed(page);
    assert.equal(await creditsInHeader(page), SIGNUP_CREDITS);

    // Confirm spends exactly one credit and opens /apply with the whole opening and its link.
    await firstApply.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Unlock for 1 credit' }).click();
    await page.waitForURL(/\/apply\?id=\d+$/);
    const jobId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByRole('heading', { level: 1, name: 'Apply for Referral' }).waitFor();
    await page.waitForFunction(
      (expected) =>
        document.querySelector('header a[aria-label*="credit"] strong')?.textContent === String(expected),
      SIGNUP_CREDITS - 1,
    );
    const { unlocked_openings: unlocked } = await api(page, 'GET', '/referrals/my-referrals');
    assert.deepEqual(
      unlocked.map((opening) => opening.job_id),
      [jobId],
    );
    const opening = page.getByRole('region', { name: 'The job opening' });
    await opening.getByRole('heading', { level: 2, name: unlocked[0].title }).waitFor();
    assert.equal(
      await opening.getByRole('link', { name: /Open the posting/ }).getAttribute('href'),
      unlocked[0].link,
    );
    await assertAccessible(page, 'the apply screen', SCREEN);

    // Reopening the unlocked opening is free and asks nothing.
    await page.goto(`${platform.baseUrl}/`);
    await waitForFeed(page);
    await firstApply.click();
    await page.waitForURL(`**/apply?id=${jobId}`);
    assert.equal(await page.getByRole('dialog').count(), 0);
    await opening.getByRole('link', { name: /Open the posting/ }).waitFor();
    assert.equal(await creditsInHeader(page), SIGNUP_CREDITS - 1);

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Resume link is a mandatory!').waitFor();
    await page.getByRole('textbox', { name: /Resume link/ }).fill('https://drive.example.com/resume.pdf');
    await page.getByRole('textbox', { name: /Extra notes/ }).fill('Happy to relocate.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/confirmation');
    await page.getByText('Your resume will be reviewed within 2 business days.').waitFor();

    await page.getByRole('link', { name: 'My referrals' }).click();
    await page.getByRole('heading', { level: 1, name: 'My referrals' }).waitFor();
    await page.getByText('Happy to relocate.').waitFor();
  });

  test('the credit dialog fits a 320 px phone and a 1280 px screen and passes axe', async () => {
    for (const width of [320, 1280]) {
      const page = await openPage(browser, { width, height: 720 });
      await signIn(page, platform, newAddress(`dialog-${width}`));
      await waitForFeed(page);
      await feedCards(page)
        .first()
        .getByRole('button', { name: /^Apply for / })
        .click();
      const dialog = page.getByRole('dialog', { name: UNLOCK_QUESTION });
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= width, `the dialog overflows ${width} px`);
      for (const name of ['Cancel', 'Unlock for 1 credit']) {
        const button = await dialog.getByRole('button', { name }).boundingBox();
        assert.ok(button && button.x >= 0 && button.x + button.width <= width, `${name} is cut off`);
      }
      await assertAccessible(page, `the credit dialog at ${width} px`, '[role="dialog"]');
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `credit-dialog-${width}.png`) });
      await page.context().close();
    }
  });

  test('with no credits Apply leads to /premium; buying through the dev checkout lets Apply work again', async () => {
    const page = await openPage(browser);
    await signIn(page, platform, newAddress('recharge'));

    // Spend the sign-up credits on openings that are not at the top of the FAANG+ tab.
    const top = await api(page, 'GET', '/referrals/job-openings?page_size=10&faang_level=yes');
    const topIds = new Set(top.data.results.map((job) => job.id));
    const latest = await api(page, 'GET', '/referrals/job-openings?page_size=50&latest=true');
    const spendOn = latest.data.results
      .map((job) => job.id)
      .filter((id) => !topIds.has(id))
      .slice(0, SIGNUP_CREDITS);
    for (const id of spendOn) {
      const unlocked = await api(page, 'PATCH', `/referrals/job-link/${id}`, {});
      assert.equal(unlocked.recharge_needed, false);
    }

    await page.goto(`${platform.baseUrl}/`);
    await waitForFeed(page);
    assert.equal(await creditsInHeader(page), 0);
    await feedCards(page)
      .first()
      .getByRole('button', { name: /^Apply for / })
      .click();
    await page.waitForURL('**/premium?for=**');
    await page.getByRole('heading', { level: 1, name: 'Buy referral credits' }).waitFor();
    await page.getByRole('heading', { name: '30 Referrals' }).waitFor();
    await assertAccessible(page, 'the premium screen', SCREEN);

    await page.getByRole('button', { name: /^Buy 30 Referrals/ }).click();
    await page.waitForURL((url) => url.pathname.includes('/payment/dev-checkout/'));
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/purchase-status' && url.searchParams.has('payment_id'));
    await page.getByRole('heading', { level: 1, name: 'Recharge Successful' }).waitFor({ timeout: 20_000 });
    assert.equal(await page.getByTestId('total-credits').textContent(), '30');
    assert.equal(await creditsInHeader(page), 30);

    // Issue 32: the purchase leads back to the opening whose Apply ran out of credits, Apply step open.
    await page.getByRole('link', { name: /^Continue to / }).click();
    const dialog = page.getByRole('dialog', { name: UNLOCK_QUESTION });
    await dialog.getByText('You have 30.').waitFor();
    await dialog.getByRole('button', { name: 'Unlock for 1 credit' }).click();
    await page.waitForURL(/\/apply\?id=\d+$/);
    await page.waitForFunction(
      () => document.querySelector('header a[aria-label*="credit"] strong')?.textContent === '29',
    );
  });
});

describe('settings and logout', () => {
  test('settings refuse an incomplete profile, save a complete one, and redirect=yes returns home', async () => {
    const page = await openPage(browser);
    await signIn(page, platform, newAddress('settings'), '/settings?redirect=yes');
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    for (const message of [
      'Select YOE!',
      'Select at least one domain!',
      'Select at least one location!',
      'Organization is mandatory!',
    ]) {
      await page.getByText(message).waitFor();
    }
    // Issue 13: a failed save puts the keyboard on the first invalid field, named by its message.
    const yoe = page.getByRole('combobox', { name: 'Years of experience' });
    await page.waitForFunction(() => document.activeElement?.tagName === 'SELECT');
    assert.ok(await yoe.evaluate((element) => element === document.activeElement));
    assert.equal(await yoe.getAttribute('aria-invalid'), 'true');
    assert.equal(
      await yoe.evaluate(
        (element) => document.getElementById(element.getAttribute('aria-describedby'))?.textContent,
      ),
      'Select YOE!',
    );
    await yoe.selectOption({ label: '2+' });
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const firstDomain = page
      .getByRole('group', { name: 'Domains interested in' })
      .getByRole('checkbox')
      .first();
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'checkbox');
    assert.ok(await firstDomain.evaluate((element) => element === document.activeElement));
    await page.getByText('Select YOE!').waitFor({ state: 'detached' });
    await assertAccessible(page, 'the settings screen', SCREEN);

    await page
      .getByRole('group', { name: 'Domains interested in' })
      .getByRole('checkbox', { name: 'Frontend' })
      .check();
    await page
      .getByRole('group', { name: 'Locations open to' })
      .getByRole('checkbox', { name: 'Hyderabad' })
      .check();
    await page.getByRole('textbox', { name: 'Current organization' }).fill('Acme Labs');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings updated!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForFeed(page);

    await page.goto(`${platform.baseUrl}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    // The page's frame comes first; the reader's own settings fill the form once their request
    // answers (feed-app first-screen-queries.ts), later on a slow machine: wait for them to arrive.
    const organization = page.getByRole('textbox', { name: 'Current organization' });
    assert.equal(
      await pollUntil(
        () => organization.inputValue(),
        (value) => value !== '',
        { timeoutMs: 15_000 },
      ),
      'Acme Labs',
    );
    assert.ok(await page.getByRole('checkbox', { name: 'Hyderabad' }).isChecked());
  });

  test('Logout forgets the session and goes to /login', async () => {
    const page = await openPage(browser);
    await signIn(page, platform, newAddress('logout'));
    await waitForFeed(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    await page.goto(`${platform.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: LANDING_HEADLINE }).waitFor();
    const me = await page.request.get(`${platform.apiUrl}/referrals/my-referrals`);
    assert.equal(me.status(), 401, 'the server session survived the logout');
  });
});
