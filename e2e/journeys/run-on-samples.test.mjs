// Issue 10 in a real browser against the running API and its sandbox: Run shows each sample's output
// beside the expected one (and the custom input's), 25 Runs in a row never lead to the premium page,
// Evaluate still works after them, and an accepted evaluation says how its runtime compares.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { signIn } from '../lib/sign-in.mjs';

const PROBLEM_TITLE = 'Calm Stretch of Sensor Readings';
const REFERENCE_SOLUTION = readFileSync(
  new URL('../../api/test/problem-bank/references/calm-stretch/level-1.py', import.meta.url),
  'utf8',
);
// Reads the whole input like the reference, and reports it on stderr: the custom input shows both.
const CUSTOM_PROBE = `import sys

data = sys.stdin.read()
print("tokens:", len(data.split()))
print("probe ran", file=sys.stderr)
`;
const RUNS_IN_A_ROW = 25;

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

const editorLines = (page) => page.locator('.monaco-editor .view-lines');

async function pasteIntoEditor(page, text) {
  await editorLines(page).click();
  await page.keyboard.press('Control+A');
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

async function openCodeTab(page) {
  const list = page.getByRole('list', { name: 'Challenges' });
  await list.waitFor({ timeout: 20_000 });
  await list.getByRole('link', { name: PROBLEM_TITLE }).click();
  await page.getByRole('heading', { level: 1, name: PROBLEM_TITLE }).waitFor({ timeout: 20_000 });
  await page
    .getByRole('navigation', { name: 'Problem sections' })
    .getByRole('link', { name: 'Code' })
    .click();
  await editorLines(page).waitFor({ timeout: 60_000 });
}

describe('Run on the samples', () => {
  test('shows sample and custom outputs; 25 Runs never redirect; Evaluate then shows the runtime percentile and the measured growth', async () => {
    const page = await openPage(browser, { width: 1400, height: 900 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, platform, `runner-${process.pid}-${Date.now()}@example.com`, '/practice');
    await openCodeTab(page);

    // A program that prints the wrong thing: each sample shows its output beside the expected one.
    await pasteIntoEditor(page, CUSTOM_PROBE);
    await editorLines(page).getByText('probe ran').waitFor();
    await page.getByRole('textbox', { name: /Custom input/ }).fill('1 2 3 4\n');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const results = page.getByRole('region', { name: 'Run results' });
    await results.waitFor({ timeout: 30_000 });
    const firstSample = results.getByRole('article', { name: 'Sample 1' });
    await firstSample.getByText('Wrong answer').waitFor();
    assert.match(await firstSample.innerText(), /Your output[\s\S]*tokens: \d+[\s\S]*Expected output/);
    const custom = results.getByRole('article', { name: 'Custom input' });
    await custom.getByText('Finished').waitFor();
    await custom.getByText('tokens: 4').waitFor();
    await custom.getByText('probe ran').waitFor();

    // The reference passes every sample, Run after Run, and no Run spends an evaluation.
    await pasteIntoEditor(page, REFERENCE_SOLUTION);
    await editorLines(page).getByText('def longest_distinct_stretch').waitFor();
    await page.getByRole('textbox', { name: /Custom input/ }).fill('');
    const runButton = page.getByRole('button', { name: 'Run', exact: true });
    for (let attempt = 1; attempt <= RUNS_IN_A_ROW; attempt++) {
      await runButton.click();
      // Each Run shows its own results: wait for it to start and to end.
      const running = page.getByRole('button', { name: 'Running…' });
      await running.waitFor({ timeout: 10_000 });
      await running.waitFor({ state: 'detached', timeout: 30_000 });
      assert.doesNotMatch(page.url(), /\/practice\/premium/, `Run ${attempt} led to the premium page`);
      // Monaco keeps its own role="alert" live regions: only the code tab's message counts.
      const refusal = page.locator('p[role="alert"]');
      assert.equal(await refusal.count(), 0, `Run ${attempt} was refused: ${await refusal.allInnerTexts()}`);
      const summary = await results.getByRole('heading', { level: 4 }).innerText();
      const [, passed, total] = summary.match(/^(\d+) of (\d+) sample tests passed$/) ?? [];
      assert.ok(total && passed === total, `Run ${attempt}: ${summary}`);
    }

    await page.getByRole('button', { name: 'Evaluate' }).click();
    await page.waitForURL(/option=result/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Overall rating' }).waitFor({ timeout: 90_000 });
    await page.getByRole('heading', { name: /^Tests: (\d+) of \1 passed$/ }).waitFor();
    const percentile = await page
      .getByText(
        /^Runtime \d+ ms(: faster than \d+% of accepted Python solutions to this level\.|\. No other learner has an accepted Python solution to this level yet)/,
      )
      .innerText();
    assert.ok(percentile.length > 0, 'the result says how the runtime compares');
    // The level has a size generator: the program was also timed at growing n, and the result says so
    // (on an idle machine the reference can be too fast to tell: "Measured growth: not determined").
    await page
      .getByText(/^Measured growth( ≈ O\(.+\)|: not determined \(see efficiency\)), expected O\(.+\)$/)
      .waitFor();
  });
});
