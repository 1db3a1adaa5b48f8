// The operator manages published openings in a real browser: an edited title reaches the job seeker's
// feed, an unpublished opening leaves it, a delete asks first (and the keyboard finds its way in and
// back), two drafts are approved at once, and a link saved twice is flagged before it is stored.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertAccessible } from '../lib/accessibility.mjs';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { openScreen } from '../lib/shell-page.mjs';
import { signIn } from '../lib/sign-in.mjs';

const ADMIN_EMAIL = 'admin@example.com';
const FEED_HEADING = 'Referral openings';

let platform;
let browser;
let admin;
let seeker;

const marker = `E2E${process.pid}x${Date.now()}`;
let linkCount = 0;
const newLink = () => `https://careers.example.com/${marker}/${(linkCount += 1)}`;

/** Calls the API as the page's session. */
async function callApi(page, method, path, data) {
  const response = await page.request.fetch(`${platform.apiUrl}${path}`, {
    method,
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: await response.json() };
}

/** Saves an opening through the API as the administrator and returns it; `publish` approves it. */
async function addOpening(title, { publish = false, link = newLink() } = {}) {
  const saved = await callApi(admin, 'POST', '/referrals/job-opening', {
    title,
    company_name: 'Rippling',
    employment_type: 'Full-time',
    yoe: 2,
    location: 'Bengaluru',
    link,
    skills: ['go'],
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  if (publish) {
    const approved = await callApi(admin, 'PATCH', `/referrals/job-opening/${saved.body.job_opening.id}`, {
      meta_data: { status: 'published' },
    });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
  }
  return saved.body.job_opening;
}

/** The titles on the first page of the job seeker's Latest tab, freshly loaded. */
async function latestFeedTitles() {
  await seeker.goto(`${platform.baseUrl}/`);
  await seeker.getByRole('heading', { level: 1, name: FEED_HEADING }).waitFor({ timeout: 20_000 });
  await seeker.getByRole('tab', { name: 'Latest' }).click();
  const cards = seeker.locator('ul[aria-label="Job openings"] > li');
  await cards.first().getByRole('heading').waitFor({ timeout: 15_000 });
  return cards.getByRole('heading').allTextContents();
}

const focusedLabel = (page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
  );

before(async () => {
  platform = await startPlatform({ api: true });
  assert.ok(platform.hasApi, 'these journeys need the API');
  browser = await launchBrowser();
  admin = await openPage(browser);
  await signIn(admin, platform, ADMIN_EMAIL, '/manage-job-openings');
  seeker = await openPage(browser);
  await signIn(seeker, platform, `seeker-${marker}@example.com`, '/');
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('managing job openings', () => {
  test('an edited title shows in the feed, and an unpublished opening leaves it at once', async () => {
    const opening = await addOpening(`${marker} Backend Engineer`, { publish: true });
    assert.ok((await latestFeedTitles()).some((title) => title.includes(opening.title)));

    await openScreen(admin, platform, `/manage-job-openings?q=${marker}%20Backend`, {
      heading: 'Manage job openings',
    });
    const editLink = admin.getByRole('link', { name: `Edit ${opening.title} at Rippling` });
    await editLink.waitFor();
    await assertAccessible(admin, '/manage-job-openings');
    await editLink.click();
    await admin.getByRole('heading', { level: 1, name: 'Edit job opening' }).waitFor();
    const titleField = admin.getByLabel('Job title');
    await titleField.waitFor();
    assert.equal(await titleField.inputValue(), opening.title);
    const edited = `${marker} Senior Backend Engineer`;
    await titleField.fill(edited);
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Manage job openings' }).waitFor();
    await admin.getByText('Job opening saved successfully!').waitFor();
    assert.ok(
      (await latestFeedTitles()).some((title) => title.includes(edited)),
      'the feed kept the old title',
    );

    await openScreen(admin, platform, `/manage-job-openings?q=${marker}%20Senior`, {
      heading: 'Manage job openings',
    });
    await admin.getByRole('button', { name: `Unpublish ${edited} at Rippling` }).click();
    await admin.getByText('Job opening moved back to drafts.').waitFor();
    await admin.getByRole('button', { name: `Approve ${edited} at Rippling` }).waitFor();
    assert.ok(!(await latestFeedTitles()).some((title) => title.includes(edited)), 'still in the feed');
  });

  test('deletes after a confirmation reached by keyboard, and focus comes back', async () => {
    const opening = await addOpening(`${marker} Delete Me`, { publish: true });
    await openScreen(admin, platform, `/manage-job-openings?q=${encodeURIComponent(opening.title)}`, {
      heading: 'Manage job openings',
    });
    const deleteButton = admin.getByRole('button', { name: `Delete ${opening.title} at Rippling` });
    await deleteButton.focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Delete this job opening?' });
    await dialog.waitFor();
    await assertAccessible(admin, 'the delete confirmation');
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await admin.waitForFunction(
      (label) => document.activeElement?.getAttribute('aria-label') === label,
      `Delete ${opening.title} at Rippling`,
    );

    await admin.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByText('Job opening deleted.').waitFor();
    await deleteButton.waitFor({ state: 'detached' });
    await admin.getByRole('heading', { name: '0 job openings' }).waitFor();
    assert.equal(await focusedLabel(admin), '0 job openings');
    assert.ok(!(await latestFeedTitles()).some((title) => title.includes(opening.title)));
  });

  test('approves two selected drafts at once after a confirmation naming the count', async () => {
    const first = await addOpening(`${marker} Bulk One`);
    const second = await addOpening(`${marker} Bulk Two`);
    await openScreen(admin, platform, `/approve-job-opening?q=${marker}%20Bulk`, {
      heading: 'Approve job openings',
    });
    await admin.getByRole('checkbox', { name: `Select ${first.title} at Rippling` }).check();
    await admin.getByRole('checkbox', { name: `Select ${second.title} at Rippling` }).check();
    await admin.getByText('2 selected').waitFor();
    await admin.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Approve 2 job openings?' });
    await dialog.getByRole('button', { name: 'Approve 2' }).click();
    await admin.getByText('2 job openings approved.').waitFor();
    await admin.getByText('No drafts match').waitFor();
    const titles = await latestFeedTitles();
    assert.ok(
      titles.some((title) => title.includes(first.title)) &&
        titles.some((title) => title.includes(second.title)),
    );
  });

  test('warns before saving a link another opening has, and saves it only when asked', async () => {
    const link = newLink();
    const existing = await addOpening(`${marker} Original`, { link });
    await openScreen(admin, platform, '/add-job-opening', { heading: 'Add job opening' });
    await admin.getByLabel('Job title').fill(`${marker} Copy`);
    await admin.getByLabel('Company name').fill('Rippling');
    await admin.getByLabel('Employment type').selectOption('Full-time');
    await admin.getByLabel('Years of experience').fill('2');
    await admin.getByLabel('Job location').fill('Pune');
    await admin.getByLabel('Job link').fill(link);
    await admin.getByLabel('Skills', { exact: true }).fill('go,');
    await admin.getByRole('button', { name: 'Save job opening' }).click();

    await admin
      .getByText(
        `This link is already used by job opening #${existing.id} "${existing.title}" at Rippling (draft).`,
      )
      .waitFor();
    await admin.waitForFunction(() => document.activeElement?.textContent === 'Save anyway');
    const before = await callApi(admin, 'GET', `/referrals/admin/job-openings?q=${marker}%20Copy`);
    assert.equal(before.body.data.total, 0, 'the warned save stored something');
    await admin.keyboard.press('Enter');
    await admin.getByText('Job opening saved successfully!').waitFor();
    const saved = await callApi(admin, 'GET', `/referrals/admin/job-openings?q=${marker}%20Copy`);
    assert.equal(saved.body.data.total, 1);
  });
});
