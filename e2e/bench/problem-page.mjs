// Issue 31: the problem page's Lighthouse desktop performance with the question beside the code
// (Lighthouse's desktop screen is 1350 px wide, past the 1200 px split). Signed in, cold HTTP cache,
// the median of three runs. Monaco loads after the statement is painted, so the figure says what
// the editor's megabytes cost the page's first view.
//
// `runProblemPageBench({ platform })` is meant for `npm run bench:web` (e2e/bench/web.mjs); run
// alone, `node e2e/bench/problem-page.mjs` starts the e2e platform itself and prints the figure.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { signIn } from '../lib/sign-in.mjs';
import { launchSignedInBrowser, signedInLighthouse } from './feed-inp.mjs';
import { describeRuns, lighthouseFigures } from './lighthouse-runs.mjs';

export const PROBLEM_PAGE_GOALS = { lighthouseDesktopPerformance: 90 };

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/**
 * @param {{ platform: { baseUrl: string, apiUrl: string }, log?: (line: string) => void }} options
 *   a started platform with the API and the problem bank seeded
 * @returns {Promise<{ runs: Array<ReturnType<typeof lighthouseFigures>>, medianScore: number }>}
 */
export async function runProblemPageBench({ platform, log = console.log }) {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'problem-page-bench-'));
  try {
    let problemPath;
    const signingIn = await launchSignedInBrowser(userDataDir);
    try {
      const page = signingIn.pages()[0] ?? (await signingIn.newPage());
      await signIn(page, platform, `bench-problem-${process.pid}-${Date.now()}@example.com`, '/practice');
      const answer = await page.request.get(`${platform.apiUrl}/practice/problems?page=1&page_size=1`);
      const id = (await answer.json()).data?.results?.[0]?.id;
      if (!id) throw new Error('The problem list is empty: seed the problem bank first');
      problemPath = `/practice/problem?id=${encodeURIComponent(id)}&option=question&level=1&language=python`;
    } finally {
      await signingIn.close();
    }

    const runs = [];
    for (let run = 0; run < 3; run += 1) {
      const measured = await signedInLighthouse(platform, userDataDir, {
        emptyCache: true,
        path: problemPath,
        config: desktopConfig,
      });
      const finalUrl = new URL(measured.lhr.finalDisplayedUrl ?? measured.lhr.finalUrl);
      if (finalUrl.pathname !== '/practice/problem')
        throw new Error(`Lighthouse ended on ${finalUrl.pathname}, not the problem page`);
      runs.push(lighthouseFigures(measured.lhr, measured.trace));
    }
    log(
      `Lighthouse 12 desktop, signed-in problem page, question beside the code (cold HTTP cache): ` +
        `${describeRuns(runs, PROBLEM_PAGE_GOALS.lighthouseDesktopPerformance)} [load ${loadAverage()}]`,
    );
    const medianScore = [...runs.map((run) => run.score)].sort((a, b) => a - b)[1];
    return { runs, medianScore };
  } finally {
    await rm(userDataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startPlatform } = await import('../lib/platform.mjs');
  const platform = await startPlatform({ api: true });
  try {
    await runProblemPageBench({ platform });
  } finally {
    await platform.stop();
  }
}
