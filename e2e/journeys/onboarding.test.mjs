// Issue 32, item 4: after sign-up a one-screen welcome asks experience, domains, locations and
// whether to e-mail alerts (unticked); all skippable. With preferences the feed opens on FAANG+
// with "Matches my preferences" on beside the tabs, says so, and one tap shows every opening.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { waitForOneTimeCode } from '../lib/outbox.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { openScreen } from '../lib/shell-page.mjs';

const WELCOME = 'Welcome! Tell us what fits you';
const NOTE = 'Showing only the openings that match your preferences.';

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

async function signUpOnScreen(page, email) {
  await openScreen(page, platform, '/signup', { heading: 'Create Account' });
  await page.getByLabel('Email').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByRole('heading', { level: 1, name: 'Verify Your Email' }).waitFor();
  const code = await waitForOneTimeCode(platform.apiUrl, email, { since });
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await page.getByRole('heading', { level: 1, name: WELCOME }).waitFor({ timeout: 20_000 });
}

async function alertsSetting(page, email) {
  const response = await page.request.get(`${platform.apiUrl}/referrals/user/${encodeURIComponent(email)}`);
  return (await response.json()).user.settings.job_alerts;
}

describe('the first visit', () => {
  test('the welcome asks, alerts unticked; the feed opens on FAANG+ matching, says so, one tap off', async () => {
    const page = await openPage(browser, { width: 360, height: 740 });
    const email = newAddress('welcome');
    await signUpOnScreen(page, email);
    const alerts = page.getByRole('checkbox', { name: 'E-mail me new matching openings' });
    assert.equal(await alerts.isChecked(), false, 'alerts are asked for, not assumed');
    await page.screenshot({ path: 'e2e/artifacts/welcome-360.png', fullPage: true });

    await page.getByRole('combobox', { name: 'Years of experience' }).selectOption('0');
    await page
      .getByRole('group', { name: 'Domains interested in' })
      .getByRole('checkbox', { name: 'Backend' })
      .check();
    await page
      .getByRole('group', { name: 'Locations open to' })
      .getByRole('checkbox', { name: 'Pune' })
      .check();
    await page.getByRole('button', { name: 'Show my openings' }).click();

    await page.getByRole('heading', { level: 1, name: 'Referral openings' }).waitFor({ timeout: 20_000 });
    assert.equal(new URL(page.url()).searchParams.get('matches'), 'yes');
    assert.equal(await page.getByRole('tab', { name: 'FAANG+' }).getAttribute('aria-selected'), 'true');
    const matches = page.getByRole('switch', { name: 'Matches my preferences' });
    await matches.waitFor();
    assert.equal(await matches.isChecked(), true);
    await page.getByText(NOTE).waitFor();
    // Beside the tabs, not only in the Filters dialog.
    assert.equal(await page.getByRole('dialog').count(), 0);
    const tabsBox = await page.getByRole('tablist', { name: 'Feed' }).boundingBox();
    const switchBox = await matches.boundingBox();
    assert.ok(Math.abs(switchBox.y - tabsBox.y) < tabsBox.height + 60, 'the switch sits by the tabs');
    assert.equal(await alertsSetting(page, email), 'off');
    await page.screenshot({ path: 'e2e/artifacts/feed-matching-360.png' });

    await page.getByRole('button', { name: 'Show all openings' }).click();
    await page.waitForURL((url) => !url.searchParams.has('matches'));
    // The address changes before React commits the unfiltered feed: wait for the screen, not the URL.
    await page.getByRole('switch', { name: 'Matches my preferences', checked: false }).waitFor();
    await page.getByText(NOTE).waitFor({ state: 'detached' });
  });

  test('every question may be skipped: Skip goes to the feed with nothing switched on', async () => {
    const page = await openPage(browser, { width: 1280, height: 800 });
    const email = newAddress('welcome-skip');
    await signUpOnScreen(page, email);
    await page.screenshot({ path: 'e2e/artifacts/welcome-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Referral openings' }).waitFor({ timeout: 20_000 });
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(new URL(page.url()).search, '');
    assert.equal(await page.getByRole('tab', { name: 'FAANG+' }).getAttribute('aria-selected'), 'true');
    assert.equal(await page.getByText(NOTE).count(), 0);
    assert.equal(await alertsSetting(page, email), 'off');
  });
});
