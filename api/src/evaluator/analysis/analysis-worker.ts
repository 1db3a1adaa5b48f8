import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { getParser, ParseDeadlineError, SUPPORTED_LANGUAGES } from '../tree-sitter.ts';
import { warmUpEslint } from '../analyzers/eslint-analyzer.ts';
import { ANALYSIS_TASKS, type AnalysisReply, type AnalysisRequest } from './analysis-tasks.ts';
import { CpuBudget, currentThreadId } from './cpu-budget.ts';

if (!parentPort) throw new Error('analysis-worker runs only as a worker thread');
const port = parentPort;

/**
 * On Linux a thread's nice value is its own: this lowers the analysis thread alone, so that on a
 * busy machine the event loop gets the CPU first. Not 19: a normal check must still finish well
 * within its time budget when the machine is loaded.
 */
const ANALYSIS_THREAD_NICENESS = 10;
try {
  os.setPriority(ANALYSIS_THREAD_NICENESS);
} catch {
  // Platforms without per-thread priorities run the analysis at normal priority.
}

// Grammars load, and ESLint compiles its rules once, before the worker says it is ready, so a task's
// time budget measures analysis alone.
await Promise.all(SUPPORTED_LANGUAGES.map((language) => getParser(language)));
warmUpEslint();

/** The parse's own deadline leaves the rest of the budget for the walk over its tree. */
const PARSE_SHARE_OF_BUDGET = 0.8;
const threadId = currentThreadId();

port.on('message', async ({ id, task, input, budgetMs, wallCapMs }: AnalysisRequest) => {
  let reply: AnalysisReply;
  try {
    const run = ANALYSIS_TASKS[task] as (input: unknown, deadline: () => boolean) => unknown;
    const budget = new CpuBudget(
      threadId,
      budgetMs * PARSE_SHARE_OF_BUDGET,
      wallCapMs * PARSE_SHARE_OF_BUDGET,
    );
    reply = { id, ok: true, output: await run(input, () => budget.exceeded()) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A stack overflow is code nested too deeply for a recursive step of the analysis.
    const tooComplex = error instanceof ParseDeadlineError || error instanceof RangeError;
    reply = { id, ok: false, message, tooComplex };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true, threadId });
