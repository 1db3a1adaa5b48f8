// Issue 31 item 3 in a real browser: at 1280 px the statement and the editor sit side by side, the
// divider follows the mouse and the keyboard and is remembered across a reload, Ctrl+Enter runs
// and Ctrl+Shift+Enter evaluates (inside Monaco as well, once per press), and at 1100 px the page
// keeps its tabs. Screenshots at 1280 and 1920 px go to e2e/artifacts/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { ARTIFACTS_DIR, startPlatform } from '../lib/platform.mjs';
import { signIn } from '../lib/sign-in.mjs';
import { pollUntil } from '../lib/wait-for.mjs';

const PROBLEM_TITLE = 'Calm Stretch of Sensor Readings';
const REFERENCE_SOLUTION = readFileSync(
  new URL('../../api/test/problem-bank/references/calm-stretch/level-1.py', import.meta.url),
  'utf8',
);

let platform;
let browser;

before(async () => {
  platform = await startPlatform({ api: true });
  assert.ok(platform.hasApi, 'this journey needs the API');
  browser = await launchBrowser();
  await mkdir(ARTIFACTS_DIR, { recursive: true });
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

const editorLines = (page) => page.locator('.monaco-editor .view-lines');
const question = (page) => page.getByRole('article', { name: 'Level 1 question' });
const divider = (page) => page.getByRole('separator', { name: 'Resize the question and the code' });
const dividerValue = async (page) => Number(await divider(page).getAttribute('aria-valuenow'));

/** Counts the POSTs the page sends to each API path, to tell one Run from two. */
function countPosts(page) {
  const counts = new Map();
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const { pathname } = new URL(request.url());
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return (suffix) =>
    [...counts.entries()].filter(([key]) => key.endsWith(suffix)).reduce((sum, [, count]) => sum + count, 0);
}

async function pasteIntoEditor(page, text) {
  await editorLines(page).click();
  await page.keyboard.press('Control+A');
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

async function openProblem(page) {
  const list = page.getByRole('list', { name: 'Challenges' });
  await list.waitFor({ timeout: 20_000 });
  await list.getByRole('link', { name: PROBLEM_TITLE }).click();
  await page.getByRole('heading', { level: 1, name: PROBLEM_TITLE }).waitFor({ timeout: 20_000 });
}

describe('the question beside the code', () => {
  test('at 1280 px: side by side, a remembered divider, Ctrl+Enter runs and Ctrl+Shift+Enter evaluates; at 1100 px the tabs', async () => {
    const page = await openPage(browser, { width: 1280, height: 800 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const posts = countPosts(page);
    await signIn(page, platform, `split-${process.pid}-${Date.now()}@example.com`, '/practice');
    await openProblem(page);
    assert.match(page.url(), /option=question/);

    // Both visible at once, the statement on the left.
    await question(page).waitFor({ timeout: 20_000 });
    await editorLines(page).waitFor({ timeout: 60_000 });
    const questionBox = await question(page).boundingBox();
    const editorBox = await editorLines(page).boundingBox();
    assert.ok(questionBox.x + questionBox.width <= editorBox.x, 'the statement is left of the editor');
    assert.ok(editorBox.y < questionBox.y + questionBox.height, 'and beside it, not below');
    await page.getByRole('navigation', { name: 'Problem sections' }).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'question-beside-code-1280.png') });

    // The starter template's typed signature, its longest line, is read without scrolling sideways.
    const signature = editorLines(page).locator('.view-line', { hasText: 'def longest_calm_stretch(' });
    await signature.waitFor({ timeout: 20_000 });
    const signatureRight = await signature
      .locator(':scope > span')
      .evaluate((line) => line.getBoundingClientRect().right);
    const visibleRight = await page
      .locator('.monaco-editor .monaco-scrollable-element')
      .first()
      .evaluate((area) => area.getBoundingClientRect().right - 14);
    assert.ok(
      signatureRight <= visibleRight,
      `the signature ends at ${signatureRight}, past ${visibleRight}`,
    );

    // A drag to 60 % of the split's width.
    assert.equal(await dividerValue(page), 34);
    const handle = await divider(page).boundingBox();
    const split = await divider(page).locator('xpath=..').boundingBox();
    await page.mouse.move(handle.x + handle.width / 2, handle.y + 100);
    await page.mouse.down();
    await page.mouse.move(split.x + split.width * 0.6, handle.y + 120, { steps: 8 });
    await page.mouse.up();
    assert.ok(Math.abs((await dividerValue(page)) - 60) <= 1, `dragged to ${await dividerValue(page)}`);
    const widerQuestion = await question(page).boundingBox();
    assert.ok(widerQuestion.width > questionBox.width + 100, 'the statement got wider');

    // Then the keyboard: two steps left.
    const dragged = await dividerValue(page);
    await divider(page).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await dividerValue(page), dragged - 4);

    await page.reload();
    await editorLines(page).waitFor({ timeout: 60_000 });
    assert.equal(await dividerValue(page), dragged - 4, 'the split survives a reload');

    // Ctrl+Enter inside Monaco runs once and inserts no line (Monaco's own binding is replaced).
    await pasteIntoEditor(page, REFERENCE_SOLUTION);
    await editorLines(page).getByText('def longest_distinct_stretch').waitFor();
    const linesBefore = await page.locator('.monaco-editor .view-line').count();
    await page.keyboard.press('Control+Enter');
    const results = page.getByRole('region', { name: 'Run results' });
    await results
      .getByRole('heading', { name: /^(\d+) of \1 sample tests passed$/ })
      .waitFor({ timeout: 30_000 });
    assert.equal(posts('/practice/run-code'), 1, 'one press, one Run');
    assert.equal(await page.locator('.monaco-editor .view-line').count(), linesBefore);

    // Outside the editor too: from the statement.
    await page.getByRole('region', { name: 'Question' }).focus();
    await page.keyboard.press('Control+Enter');
    const runs = await pollUntil(
      () => posts('/practice/run-code'),
      (count) => count >= 2,
      { timeoutMs: 10_000 },
    );
    assert.equal(runs, 2, 'Ctrl+Enter from the statement runs once');
    await page.getByRole('button', { name: 'Run', exact: true }).waitFor({ timeout: 30_000 });

    await editorLines(page).click();
    await page.keyboard.press('Control+Shift+Enter');
    await page.waitForURL(/option=result/, { timeout: 30_000 });
    assert.equal(posts('/practice/evaluate-code'), 1, 'one press, one evaluation');
    await page.getByRole('heading', { name: 'Overall rating' }).waitFor({ timeout: 90_000 });
    assert.equal(await divider(page).count(), 0, 'Result keeps its own tab');

    // At 1100 px the tabs as before: the question alone, then the code alone.
    await page.setViewportSize({ width: 1100, height: 800 });
    await page
      .getByRole('navigation', { name: 'Problem sections' })
      .getByRole('link', { name: 'Question' })
      .click();
    await question(page).waitFor();
    assert.equal(await divider(page).count(), 0);
    assert.equal(await page.locator('.monaco-editor').count(), 0);
    await page
      .getByRole('navigation', { name: 'Problem sections' })
      .getByRole('link', { name: 'Code' })
      .click();
    await editorLines(page).waitFor({ timeout: 60_000 });
    assert.equal(await question(page).count(), 0);

    await page.setViewportSize({ width: 1920, height: 1080 });
    await divider(page).waitFor();
    await question(page).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'question-beside-code-1920.png') });
  });
});
