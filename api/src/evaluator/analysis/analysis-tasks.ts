import { lintJavaScript } from '../analyzers/eslint-analyzer.ts';
import { decideLanguage } from '../language-check/decide-language.ts';
import { collectCodeMetrics } from '../ratings/code-metrics.ts';
import { findSpeedHints } from '../speed-hints/find-speed-hints.ts';
import type { ParseDeadline, SupportedLanguage } from '../tree-sitter.ts';

type CodeInput = { code: string; language: SupportedLanguage };

/**
 * The analyses of learner code that run in the analysis worker threads, never on the API's event
 * loop: each parses the code with tree-sitter, whose time grows without bound on pathological input.
 * `deadline` says when parsing cancels itself (the thread's CPU-time budget is spent).
 */
export const ANALYSIS_TASKS = {
  'language-check': ({ code, language }: CodeInput, deadline: ParseDeadline) =>
    decideLanguage(code, language, deadline),
  'code-metrics': ({ code, language }: CodeInput, deadline: ParseDeadline) =>
    collectCodeMetrics(language, code, deadline),
  'speed-hints': ({ code, language }: CodeInput, deadline: ParseDeadline) =>
    findSpeedHints(language, code, deadline),
  /** ESLint parses and walks the code (never runs it); the thread's time budget bounds it. */
  eslint: ({ code, language }: { code: string; language: 'javascript' | 'typescript' }) =>
    lintJavaScript(code, language),
};

export type AnalysisTaskName = keyof typeof ANALYSIS_TASKS;
export type AnalysisInput<Name extends AnalysisTaskName> = Parameters<(typeof ANALYSIS_TASKS)[Name]>[0];
export type AnalysisOutput<Name extends AnalysisTaskName> = Awaited<
  ReturnType<(typeof ANALYSIS_TASKS)[Name]>
>;

export interface AnalysisRequest {
  id: number;
  task: AnalysisTaskName;
  input: unknown;
  /** The CPU time the task may use; parsing cancels itself before the pool has to stop the thread. */
  budgetMs: number;
  /** How long it may take however busy the machine is. */
  wallCapMs: number;
}

/** The thread's first message: it is ready, and the kernel id under which its CPU time is read. */
export interface AnalysisThreadReady {
  ready: true;
  threadId: number | undefined;
}

export type AnalysisReply =
  { id: number; ok: true; output: unknown } | { id: number; ok: false; message: string; tooComplex: boolean };
