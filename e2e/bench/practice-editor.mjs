// What opening the code tab costs: the compressed JavaScript the browser transfers when a learner
// goes from a problem's question to its code tab (Monaco, its six tokenizers, the editor wrapper),
// and, for comparison, everything a cold visit straight to the code tab transfers.
//
// `runPracticeEditorBench({ platform })` is meant for `npm run bench:web` (e2e/bench/web.mjs); run
// alone, `node e2e/bench/practice-editor.mjs` starts the e2e platform itself and prints the figures.
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { signIn } from '../lib/sign-in.mjs';

/** Issue 5: at most 1.2 MB of compressed JavaScript when the code tab opens. */
export const PRACTICE_EDITOR_GOALS = { codeTabJsBytes: 1.2 * 1000 * 1000 };

const isScript = (response) =>
  response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

/** Records every script response of the page's context (workers included) with its body size on the wire. */
function recordScripts(context) {
  const pending = [];
  const onResponse = (response) => {
    if (!isScript(response)) return;
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({ url: response.url(), bytes: sizes.responseBodySize }))
        .catch(() => ({ url: response.url(), bytes: 0 })),
    );
  };
  context.on('response', onResponse);
  return async () => {
    context.off('response', onResponse);
    const scripts = await Promise.all(pending);
    return { scripts, bytes: scripts.reduce((total, script) => total + script.bytes, 0) };
  };
}

async function firstProblemId(page, apiUrl) {
  const response = await page.request.get(`${apiUrl}/practice/problems?page=1&page_size=1`);
  if (!response.ok()) throw new Error(`GET /practice/problems answered ${response.status()}`);
  const id = (await response.json()).data?.results?.[0]?.id;
  if (!id) throw new Error('The problem list is empty: seed the problem bank first');
  return id;
}

async function waitForEditor(page) {
  await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 60_000 });
  // Lazy chunks the editor asks for after its first paint (tokenizers) arrive within a moment.
  await page.waitForLoadState('networkidle');
}

/** A laptop narrower than the split view, where the question and the code are tabs. */
const TABBED_VIEWPORT = { width: 1024, height: 768 };

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * @param {{ platform: { baseUrl: string, apiUrl: string }, log?: (line: string) => void }} options
 *   a started platform with the API and the problem bank seeded
 * @returns {Promise<{ codeTabJsBytes: number, codeTabScripts: Array<{ url: string, bytes: number }>, coldCodeTabJsBytes: number }>}
 */
export async function runPracticeEditorBench({ platform, log = console.log }) {
  const browser = await launchBrowser();
  try {
    // Below the split view's width (SPLIT_VIEW_MIN_WIDTH_PX, issue 31): from 1,200 px the question
    // already shows the editor beside it, and opening the code tab fetched nothing (0 files).
    const page = await openPage(browser, TABBED_VIEWPORT);
    await signIn(page, platform, `editor-bench-${process.pid}-${Date.now()}@example.com`, '/practice');
    const problemId = await firstProblemId(page, platform.apiUrl);
    const problemUrl = (tab) =>
      `${platform.baseUrl}/practice/problem?id=${encodeURIComponent(problemId)}&option=${tab}&level=1&language=python`;

    // Question first, as a learner arrives; then the code tab, whose scripts are what this measures.
    await page.goto(problemUrl('question'));
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const stopCodeTab = recordScripts(page.context());
    await page.getByRole('link', { name: 'Code' }).click();
    await waitForEditor(page);
    const codeTab = await stopCodeTab();

    // A cold visit straight to the code tab: shell, remote, shared libraries and the editor.
    const coldPage = await openPage(browser, TABBED_VIEWPORT);
    await coldPage.goto(`${platform.baseUrl}/remotes.json`);
    await coldPage.context().addCookies(await page.context().cookies());
    await coldPage.evaluate(
      (session) => localStorage.setItem('referrals.logged-in-user', session),
      await page.evaluate(() => localStorage.getItem('referrals.logged-in-user')),
    );
    const stopCold = recordScripts(coldPage.context());
    await coldPage.goto(problemUrl('code'));
    await waitForEditor(coldPage);
    const cold = await stopCold();
    await coldPage.context().close();

    const largest = [...codeTab.scripts].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
    log(
      `practice code tab: ${kb(codeTab.bytes)} of compressed JS in ${codeTab.scripts.length} files when the tab opens ` +
        `(goal ≤ ${kb(PRACTICE_EDITOR_GOALS.codeTabJsBytes)}); largest ${largest
          .map((script) => `${new URL(script.url).pathname.split('/').pop()} ${kb(script.bytes)}`)
          .join(
            ', ',
          )}; a cold visit straight to the code tab: ${kb(cold.bytes)} in ${cold.scripts.length} files`,
    );
    return {
      codeTabJsBytes: codeTab.bytes,
      codeTabScripts: codeTab.scripts.map(({ url, bytes }) => ({ url, bytes })),
      coldCodeTabJsBytes: cold.bytes,
    };
  } finally {
    await browser.close();
  }
}

// Run alone: start the e2e platform (with the API), measure, stop.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startPlatform } = await import('../lib/platform.mjs');
  const platform = await startPlatform({ api: true });
  try {
    const figures = await runPracticeEditorBench({ platform });
    console.log(
      JSON.stringify({
        codeTabJsBytes: figures.codeTabJsBytes,
        coldCodeTabJsBytes: figures.coldCodeTabJsBytes,
      }),
    );
  } finally {
    await platform.stop();
  }
}
