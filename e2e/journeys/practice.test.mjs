// The learner's journeys in a real browser against the running API and its sandboxed evaluator:
// the challenge list → a problem → the code tab (Monaco) → Evaluate → the rating → level 2 opens;
// the empty-code and wrong-language messages, the history and drafts that survive a reload.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { assertAccessible } from '../lib/accessibility.mjs';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { signIn } from '../lib/sign-in.mjs';

const PROBLEM_TITLE = 'Calm Stretch of Sensor Readings';
const REFERENCE_SOLUTION = readFileSync(
  new URL('../../api/test/problem-bank/references/calm-stretch/level-1.py', import.meta.url),
  'utf8',
);
const JAVA_CODE = `public class Main {
    public static void main(String[] args) {
        System.out.println("hello");
    }
}
`;
const LOCKED_MESSAGE = 'You need overall rating of at least 7 in the previous level to unlock this level.';
const EMPTY_CODE_MESSAGE = 'Please write some code before submitting it for evaluation!';

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

let addressCount = 0;
const newAddress = (label) => `${label}-${process.pid}-${Date.now()}-${(addressCount += 1)}@example.com`;

const challengeList = (page) => page.getByRole('list', { name: 'Challenges' });
const editorLines = (page) => page.locator('.monaco-editor .view-lines');

/** The editor's text as shown (Monaco renders spaces as no-break spaces). */
async function editorText(page) {
  return (await editorLines(page).innerText()).replace(/\u00a0/g, ' ');
}

/** Replaces the editor's content the way a learner pasting a solution does. */
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

async function openProblemFromList(page) {
  await challengeList(page).waitFor({ timeout: 20_000 });
  await challengeList(page).getByRole('link', { name: PROBLEM_TITLE }).click();
  await page.getByRole('heading', { level: 1, name: PROBLEM_TITLE }).waitFor({ timeout: 20_000 });
}

async function learnerPage(label) {
  const page = await openPage(browser, { width: 1400, height: 900 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, platform, newAddress(label), '/practice');
  return page;
}

describe('the challenge list', () => {
  test('lists problems with tags, has the feedback dialog, and says mobile is not supported on narrow screens', async () => {
    const page = await learnerPage('list');
    await page.getByRole('heading', { level: 1, name: 'Coding challenges' }).waitFor({ timeout: 20_000 });
    await challengeList(page).waitFor({ timeout: 20_000 });
    assert.ok(
      (await challengeList(page).getByRole('link').count()) >= 10,
      'the problem bank has at least 10 problems',
    );
    assert.equal(await page.getByText('Mobile access is not supported').isVisible(), false);
    await assertAccessible(page, 'the challenge list');

    await page.getByRole('button', { name: 'Feedback' }).click();
    await page.getByRole('textbox', { name: 'Your feedback' }).fill('The ratings helped me, thank you.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('dialog', { name: 'Feedback Received' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Feedback' }).click();
    assert.equal(await page.getByRole('textbox', { name: 'Your feedback' }).inputValue(), '');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByText('Mobile access is not supported').waitFor({ state: 'visible' });
  });
});

