// Issue 31, item 4, in real browsers against the running API and its sandboxed evaluator: the
// operator creates a contest for today; two students register and start their windows in two
// browsers; one evaluates a reference solution of a contest problem, and the other's leaderboard
// (refreshed every 10 s) shows the change. The contest page works on a 320 px phone.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { assertAccessible } from '../lib/accessibility.mjs';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { signIn } from '../lib/sign-in.mjs';

const ADMIN_EMAIL = 'admin@example.com';
const PROBLEM_TITLE = 'Calm Stretch of Sensor Readings';
const REFERENCE_SOLUTION = readFileSync(
  new URL('../../api/test/problem-bank/references/calm-stretch/level-1.py', import.meta.url),
  'utf8',
);
// Screenshots for a person to look at, never committed: CONTEST_SCREENSHOTS=<dir> asks for them.
const SCREENSHOT_DIR = process.env.CONTEST_SCREENSHOTS;

let platform;
let browser;

before(async () => {
  platform = await startPlatform({ api: true });
  assert.ok(platform.hasApi, 'this journey needs the API');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

/** Now in India as a datetime-local value, shifted by `minutes`: '2026-11-29T09:30'. */
const indiaLocal = (minutes = 0) =>
  new Date(Date.now() + (330 + minutes) * 60_000).toISOString().slice(0, 16);

/**
 * What a window started now lasts: the contest's 3 hours, cut at the end of the contest day in India
 * (api/src/features/contests/contests-repository.ts), so after 21:00 IST it is shorter.
 */
function windowSecondsFromNow() {
  const dayMs = 24 * 3600_000;
  const untilIndiaMidnight = dayMs - ((Date.now() + 330 * 60_000) % dayMs);
  return Math.min(3 * 3600, Math.ceil(untilIndiaMidnight / 1000));
}

const editorLines = (page) => page.locator('.monaco-editor .view-lines');

async function pasteIntoEditor(page, text) {
  await editorLines(page).click();
  await page.keyboard.press('Control+A');
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

/** A student signed in on the contest page, registered, with their window started. */
async function studentInWindow(prefix, degree, year) {
  const email = `${prefix}-${process.pid}-${Date.now()}@example.com`;
  const page = await openPage(browser, { width: 1280, height: 900 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, platform, email, '/hiring-challenge');
  const form = page.getByRole('form', { name: 'Register for the contest' });
  await form.waitFor({ timeout: 30_000 });
  await form.getByLabel('Degree').selectOption(degree);
  await form.getByLabel('Graduation year').selectOption(String(year));
  await form.getByRole('button', { name: 'Register' }).click();

  const myPart = page.getByRole('region', { name: 'Take part' });
  await myPart.getByText('The contest is open.').waitFor({ timeout: 20_000 });
  await myPart.getByRole('button', { name: 'Start' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start your 3-hour window?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Start now' }).click();
  await myPart.getByRole('timer').waitFor({ timeout: 20_000 });
  // Read before the timer: what it shows can only be less (it counts down), by the seconds in between.
  const expected = windowSecondsFromNow() + 1;
  const shown = await myPart.getByRole('timer').innerText();
  assert.match(shown, /^\d:\d\d:\d\d$/);
  const [hours, minutes, seconds] = shown.split(':').map(Number);
  const left = hours * 3600 + minutes * 60 + seconds;
  assert.ok(left <= expected && left >= expected - 60, `the timer shows ${shown}, ${expected} s expected`);
  return { page, displayName: `${prefix.slice(0, 2)}…@example.com` };
}

const leaderboardNames = (page) => page.getByRole('table').getByRole('rowheader').allInnerTexts();

describe('a contest', () => {
  test('created by the operator, entered by two students, ranked live', { timeout: 300_000 }, async () => {
    if (SCREENSHOT_DIR) mkdirSync(SCREENSHOT_DIR, { recursive: true });
    // The operator creates today's contest with one problem.
    const admin = await openPage(browser, { width: 1280, height: 900 });
    await signIn(admin, platform, ADMIN_EMAIL, '/contests');
    const form = admin.getByRole('form', { name: 'Create a contest' });
    await form.waitFor({ timeout: 30_000 });
    const name = `Hiring challenge ${process.pid}`;
    await form.getByLabel('Name').fill(name);
    await form
      .getByLabel(/Public page text/)
      .fill('Solve the problem in your window.\n\nThe top 10 are invited.');
    await form.getByLabel('Registration opens (IST)').fill(indiaLocal(-60));
    await form.getByLabel('Registration closes (IST)').fill(`${indiaLocal().slice(0, 10)}T23:59`);
    await form.getByLabel(/Contest day/).fill(indiaLocal().slice(0, 10));
    await form.getByRole('searchbox', { name: 'Find a published problem' }).fill('Calm Stretch');
    await form.getByRole('button', { name: `Add ${PROBLEM_TITLE}` }).click();
    await form.getByRole('button', { name: 'Create contest' }).click();
    await admin.getByText('Contest created.').waitFor({ timeout: 20_000 });
    await admin.getByRole('row', { name: new RegExp(name) }).waitFor();
    await assertAccessible(admin, 'the contests screen');
    if (SCREENSHOT_DIR)
      await admin.screenshot({ path: join(SCREENSHOT_DIR, 'admin-contests-1280.png'), fullPage: true });

    // Two students in two browsers register and start.
    const ana = await studentInWindow('ana', 'B.Tech', 2026);
    const bo = await studentInWindow('bo', 'MCA', 2025);
    await assertAccessible(bo.page, 'the running contest page');
    await bo.page.getByRole('table').waitFor({ timeout: 20_000 });
    // Nobody has submitted yet: both are on the board at 0.
    const averages = () =>
      bo.page
        .locator('table tbody tr')
        .evaluateAll((rows) => rows.map((row) => row.children[2]?.textContent));
    await bo.page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 2, undefined, {
      timeout: 30_000,
    });
    assert.deepEqual(await averages(), ['0/10', '0/10']);

    // Ana opens the contest problem from her window and evaluates a reference solution.
    await ana.page.getByRole('link', { name: `${PROBLEM_TITLE} (Level 1)` }).click();
    await ana.page.getByRole('heading', { level: 1, name: PROBLEM_TITLE }).waitFor({ timeout: 30_000 });
    await ana.page
      .getByRole('navigation', { name: 'Problem sections' })
      .getByRole('link', { name: 'Code' })
      .click();
    await editorLines(ana.page).waitFor({ timeout: 60_000 });
    await pasteIntoEditor(ana.page, REFERENCE_SOLUTION);
    await editorLines(ana.page).getByText('def longest_distinct_stretch').waitFor();
    await ana.page.getByRole('button', { name: 'Evaluate' }).click();
    await ana.page.waitForURL(/option=result/, { timeout: 30_000 });
    await ana.page
      .getByRole('heading', { name: 'Overall rating' })
      .waitFor({ timeout: 120_000 })
      .catch(async (error) => {
        if (SCREENSHOT_DIR)
          await ana.page.screenshot({ path: join(SCREENSHOT_DIR, 'evaluate-failed.png'), fullPage: true });
        throw error;
      });

    // Bo's page, left open, shows Ana first within a refresh or two.
    await bo.page.waitForFunction(
      (first) => {
        const row = document.querySelector('table tbody tr');
        return row?.children[1]?.textContent?.startsWith(first) && row.children[2]?.textContent !== '0/10';
      },
      ana.displayName,
      { timeout: 40_000, polling: 500 },
    );
    const firstRow = bo.page.getByRole('table').getByRole('row').nth(1);
    const cells = await firstRow.locator('td, th').allInnerTexts();
    assert.equal(cells[0], '1');
    assert.ok(Number.parseFloat(cells[2]) > 0, `Ana's average is ${cells[2]}`);
    assert.match(cells[3], /^\d+:\d\d:\d\d$/);
    assert.equal(cells[4], '1 of 1');
    assert.deepEqual((await leaderboardNames(bo.page)).slice(0, 2), [ana.displayName, bo.displayName]);

    // The page on phones: no sideways scrolling from 320 px, the leaderboard as cards.
    for (const width of [1280, 375, 320]) {
      await bo.page.setViewportSize({ width, height: 900 });
      const overflow = await bo.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, `the contest page scrolls sideways at ${width} px`);
      if (SCREENSHOT_DIR)
        await bo.page.screenshot({ path: join(SCREENSHOT_DIR, `contest-${width}.png`), fullPage: true });
    }
    await assertAccessible(bo.page, 'the contest page at 320 px');
    assert.deepEqual(bo.page.consoleErrors, []);
    assert.deepEqual(
      ana.page.consoleErrors.filter((error) => !/ResizeObserver/.test(error)),
      [],
    );
  });
});
