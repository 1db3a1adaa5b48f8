// The operator's problem, subscription, submission and statistics tools in a real browser against the
// running API: a new problem stays off /practice until published, an edit reaches the learner,
// subscriptions are listed, extended and cancelled (with the no-account warning), all submissions are
// filtered by e-mail and title, and the Stats tables stay readable at 1280 px and on a phone.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { signIn } from '../lib/sign-in.mjs';

const ADMIN_EMAIL = 'admin@example.com';

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

const stamp = `${process.pid}-${Date.now()}`;
const learnerEmail = `learner-${stamp}@example.com`;
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Whether a challenge with exactly this title is listed on /practice (after the list has loaded). */
async function listedOnPractice(page, title) {
  await page.goto(`${platform.baseUrl}/practice`);
  await page.getByRole('heading', { level: 1, name: 'Coding challenges' }).waitFor({ timeout: 20_000 });
  await page.getByRole('link').filter({ hasText: /\S/ }).first().waitFor({ timeout: 20_000 });
  // The newest problems come first: a published new problem is on the first page.
  await page.waitForLoadState('networkidle');
  return (await page.getByText(title, { exact: true }).count()) > 0;
}

describe('the operator manages problems, subscriptions and submissions', () => {
  let admin;
  let learner;
  let title = `Pair sums ${stamp}`;
  const editedTitle = `Pair totals ${stamp}`;
  let problemId;

  before(async () => {
    admin = await openPage(browser);
    learner = await openPage(browser);
    await signIn(learner, platform, learnerEmail, '/practice');
  });

  test('a new problem is saved unpublished: not in /practice until published', async () => {
    await signIn(admin, platform, ADMIN_EMAIL, '/practice/create-problem');
    await admin.getByRole('heading', { level: 1, name: 'Create problem' }).waitFor({ timeout: 20_000 });
    await admin.getByLabel('Problem title').fill(title);
    await admin.getByLabel('Tags').fill('math,');
    for (const level of [1, 2, 3]) {
      await admin
        .getByLabel(`Level ${level} question`)
        .fill(`Print the sum of two integers (level ${level}).`);
      await admin.getByLabel(`Level ${level} test 1 input (stdin)`).fill('1 2');
      await admin.getByLabel(`Level ${level} test 1 expected output`).fill('3');
    }
    await admin.getByRole('button', { name: 'Save problem' }).click();
    await admin.getByText('Problem saved successfully!').waitFor({ timeout: 15_000 });

    assert.equal(await listedOnPractice(learner, title), false, 'an unpublished problem is not listed');

    await admin.goto(`${platform.baseUrl}/practice/manage-problems?search=${encodeURIComponent(title)}`);
    const row = admin.getByRole('row', { name: new RegExp(title) });
    await row.getByText('Unpublished').waitFor({ timeout: 20_000 });
    const preview = row.getByRole('link', { name: `Preview ${title} as a learner` });
    problemId = new URL(await preview.getAttribute('href'), platform.baseUrl).searchParams.get('id');
    assert.ok(problemId, 'the preview link names the problem');

    // The learner cannot open it by its id either.
    const hidden = await learner.request.get(
      `${platform.apiUrl}/practice/question?problem_id=${problemId}&level=1`,
    );
    assert.equal(hidden.status(), 404);

    await preview.click();
    await admin.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });

    await admin.goto(`${platform.baseUrl}/practice/manage-problems?search=${encodeURIComponent(title)}`);
    await admin.getByRole('button', { name: `Publish ${title}` }).click({ timeout: 20_000 });
    await admin.getByText('Problem published: learners see it in the practice list.').waitFor();
    assert.equal(await listedOnPractice(learner, title), true, 'a published problem is listed');
  });

  test('an edited title reaches the learner', async () => {
    await admin.goto(`${platform.baseUrl}/practice/manage-problems?search=${encodeURIComponent(title)}`);
    await admin.getByRole('button', { name: `Edit ${title}` }).click({ timeout: 20_000 });
    const titleField = admin.getByLabel('Problem title');
    await titleField.waitFor({ timeout: 20_000 });
    assert.equal(await titleField.inputValue(), title);
    await titleField.fill(editedTitle);
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText('Problem saved successfully!').waitFor({ timeout: 15_000 });
    title = editedTitle;

    assert.equal(await listedOnPractice(learner, editedTitle), true);
    await learner.goto(`${platform.baseUrl}/practice/problem?id=${problemId}`);
    await learner.getByRole('heading', { level: 1, name: editedTitle }).waitFor({ timeout: 20_000 });
  });

  test('all submissions are filtered by an e-mail and a problem title, with suggestions', async () => {
    const submitted = await learner.request.post(`${platform.apiUrl}/practice/evaluate-code`, {
      data: {
        id: randomUUID(),
        problem_id: problemId,
        level: 1,
        language: 'python',
        code: 'a, b = map(int, input().split())\nprint(a + b)\n',
      },
    });
    assert.equal(submitted.status(), 200, await submitted.text());

    await admin.goto(`${platform.baseUrl}/practice/all-submissions`);
    await admin.getByRole('heading', { level: 1, name: 'All submissions' }).waitFor({ timeout: 20_000 });
    const emailField = admin.getByLabel('Learner e-mail');
    await emailField.fill(`learner-${stamp}`);
    const emailList = admin.locator(`datalist[id="${await emailField.getAttribute('list')}"]`);
    await emailList
      .locator(`option[value="${learnerEmail}"]`)
      .waitFor({ state: 'attached', timeout: 10_000 });
    await emailField.fill(learnerEmail);
    const titleField = admin.getByLabel('Problem title');
    await titleField.fill('Pair totals');
    const titleList = admin.locator(`datalist[id="${await titleField.getAttribute('list')}"]`);
    await titleList.locator(`option[value="${editedTitle}"]`).waitFor({ state: 'attached', timeout: 10_000 });
    await titleField.fill(editedTitle);
    await admin.getByRole('button', { name: 'Apply filters' }).click();

    const table = admin.getByRole('region', { name: 'Submissions' });
    await table.getByRole('cell', { name: learnerEmail, exact: true }).waitFor({ timeout: 20_000 });
    assert.equal(await table.locator('tbody tr').count(), 1);
    assert.equal(await table.getByRole('cell', { name: editedTitle, exact: true }).count(), 1);
  });

  test('subscriptions: the no-account warning, then list, extend and cancel', async () => {
    const stranger = `nobody-${stamp}@example.com`;
    await admin.goto(`${platform.baseUrl}/create-subscription`);
    await admin.getByRole('heading', { level: 1, name: 'Create subscription' }).waitFor({ timeout: 20_000 });
    await admin.getByLabel('Email').fill(stranger);
    await admin.getByLabel('Start date').fill(day(0));
    await admin.getByLabel('End date').fill(day(30));
    await admin.getByRole('button', { name: 'Create subscription' }).click();
    await admin.getByText('Subscription created successfully.').first().waitFor({ timeout: 15_000 });
    await admin.getByText(`No account uses ${stranger} yet`, { exact: false }).waitFor();

    const row = admin.getByRole('row', { name: new RegExp(stranger) });
    await row.getByText('No account yet: applies at sign-up').waitFor({ timeout: 15_000 });
    await row.getByText('Active').waitFor();

    await row.getByRole('button', { name: `Extend ${stranger}` }).click();
    const extendDialog = admin.getByRole('dialog', { name: `Extend the subscription of ${stranger}` });
    await extendDialog.getByLabel('New end date').fill(day(90));
    await extendDialog.getByRole('button', { name: 'Extend' }).click();
    await admin.getByText(`Subscription extended to ${day(90)}.`).waitFor({ timeout: 15_000 });
    await row.getByText(day(90)).waitFor();

    await row.getByRole('button', { name: `Cancel ${stranger}` }).click();
    const cancelDialog = admin.getByRole('dialog', { name: `Cancel the subscription of ${stranger}?` });
    await cancelDialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await admin.getByText('Subscription cancelled.').waitFor({ timeout: 15_000 });
    await row.getByText('Cancelled').waitFor();
  });
});

