// Issue 26 in a real browser against the running API and its sandbox: a correct but quadratic
// solution is "Not accepted: time limit exceeded on N hidden tests", orange, and level 2 stays
// locked; the linear reference is accepted and opens level 2.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { ARTIFACTS_DIR, startPlatform } from '../lib/platform.mjs';
import { signIn } from '../lib/sign-in.mjs';

const PROBLEM_TITLE = 'Calm Stretch of Sensor Readings';
const REFERENCE_SOLUTION = readFileSync(
  new URL('../../api/test/problem-bank/references/calm-stretch/level-1.py', import.meta.url),
  'utf8',
);
// Right on every input, but it tries every start and scans a list for each reading: the large
// hidden tests run out of time.
const SLOW_SOLUTION = `import sys


def longest_distinct_stretch(readings):
    """Tries every start and grows the stretch while its readings stay distinct."""
    best_length, best_start = 0, 0
    for start in range(len(readings)):
        seen = []
        end = start
        while end < len(readings) and readings[end] not in seen:
            seen.append(readings[end])
            end += 1
        if end - start > best_length:
            best_length, best_start = end - start, start
    return best_length, best_start + 1


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    length, start = longest_distinct_stretch(data[1:1 + n])
    print(length, start)


main()
`;

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

const editorLines = (page) => page.locator('.monaco-editor .view-lines');

async function pasteIntoEditor(page, text) {
  await editorLines(page).click();
  await page.keyboard.press('Control+A');
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

async function openCodeTab(page) {
  await page
    .getByRole('navigation', { name: 'Problem sections' })
    .getByRole('link', { name: 'Code' })
    .click();
  await editorLines(page).waitFor({ timeout: 60_000 });
}

async function evaluate(page, code, firstLine) {
  await openCodeTab(page);
  await pasteIntoEditor(page, code);
  await editorLines(page).getByText(firstLine).waitFor();
  await page.getByRole('button', { name: 'Evaluate' }).click();
  await page.waitForURL(/option=result/, { timeout: 30_000 });
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await verdict.waitFor({ timeout: 120_000 });
  return verdict;
}

const overallBadge = (page) =>
  page.getByRole('heading', { name: 'Overall rating' }).locator('xpath=..').locator('[data-tone]').first();

describe('the accepted verdict', () => {
  test('a slow solution is not accepted and keeps level 2 locked; the linear one is accepted and opens it', async () => {
    const page = await openPage(browser, { width: 1280, height: 900 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, platform, `verdict-${process.pid}-${Date.now()}@example.com`, '/practice');
    const list = page.getByRole('list', { name: 'Challenges' });
    await list.waitFor({ timeout: 20_000 });
    await list.getByRole('link', { name: PROBLEM_TITLE }).click();
    await page.getByRole('heading', { level: 1, name: PROBLEM_TITLE }).waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'Level 2 (locked)' }).waitFor();

    const slow = await evaluate(page, SLOW_SOLUTION, 'Tries every start');
    const slowText = await slow.innerText();
    assert.match(slowText, /Not accepted: time limit exceeded on \d+ hidden tests?\./);
    assert.equal(await slow.getAttribute('data-tone'), 'mid', 'the verdict is orange');
    const slowOverall = Number.parseFloat(await overallBadge(page).innerText());
    assert.ok(slowOverall < 7 && slowOverall >= 5, `the slow solution is rated ${slowOverall}`);
    assert.equal(await overallBadge(page).getAttribute('data-tone'), 'mid');
    // The verdict comes before the five ratings, and the correctness note says which tests failed how.
    const ratingsHeading = page.getByRole('heading', { name: 'Ratings' });
    assert.ok(
      await slow.evaluate(
        (verdict, ratings) =>
          Boolean(verdict.compareDocumentPosition(ratings) & Node.DOCUMENT_POSITION_FOLLOWING),
        await ratingsHeading.elementHandle(),
      ),
      'the verdict is shown above the ratings',
    );
    await page
      .getByText(/^All answers right on the \d+ tests that finished; \d+ large tests? ran out of time/)
      .waitFor();
    await page.getByText(/^How this is rated:/).waitFor();
    await page.screenshot({
      path: path.join(ARTIFACTS_DIR, 'verdict-not-accepted-1280.png'),
      fullPage: true,
    });
    // Not accepted does not unlock, whatever the weighted sum would have been.
    await page.reload();
    await page.getByRole('region', { name: 'Verdict' }).waitFor({ timeout: 30_000 });
    assert.equal(await page.getByRole('tab', { name: 'Level 2 (locked)' }).count(), 1);

    const accepted = await evaluate(page, REFERENCE_SOLUTION, 'def longest_distinct_stretch');
    await accepted.getByText(/^Accepted:/).waitFor({ timeout: 120_000 });
    assert.match(await accepted.innerText(), /Accepted: all \d+ tests passed within the limits\./);
    assert.equal(await accepted.getAttribute('data-tone'), 'high');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'verdict-accepted-1280.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Level 2', exact: true }).waitFor({ timeout: 20_000 });
  });
});
