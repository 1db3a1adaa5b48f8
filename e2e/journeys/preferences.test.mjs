// Issue 15 in a real browser: saved settings drive the "Matches your preferences" mark and the
// matches=yes switch, Save keeps an opening under Saved on /my-referrals, an approved matching
// opening reaches the daily digest (run at once through the development route), and the digest's
// unsubscribe link turns the alerts off without a session. Phones: the feed screen stays within
// 320–412 px (the shell header, which does not at 320–412 px, is the platform's), card actions are
// 44 px and keyboard-operable.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { readOutbox } from '../lib/outbox.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { openScreen } from '../lib/shell-page.mjs';
import { signIn } from '../lib/sign-in.mjs';

const FEED_HEADING = 'Referral openings';
const MARK = 'Matches your preferences';
const DIGEST_SUBJECT = /^\d+ new openings? match(es)? your preferences$/;

let platform;
let browser;
let admin;

before(async () => {
  platform = await startPlatform({ api: true });
  assert.ok(platform.hasApi, 'these journeys need the API');
  browser = await launchBrowser();
  admin = await openPage(browser);
  await signIn(admin, platform, 'admin@example.com', '/');
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

const unique = (label) => `${label} ${process.pid}-${Date.now().toString(36)}`;
const feedCards = (page) => page.locator('ul[aria-label="Job openings"] > li');
const cardTitled = (page, title) =>
  feedCards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function api(page, method, path, data) {
  const response = await page.request.fetch(`${platform.apiUrl}${path}`, { method, data });
  assert.ok(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/** The administrator adds a draft through the API; `approve` publishes it the same way. */
async function addOpening(fields, { approve = true } = {}) {
  const { job_opening: opening } = await api(admin, 'POST', '/referrals/job-opening', {
    company_name: 'Google',
    employment_type: 'Full-time',
    link: `https://careers.google.com/jobs/results/${encodeURIComponent(fields.title)}`,
    ...fields,
  });
  if (approve) {
    await api(admin, 'PATCH', `/referrals/job-opening/${opening.id}`, { meta_data: { status: 'published' } });
  }
  return opening.id;
}

async function openLatestFeed(page) {
  await page.getByRole('heading', { level: 1, name: FEED_HEADING }).waitFor({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Latest' }).click();
  await feedCards(page).first().waitFor({ timeout: 20_000 });
}

describe('preferences that do something', () => {
  const email = `prefs-${process.pid}-${Date.now()}@example.com`;
  const matchingTitle = unique('iOS Engineer');
  const otherTitle = unique('Android Engineer');
  let matchingId;

  test('settings drive the mark and matches=yes; Save and Unsave; a digest; one-click unsubscribe', async () => {
    matchingId = await addOpening({ title: matchingTitle, location: 'Bangalore', yoe: 3, skills: ['swift'] });
    await addOpening({ title: otherTitle, location: 'Hyderabad', yoe: 1, skills: ['kotlin'] });

    const page = await openPage(browser);
    await signIn(page, platform, email, '/settings?redirect=yes');
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    const alerts = page.getByRole('checkbox', { name: 'E-mail me new matching openings' });
    await alerts.waitFor();
    assert.equal(await alerts.isChecked(), true, 'job alerts start on (daily)');
    await page.getByRole('combobox', { name: 'Years of experience' }).selectOption('2');
    await page
      .getByRole('group', { name: 'Domains interested in' })
      .getByRole('checkbox', { name: 'iOS' })
      .check();
    await page
      .getByRole('group', { name: 'Locations open to' })
      .getByRole('checkbox', { name: 'Bengaluru' })
      .check();
    await page.getByRole('textbox', { name: 'Current organization' }).fill('Acme');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings updated!').waitFor();
    await page.waitForURL(`${platform.baseUrl}/`);

    // The mark: on the iOS opening in Bangalore (= Bengaluru), not on the Android one in Hyderabad.
    await openLatestFeed(page);
    const matchingCard = cardTitled(page, matchingTitle);
    await matchingCard.waitFor();
    await matchingCard.getByText(MARK).waitFor();
    assert.equal(await cardTitled(page, otherTitle).getByText(MARK).count(), 0);

    // The switch narrows the list to marked cards and writes matches=yes.
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('switch', { name: 'Matches my preferences' }).check();
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('matches') === 'yes');
    await cardTitled(page, otherTitle).waitFor({ state: 'detached' });
    await matchingCard.waitFor();
    const shown = await feedCards(page).count();
    assert.ok(shown >= 1);
    assert.equal(await feedCards(page).filter({ hasText: MARK }).count(), shown, 'every card left matches');

    // Save → Saved on /my-referrals → Unsave removes it.
    const save = matchingCard.getByRole('button', { name: `Save ${matchingTitle}` });
    await save.click();
    await matchingCard.getByRole('button', { name: `Save ${matchingTitle}`, pressed: true }).waitFor();
    await openScreen(page, platform, '/my-referrals', { heading: 'My referrals' });
    const saved = page.getByRole('list', { name: 'Saved openings' });
    await saved.getByRole('heading', { name: matchingTitle }).waitFor({ timeout: 15_000 });
    await saved.getByRole('button', { name: `Unsave ${matchingTitle}` }).click();
    await page.getByText('No saved openings yet').waitFor();

    // The operator approves a new matching opening on the approval screen; the alerts run now.
    const newTitle = unique('Senior iOS Engineer');
    await addOpening(
      { title: newTitle, location: 'Remote (India)', yoe: 2, skills: ['swiftui'] },
      { approve: false },
    );
    await openScreen(admin, platform, '/approve-job-opening', { heading: 'Approve job openings' });
    const approve = admin.getByRole('button', { name: `Approve ${newTitle} at Google` });
    await approve.waitFor({ timeout: 15_000 });
    await approve.click();
    await admin.getByText('Job opening approved.').waitFor();
    const [newOpening] = (
      await api(admin, 'GET', '/referrals/job-openings?latest=true&page_size=5')
    ).data.results.filter((item) => item.title === newTitle);
    assert.ok(newOpening, 'the approved opening is in the feed');

    const run = await api(admin, 'POST', '/dev/run-job-alerts');
    assert.ok(run.sent >= 1);
    const digests = (await readOutbox(platform.apiUrl, email)).filter((mail) =>
      DIGEST_SUBJECT.test(mail.subject),
    );
    assert.equal(digests.length, 1, 'one digest');
    const [digest] = digests;
    assert.match(digest.from, /^ReferralHub /);
    // The first digest covers what was published since sign-up: the new opening, not the older one.
    assert.equal(digest.subject, '1 new opening matches your preferences');
    assert.ok(digest.text.includes(`${platform.baseUrl}/job-opening?id=${newOpening.id}\n`), digest.text);
    assert.ok(!digest.text.includes(`/job-opening?id=${matchingId}\n`) && !digest.text.includes(otherTitle));
    assert.ok(digest.text.includes(`${platform.baseUrl}/settings`));
    assert.ok(digest.html?.includes(newTitle), 'the HTML part lists the opening too');
    const again = await api(admin, 'POST', '/dev/run-job-alerts');
    assert.equal(again.sent, 0);
    assert.equal(
      (await readOutbox(platform.apiUrl, email)).filter((mail) => DIGEST_SUBJECT.test(mail.subject)).length,
      1,
      'no second digest the same day',
    );

    // The unsubscribe link works in a browser that never signed in: its page (a GET, which a mail
    // client's link scanner may follow) changes nothing; its button (a POST, RFC 8058) unsubscribes.
    const unsubscribeUrl = digest.text.match(/Stop these e-mails with one click: (\S+)/)?.[1];
    assert.ok(unsubscribeUrl, 'the digest has an unsubscribe link');
    const stranger = await openPage(browser);
    await stranger.goto(unsubscribeUrl);
    await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
    await stranger.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await stranger.getByRole('link', { name: 'Open Settings' }).waitFor();
    await openScreen(page, platform, '/settings', { heading: 'Profile Settings' });
    const alertsAfter = page.getByRole('checkbox', { name: 'E-mail me new matching openings' });
    await alertsAfter.waitFor();
    assert.equal(await alertsAfter.isChecked(), false, 'alerts are off after the one-click link');
    assert.deepEqual(page.consoleErrors, []);
  });

  for (const width of [320, 360, 412, 1280]) {
    test(`at ${width} px the feed screen stays within the width and card actions are 44 px targets, by keyboard too`, async () => {
      const page = await openPage(browser, { width, height: 800 });
      await signIn(page, platform, email, '/');
      await openLatestFeed(page);
      const card = cardTitled(page, matchingTitle);
      await card.waitFor({ timeout: 20_000 });
      await card.scrollIntoViewIfNeeded();
      // The feed screen (the shell's header belongs to the platform): nothing reaches past the screen.
      const sticking = await page.evaluate(() =>
        [...document.querySelectorAll('#main *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      );
      assert.deepEqual(sticking, [], 'elements of the feed wider than the screen');
      for (const name of [`Save ${matchingTitle}`, `Share ${matchingTitle}`, `Apply for ${matchingTitle}`]) {
        const box = await card.getByRole('button', { name }).boundingBox();
        assert.ok(box && box.height >= 44 && box.width >= 44, `${name}: ${JSON.stringify(box)}`);
        assert.ok(box.x >= 0 && box.x + box.width <= width, `${name} sticks out of the screen`);
      }
      // Keyboard: the Save button takes focus and toggles with Enter.
      const save = card.getByRole('button', { name: `Save ${matchingTitle}` });
      await save.focus();
      await page.keyboard.press('Enter');
      await card.getByRole('button', { name: `Save ${matchingTitle}`, pressed: true }).waitFor();
      await save.focus();
      await page.keyboard.press('Enter');
      await card.getByRole('button', { name: `Save ${matchingTitle}`, pressed: false }).waitFor();
      // The filter dialog's switch fits too.
      await page.getByRole('button', { name: 'Filters' }).click();
      const toggle = page.getByRole('dialog').getByRole('switch', { name: 'Matches my preferences' });
      await toggle.waitFor();
      const label = await page
        .getByRole('dialog')
        .locator('label')
        .filter({ has: page.getByRole('switch', { name: 'Matches my preferences' }) })
        .boundingBox();
      assert.ok(label && label.height >= 44 && label.x + label.width <= width, JSON.stringify(label));
      await page.close();
    });
  }
});