describe('the Stats tables stay readable', () => {
  for (const { width, label } of [
    { width: 1280, label: 'at 1280 px' },
    { width: 320, label: 'on a 320 px phone' },
    { width: 412, label: 'on a 412 px phone' },
  ]) {
    test(label, async () => {
      const page = await openPage(browser, { width, height: 800 });
      await signIn(page, platform, ADMIN_EMAIL, '/stats');
      await page.getByRole('heading', { level: 1, name: 'Stats' }).waitFor({ timeout: 20_000 });
      const payments = page.getByRole('region', { name: 'Payments per day' });
      await payments.getByRole('columnheader', { name: 'Amount' }).waitFor({ timeout: 20_000 });
      const layout = await page.evaluate(() => {
        const box = document.querySelector('[role="region"][aria-label="Payments per day"]');
        return {
          pageScrollWidth: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
          boxWidth: box.clientWidth,
          tableWidth: box.scrollWidth,
        };
      });
      assert.ok(
        layout.pageScrollWidth <= layout.viewport,
        `the page scrolls sideways: ${JSON.stringify(layout)}`,
      );
      if (width >= 1280) {
        assert.ok(layout.tableWidth <= layout.boxWidth, `a column is cut off: ${JSON.stringify(layout)}`);
      }
      await page.context().close();
    });
  }
});
