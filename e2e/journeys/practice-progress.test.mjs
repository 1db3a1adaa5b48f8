// Issue 31, templates and progress, in a real browser against the running API and its sandboxed
// evaluator: a new learner opens a problem, finds the starter template, fills in its function, Runs on
// the samples, Evaluates, comes back to the list and sees level 1 cleared (row and My progress), then
// filters by low-level design and by "in progress"; the URL holds the filters and a reload keeps them.
// Screens at 1280 px and 375 px are saved for review.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { ARTIFACTS_DIR, startPlatform } from '../lib/platform.mjs';
import { signIn } from '../lib/sign-in.mjs';

const PROBLEM_TITLE = 'Calm Stretch of Sensor Readings';
const DESIGN_TITLES = ['API Rate Limiter', 'Multi-Level Parking Garage'];
// The body the learner writes into the template's function (indented as in the editor).
const FUNCTION_BODY = [
  'last_seen = {}',
  '    left = 0',
  '    best_length, best_start = 0, 0',
  '    for right, value in enumerate(readings):',
  '        if last_seen.get(value, -1) >= left:',
  '            left = last_seen[value] + 1',
  '        last_seen[value] = right',
  '        if right - left + 1 > best_length:',
  '            best_length, best_start = right - left + 1, left',
  '    return best_length, best_start + 1',
].join('\n');

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

const challengeList = (page) => page.getByRole('list', { name: 'Challenges' });
const rowOf = (page, title) =>
  challengeList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
const editorLines = (page) => page.locator('.monaco-editor .view-lines');

async function listedTitles(page) {
  await challengeList(page).waitFor({ timeout: 20_000 });
  return (await challengeList(page).locator(':scope > li > div > a').allInnerTexts()).sort();
}

describe('progress on the challenge list', () => {
  test('a learner clears level 1, sees it on the list and in My progress, and filters by category and status', async () => {
    const page = await openPage(browser, { width: 1280, height: 900 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, platform, `progress-${process.pid}-${Date.now()}@example.com`, '/practice');
    await challengeList(page).waitFor({ timeout: 20_000 });
    await rowOf(page, PROBLEM_TITLE).getByText('No level cleared').waitFor();
    const panel = page.getByRole('region', { name: 'My progress' });
    await panel.getByText('No submissions yet.', { exact: false }).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'practice-progress-new-learner-1280.png') });

    // Solve level 1.
    await challengeList(page).getByRole('link', { name: PROBLEM_TITLE }).click();
    await page.getByRole('heading', { level: 1, name: PROBLEM_TITLE }).waitFor({ timeout: 20_000 });
    await page
      .getByRole('navigation', { name: 'Problem sections' })
      .getByRole('link', { name: 'Code' })
      .click();
    // The Code tab opens on the level's starter template: input read, a typed function to fill, output printed.
    const stub = editorLines(page).getByText('# Write your solution here.');
    await stub.waitFor({ timeout: 60_000 });
    await editorLines(page)
      .getByText('def longest_calm_stretch(n: int, readings: list[int]) -> tuple[int, int]:')
      .waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'practice-progress-template-1280.png') });

    // Fill the function: select its two stub lines (from the comment's first character to the end of
    // `return 0, 0`) and paste the body in their place.
    await stub.click();
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+End');
    await page.evaluate((value) => navigator.clipboard.writeText(value), FUNCTION_BODY);
    await page.keyboard.press('Control+V');
    await editorLines(page).getByText('best_length, best_start = 0, 0').waitFor();

    // Run on the samples: the template's reading and printing around the learner's function pass them.
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const runResults = page.getByRole('region', { name: 'Run results' });
    const summaryHeading = runResults.getByRole('heading', { level: 4, name: /sample tests passed$/ });
    await summaryHeading.waitFor({ timeout: 60_000 });
    const summary = await summaryHeading.innerText();
    const [, passed, total] = summary.match(/^(\d+) of (\d+) sample tests passed$/) ?? [];
    assert.ok(total && passed === total, summary);

    await page.getByRole('button', { name: 'Evaluate' }).click();
    const verdict = page.getByRole('region', { name: 'Verdict' });
    await verdict.getByText(/^Accepted:/).waitFor({ timeout: 180_000 });

    // Back on the list: level 1 cleared, a best rating, and My progress counts it.
    await page.goto(`${platform.baseUrl}/practice`);
    const row = rowOf(page, PROBLEM_TITLE);
    await row.getByText('Level 1 of 3 cleared').waitFor({ timeout: 20_000 });
    assert.match(await row.innerText(), /Best \d+(\.\d)?\/10/);
    const dsa = panel.getByRole('list', { name: 'Levels cleared by category' }).getByRole('listitem').first();
    assert.match(await dsa.innerText(), /^DSA\s*1 of \d+$/);
    const lastSubmission = panel
      .getByRole('list', { name: 'Last submissions' })
      .getByRole('listitem')
      .first();
    assert.match(
      await lastSubmission.innerText(),
      new RegExp(`^${PROBLEM_TITLE}\\s*Level 1 · \\d+(\\.\\d)?/10$`),
    );
    // On a wide screen the panel sits in the right-hand column, beside the list, not above it.
    const panelBox = await panel.boundingBox();
    const listBox = await challengeList(page).boundingBox();
    assert.ok(
      panelBox && listBox && panelBox.x >= listBox.x + listBox.width,
      'My progress is beside the list',
    );
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'practice-progress-level-1-cleared-1280.png') });

    // Filter by low-level design: the URL holds it.
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Low-level design' });
    await page.waitForURL(/[?&]category=low-level-design/);
    await page.waitForFunction(
      (title) =>
        ![...document.querySelectorAll('ul[aria-label="Challenges"] a')].some((a) => a.textContent === title),
      PROBLEM_TITLE,
    );
    assert.deepEqual(await listedTitles(page), DESIGN_TITLES);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'practice-progress-low-level-design-1280.png') });

    // Then by "In progress" alone: only the problem with a submission that is not fully cleared.
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'All' });
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'In progress' });
    await page.waitForURL(
      (url) => url.searchParams.get('status') === 'in-progress' && !url.searchParams.has('category'),
    );
    await page.waitForFunction(
      () => document.querySelectorAll('ul[aria-label="Challenges"] > li').length === 1,
      undefined,
      { timeout: 20_000 },
    );
    assert.deepEqual(await listedTitles(page), [PROBLEM_TITLE]);

    await page.reload();
    await challengeList(page).waitFor({ timeout: 20_000 });
    assert.equal(await page.getByLabel('Status', { exact: true }).inputValue(), 'in-progress');
    assert.deepEqual(await listedTitles(page), [PROBLEM_TITLE]);
    await page.screenshot({
      path: path.join(ARTIFACTS_DIR, 'practice-progress-in-progress-1280.png'),
      fullPage: true,
    });

    // A phone keeps the specified notice; the list and My progress stack below it.
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.goto(`${platform.baseUrl}/practice?status=in-progress`);
    await phone.getByRole('note').getByText('Mobile access is not supported').waitFor({ timeout: 20_000 });
    assert.ok(await phone.getByRole('note').isVisible());
    await challengeList(phone).waitFor({ timeout: 20_000 });
    await phone.screenshot({ path: path.join(ARTIFACTS_DIR, 'practice-progress-375.png'), fullPage: true });
  });
});