describe('solving a problem', () => {
  test('empty and wrong-language code are refused with their messages; drafts survive a reload', async () => {
    const page = await learnerPage('messages');
    await openProblemFromList(page);
    await page.getByRole('tab', { name: 'Level 2 (locked)' }).click();
    await page.getByText(LOCKED_MESSAGE).waitFor();
    await page.getByRole('tab', { name: 'Level 1' }).click();
    await page.getByRole('article', { name: 'Level 1 question' }).waitFor();
    await assertAccessible(page, 'the question tab');

    await openCodeTab(page);
    // The editor opens on the level's starter template: a learner who deletes it and evaluates gets the empty-code message.
    await editorLines(page).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.getByRole('button', { name: 'Evaluate' }).click();
    await page.getByText(EMPTY_CODE_MESSAGE).waitFor();

    await pasteIntoEditor(page, JAVA_CODE);
    await page.getByRole('button', { name: 'Evaluate' }).click();
    await page.getByText(/does not appear to be (in )?Python/).waitFor({ timeout: 20_000 });
    assert.match(page.url(), /option=code/);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('java');
    await page.waitForURL(/language=java/);
    // The URL changes first; the editor takes the Java tab's text a render later: the Java starter
    // template. Were the drafts shared, the Python tab's pasted program would stay.
    await editorLines(page).getByText('Write your solution here.').waitFor({ timeout: 10_000 });
    assert.doesNotMatch(await editorText(page), /println\("hello"\)/, 'the Java tab has its own draft');
    assert.match(await editorText(page), /public class Main/, 'the Java tab opens on the Java template');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('python');
    await page.waitForURL(/language=python/);
    await editorLines(page).getByText('System.out.println').waitFor();

    await pasteIntoEditor(page, REFERENCE_SOLUTION);
    await editorLines(page).getByText('def longest_distinct_stretch').waitFor();
    // The draft is saved once typing pauses: wait for it to be in the browser's storage.
    await page.waitForFunction(
      () =>
        Object.keys(localStorage).some(
          (key) =>
            key.includes('.draft.') && localStorage.getItem(key).includes('def longest_distinct_stretch'),
        ),
      undefined,
      { timeout: 10_000 },
    );
    await page.reload();
    await editorLines(page).waitFor({ timeout: 60_000 });
    assert.match(page.url(), /option=code&level=1&language=python/);
    assert.match(await editorText(page), /def longest_distinct_stretch\(readings\):/);
    await assertAccessible(page, 'the code tab');
  });

  test('a correct Python solution is rated at least 7, opens level 2 and appears in the history', async () => {
    const page = await learnerPage('solve');
    await openProblemFromList(page);
    await page.getByRole('tab', { name: 'Level 2 (locked)' }).waitFor();
    await openCodeTab(page);
    await pasteIntoEditor(page, REFERENCE_SOLUTION);
    await editorLines(page).getByText('def longest_distinct_stretch').waitFor();

    await page.getByRole('button', { name: 'Evaluate' }).click();
    await page.waitForURL(/option=result/, { timeout: 30_000 });
    const overall = page.getByRole('heading', { name: 'Overall rating' });
    await overall.waitFor({ timeout: 90_000 });
    const overallText = await overall.locator('xpath=..').locator('[data-tone]').first().innerText();
    const overallRating = Number.parseFloat(overallText);
    assert.ok(overallRating >= 7, `the reference solution is rated ${overallText}`);
    await page.getByRole('heading', { name: /^Tests: (\d+) of \1 passed$/ }).waitFor();

    await page.getByRole('tab', { name: 'Level 2', exact: true }).waitFor({ timeout: 20_000 });
    assert.equal(await page.getByRole('tab', { name: 'Level 3 (locked)' }).count(), 1);
    await assertAccessible(page, 'the result tab');

    await page
      .getByRole('navigation', { name: 'Problem sections' })
      .getByRole('link', { name: 'History' })
      .click();
    const history = page.getByRole('region', { name: 'Submission history' });
    await history.waitFor({ timeout: 20_000 });
    const rows = history.getByRole('listitem');
    assert.equal(await rows.count(), 1);
    assert.match(await rows.first().innerText(), /Python/);

    await page.getByRole('tab', { name: 'Level 2', exact: true }).click();
    await page.getByRole('heading', { name: 'No Submission Found' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Problem sections' })
      .getByRole('link', { name: 'Question' })
      .click();
    await page.getByRole('article', { name: 'Level 2 question' }).waitFor({ timeout: 20_000 });
  });
});

describe('the premium page', () => {
  test('explains the daily limit and how a subscription lifts it', async () => {
    const page = await learnerPage('premium');
    await page.goto(`${platform.baseUrl}/practice/premium`);
    await page.getByRole('heading', { level: 1, name: "You have used today's free evaluations" }).waitFor({
      timeout: 20_000,
    });
    await page.getByRole('link', { name: 'Contact us for a subscription' }).waitFor();
    await assertAccessible(page, 'the practice premium page');
  });
});
